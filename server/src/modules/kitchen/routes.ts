import { API, ROUTE } from '@app/shared/api-paths';
import {
  ZKitchenHandOutSchema,
  ZKitchenPassOrderSchema,
  ZKitchenStationQuerySchema,
  ZKitchenStationSchema,
  ZKitchenTicketSchema,
} from '@app/shared/kitchen';
import type { TLiveEvent } from '@app/shared/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicIdParams, ZSerialIdParams } from '../../lib/route-params';
import { requireKitchen } from '../../plugins/access';
import { streamLiveEvents, type TLiveHub } from '../live';
import type { TKitchenService } from './service';

/** The stream's description in the API documentation (for developers, in English). */
export const KITCHEN_EVENTS_DESCRIPTION =
  'Server-Sent Events for the kitchen display: each change to an order arrives as `event: <type>` with the event as JSON, no customer data; order.kitchen when a line is bumped or recalled, order.ready when the order becomes ready or no longer is; resync after missed events. Reservations are not announced.';

const ZLineParams = z.strictObject({ lineId: ZSerialIdParams.shape.id });

/** The kitchen display hears of orders only: reservations are none of its business. */
const isOrderEvent = (event: TLiveEvent) =>
  event.type === 'resync' || event.subject === 'MENU' || event.subject === 'BUFFET';

/**
 * The kitchen display and the pass (docs/decisions/030), for a KITCHEN account (a wall tablet) or an
 * ADMIN: the stations, each station's tickets, the bump of a line and its recall, the front's view of
 * every open order, the hand-out, and a live stream of order changes.
 */
export const kitchenRoutes: FastifyPluginAsyncZod<{ kitchen: TKitchenService; hub: TLiveHub }> = async (
  app,
  { kitchen, hub },
) => {
  // What a display shows changes with every bump: no answer of these routes is stored anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The display's chooser: the stations in their order (their printers are the admin's business).
  app.get(
    API.kitchenStations,
    {
      config: { access: 'kitchen' },
      schema: {
        response: { 200: z.array(ZKitchenStationSchema) },
      },
    },
    async () => {
      return kitchen.stations();
    },
  );

  // The station's open tickets whose start has come, the oldest start first (404: unknown station).
  app.get(
    API.kitchenTickets,
    {
      config: { access: 'kitchen' },
      schema: {
        querystring: ZKitchenStationQuerySchema,
        response: { 200: z.array(ZKitchenTicketSchema) },
      },
    },
    async (request) => {
      return kitchen.tickets(request.query.station);
    },
  );

  // The station's last ten finished tickets of orders not yet handed out: what a recall can bring back.
  app.get(
    API.kitchenRecent,
    {
      config: { access: 'kitchen' },
      schema: {
        querystring: ZKitchenStationQuerySchema,
        response: { 200: z.array(ZKitchenTicketSchema) },
      },
    },
    async (request) => {
      return kitchen.recent(request.query.station);
    },
  );

  // A bump (done) or its recall (undone), idempotent; answers the line's station's ticket as it now stands
  // (the display shows it at once, before the live event makes it read its list again). 404 unknown line,
  // 409 an order the kitchen does not have (NOT_IN_KITCHEN, HANDED_OUT), 422 a line of no station.
  for (const [route, done] of [
    [ROUTE.kitchenLineDone, true],
    [ROUTE.kitchenLineUndone, false],
  ] as const) {
    app.post(
      route,
      {
        config: { access: 'kitchen' },
        schema: {
          params: ZLineParams,
          response: { 200: ZKitchenTicketSchema },
        },
      },
      async (request) => {
        const by = await requireKitchen(request);
        return kitchen.setLineDone(request.params.lineId, done, by);
      },
    );
  }

  // The front's view: every order still to hand out, each station's progress with it.
  app.get(
    API.kitchenPass,
    {
      config: { access: 'kitchen' },
      schema: {
        response: { 200: z.array(ZKitchenPassOrderSchema) },
      },
    },
    async () => {
      return kitchen.pass();
    },
  );

  // The front hands an order out, ready or not (409 for one not confirmed, cancelled or already out).
  app.post(
    ROUTE.kitchenHandOut,
    {
      config: { access: 'kitchen' },
      schema: {
        params: ZPublicIdParams,
        response: { 200: ZKitchenHandOutSchema },
      },
    },
    async (request) => {
      const by = await requireKitchen(request);
      return kitchen.handOut(request.params.id, by);
    },
  );

  // The display's live stream: the back office's stream writer, order events only.
  app.get(
    API.kitchenEvents,
    {
      config: { access: 'kitchen' },
      schema: {
        description: KITCHEN_EVENTS_DESCRIPTION,
      },
    },
    async (request, reply) => {
      streamLiveEvents(request, reply, hub, isOrderEvent);
    },
  );
};
