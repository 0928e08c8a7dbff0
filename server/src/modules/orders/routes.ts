import { ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS } from '@app/shared/order-kind';
import {
  MSG,
  ZCreateBuffetOrderSchema,
  ZCreatedOrderSchema,
  ZCreateMenuOrderSchema,
} from '@app/shared/orders';
import { ZTrackedOrderSchema, ZTrackQuerySchema } from '@app/shared/tracked-order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import type { TOrdersService } from './service';

const PLACE_ORDER_PER_IP = { limit: 60, windowMs: 10 * 60_000 };
const TRACK_PER_IP = { limit: 300, windowMs: 10 * 60_000 };

export const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

/** A menu cart with buffet lines (or the other way round) gets the spec's own message. */
export function refuseMixedCart(otherKey: 'menuItemId' | 'buffetItemId') {
  return async (request: FastifyRequest) => {
    const items = (request.body as { items?: unknown } | undefined)?.items;
    if (Array.isArray(items) && items.some((i) => i && typeof i === 'object' && otherKey in i)) {
      throw badRequest(MSG.mixedCart, { items: MSG.mixedCart }, 'MIXED_CART');
    }
  };
}

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: TOrdersService;
  limiter: TRateLimiter;
}> = async (app, { orders: service, limiter }) => {
  const tooMany = 'Too many orders from this connection. Please wait a few minutes or call us.';

  app.post(
    ROUTE.orders('MENU'),
    {
      config: { access: 'public' },
      preValidation: refuseMixedCart('buffetItemId'),
      schema: {
        body: ZCreateMenuOrderSchema,
        headers: ZIdempotencyHeaders,
        response: { 201: ZCreatedOrderSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(`order-ip:${clientKey(request.ip)}`, PLACE_ORDER_PER_IP, tooMany);
      const created = await service.create(
        'MENU',
        request.body,
        request.headers['idempotency-key'],
        request.language,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    ROUTE.orders('BUFFET'),
    {
      config: { access: 'public' },
      preValidation: refuseMixedCart('menuItemId'),
      schema: {
        body: ZCreateBuffetOrderSchema,
        headers: ZIdempotencyHeaders,
        response: { 201: ZCreatedOrderSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(`order-ip:${clientKey(request.ip)}`, PLACE_ORDER_PER_IP, tooMany);
      const created = await service.create(
        'BUFFET',
        request.body,
        request.headers['idempotency-key'],
        request.language,
      );
      return reply.code(201).send(created);
    },
  );

  for (const kind of ORDER_KINDS) {
    app.get(
      ROUTE.ordersTrack(kind),
      {
        config: { access: 'public' },
        schema: { querystring: ZTrackQuerySchema, response: { 200: ZTrackedOrderSchema } },
      },
      async (request, reply) => {
        await limiter.consume(`track-ip:${clientKey(request.ip)}`, TRACK_PER_IP);
        reply.header('Cache-Control', 'no-store');
        return service.track(kind, request.query.orderId, request.query.email);
      },
    );
  }
};
