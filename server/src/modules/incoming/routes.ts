import {
  type TIncomingCard,
  ZAlertsSchema,
  ZAlertsSeenSchema,
  ZCancelSchema,
  ZConfirmSchema,
  ZHandledSchema,
  ZIncomingCardSchema,
} from '@app/shared/admin-orders';
import type { TReservation } from '@app/shared/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { requireAdmin } from '../../plugins/session';
import { orderAdminService } from '../orders/admin-service';
import { reservationsService } from '../reservations/service';

const ZIdParams = z.object({ id: z.string().min(1).max(64) });

function reservationCard(r: TReservation): TIncomingCard {
  return {
    kind: 'reservation',
    id: r.id,
    createdAt: r.createdAt,
    // A reservation's "delivery time" on the card is the time the guests come.
    timing: {
      requestedAt: r.reservationDateTime,
      asap: false,
      committedReadyAt: r.reservationDateTime,
      adminExtraMinutes: null,
    },
    orderType: null,
    orderNumber: null,
    customerInfo: r.customerInfo,
    menuItems: [],
    buffetItems: [],
    specialInstructions: r.specialRequests,
    numberOfPeople: r.numberOfPeople,
    overCapacity: r.overCapacity,
    totalPrice: null,
    paymentMethod: null,
    paymentStatus: null,
  };
}

/**
 * The incoming screen (spec section 2): NEW orders, paid card orders and REQUESTED reservations,
 * oldest first; seen / confirm / cancel per card; the alert counts behind the badge.
 */
export const incomingRoutes: FastifyPluginAsyncZod<{ db: TDb; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const orders = orderAdminService(db, { timeZone });
  const reservations = reservationsService(db, { timeZone });

  app.get(
    '/api/admin/orders/new',
    { schema: { response: { 200: z.array(ZIncomingCardSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [orderCards, requested] = await Promise.all([
        orders.incomingCards(),
        reservations.listRequested(),
      ]);
      return [...orderCards, ...requested.map(reservationCard)].sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      );
    },
  );

  for (const [segment, kind] of [
    ['menu', 'MENU'],
    ['buffet', 'BUFFET'],
  ] as const) {
    app.post(
      `/api/admin/${segment}-orders/:id/seen`,
      { schema: { params: ZIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await orders.markSeen(kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `/api/admin/${segment}-orders/:id/confirm`,
      { schema: { params: ZIdParams, body: ZConfirmSchema, response: { 200: ZHandledSchema } } },
      async (request) => {
        const by = await requireAdmin(request);
        const row = await orders.confirm(kind, request.params.id, request.body.extraMinutes ?? null, by);
        return {
          id: row.id,
          status: row.status,
          committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
        };
      },
    );
    app.post(
      `/api/admin/${segment}-orders/:id/cancel`,
      { schema: { params: ZIdParams, body: ZCancelSchema, response: { 200: ZHandledSchema } } },
      async (request) => {
        const by = await requireAdmin(request);
        const row = await orders.cancel(kind, request.params.id, request.body.reason ?? null, by);
        return {
          id: row.id,
          status: row.status,
          committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
        };
      },
    );
  }

  app.post(
    '/api/admin/reservation-orders/:id/seen',
    { schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await reservations.markSeen(request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/admin/reservation-orders/:id/confirm',
    { schema: { params: ZIdParams, body: ZConfirmSchema, response: { 200: ZHandledSchema } } },
    async (request) => {
      const r = await reservations.decide(request.params.id, 'CONFIRMED', await requireAdmin(request));
      return { id: r.id, status: r.status, committedReadyAt: r.reservationDateTime };
    },
  );
  app.post(
    '/api/admin/reservation-orders/:id/cancel',
    { schema: { params: ZIdParams, body: ZCancelSchema, response: { 200: ZHandledSchema } } },
    async (request) => {
      const r = await reservations.decide(
        request.params.id,
        'REJECTED',
        await requireAdmin(request),
        request.body.reason ?? undefined,
      );
      return { id: r.id, status: r.status, committedReadyAt: null };
    },
  );

  app.get('/api/admin/alerts', { schema: { response: { 200: ZAlertsSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const [reservationsRequested, ordersNew, buffetOrdersNew] = await Promise.all([
      reservations.countUnseen(),
      orders.countUnseen('MENU'),
      orders.countUnseen('BUFFET'),
    ]);
    return { reservationsRequested, ordersNew, buffetOrdersNew };
  });

  app.post(
    '/api/admin/alerts/seen',
    { schema: { body: ZAlertsSeenSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const kinds = new Set(request.body.kinds);
      await Promise.all([
        kinds.has('reservations') ? reservations.markAllSeen() : undefined,
        kinds.has('orders') ? orders.markAllSeen('MENU') : undefined,
        kinds.has('buffet') ? orders.markAllSeen('BUFFET') : undefined,
      ]);
      return reply.code(204).send(null);
    },
  );
};
