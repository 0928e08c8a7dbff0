import { ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS, otherItemIdKeys, type TOrderKind } from '@app/shared/order-kind';
import { CREATE_ORDER_SCHEMA, MSG, paidByCardOnline, ZCreatedOrderSchema } from '@app/shared/orders';
import {
  ZOrderLookupResultSchema,
  ZOrderLookupSchema,
  ZTrackedOrderSchema,
  ZTrackQuerySchema,
} from '@app/shared/tracked-order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import type { TAccess } from '../../plugins/access';
import type { TOrdersService } from './service';

const PLACE_ORDER_PER_IP = { limit: 60, windowMs: 10 * 60_000 };
const TRACK_PER_IP = { limit: 300, windowMs: 10 * 60_000 };
/**
 * The lookup by order number and email: a diner types it a few times; a script trying numbers for an
 * address it knows gets few tries (order numbers are small and daily).
 */
const LOOKUP_PER_IP = { limit: 20, windowMs: 10 * 60_000 };
const LOOKUP_BODY_BYTES = 1024;

const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

/**
 * A `kind` order whose lines name another kind's item (a menu cart with buffet lines, or the other way
 * round) gets the spec's own message and the code MIXED_CART, before the schema would call the other
 * key merely unknown.
 */
function refuseMixedCart(kind: TOrderKind) {
  const otherKeys = otherItemIdKeys(kind);
  return async (request: FastifyRequest) => {
    const items = (request.body as { items?: unknown } | undefined)?.items;
    const mixed = (item: unknown) =>
      Boolean(item) && typeof item === 'object' && otherKeys.some((key) => key in (item as object));
    if (Array.isArray(items) && items.some(mixed)) {
      throw badRequest(MSG.mixedCart, { items: MSG.mixedCart }, 'MIXED_CART');
    }
  };
}

/**
 * The options of a route that places an order of `kind`, a diner's or one staff take by phone: the
 * mixed-cart check before the `body` schema reads the lines, an optional idempotency key, 201 `answer`.
 */
export function placeOrderOptions<TBody, TAnswer>(
  access: TAccess,
  kind: TOrderKind,
  body: TBody,
  answer: TAnswer,
) {
  return {
    config: { access },
    preValidation: refuseMixedCart(kind),
    schema: { body, headers: ZIdempotencyHeaders, response: { 201: answer } },
  };
}

/**
 * A diner places and tracks an order of each kind (spec section 7): POST /api/orders and
 * /api/buffet-orders, GET /api/orders/track and /api/buffet-orders/track. The kinds differ only in
 * their paths and the key their lines name items by, both from the kind's table.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: TOrdersService;
  limiter: TRateLimiter;
  /**
   * When each NEW order is cancelled unless confirmed: tracking's `confirmBy` (left out: never said). The
   * auto-cancel module's `autoCancelAt`, named by its shape, since that module acts on orders through this
   * one's service.
   */
  autoCancel?: { autoCancelAt(ids: string[]): Promise<Map<string, string | null>> };
}> = async (app, { orders: service, limiter, autoCancel }) => {
  const tooMany = 'Too many orders from this connection. Please wait a few minutes or call us.';

  for (const kind of ORDER_KINDS) {
    app.post(
      ROUTE.orders(kind),
      placeOrderOptions('public', kind, CREATE_ORDER_SCHEMA[kind], ZCreatedOrderSchema),
      async (request, reply) => {
        // One budget for both kinds: a connection placing orders is limited however it orders.
        await limiter.consume(`order-ip:${clientKey(request.ip)}`, PLACE_ORDER_PER_IP, tooMany);
        const created = await service.create(
          kind,
          request.body,
          request.headers['idempotency-key'],
          request.language,
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      ROUTE.ordersTrack(kind),
      {
        config: { access: 'public' },
        schema: { querystring: ZTrackQuerySchema, response: { 200: ZTrackedOrderSchema } },
      },
      async (request, reply) => {
        await limiter.consume(`track-ip:${clientKey(request.ip)}`, TRACK_PER_IP);
        reply.header('Cache-Control', 'no-store');
        const tracked = await service.track(kind, request.query.orderId, request.query.email);
        // Only while the kitchen can see it and has not answered: a card order waits for its payment first.
        const waiting =
          tracked.status === 'NEW' && (!paidByCardOnline(tracked) || tracked.paymentStatus === 'SUCCEEDED');
        const confirmBy = waiting ? (await autoCancel?.autoCancelAt([tracked.id]))?.get(tracked.id) : null;
        return confirmBy ? { ...tracked, confirmBy } : tracked;
      },
    );
  }

  // Any kind: the answer names the kind, which the tracking link needs (/track or /track-buffet).
  app.post(
    ROUTE.ordersLookup,
    {
      config: { access: 'public' },
      bodyLimit: LOOKUP_BODY_BYTES,
      schema: { body: ZOrderLookupSchema, response: { 200: ZOrderLookupResultSchema } },
    },
    async (request, reply) => {
      await limiter.consume(`lookup-ip:${clientKey(request.ip)}`, LOOKUP_PER_IP);
      reply.header('Cache-Control', 'no-store');
      return service.lookup(request.body.orderNumber, request.body.email);
    },
  );
};
