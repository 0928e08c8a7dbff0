import { API, ROUTE } from '@app/shared/api-paths';
import { ZPromoCheckQuerySchema, ZPromoTermsSchema } from '@app/shared/promo';
import { ZPromoCodeInputSchema, ZPromoCodeSchema } from '@app/shared/promo-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TPromoCodesService } from './service';

/**
 * A diner tries a code a few times; a script guessing codes gets few tries per connection (the order
 * route judges codes again, under its own limit).
 */
const CHECK_PER_IP = { limit: 20, windowMs: 10 * 60_000 };

/**
 * /api/admin/promo-codes (admins: list, create, change as sent, delete; bad input 422 with the fields
 * named, a code taken 409) and GET /api/promo-codes/check (anyone, rate-limited): a code's terms for an
 * order of a kind and type now, or 422 with the refusal's code and message.
 */
export const promoCodesRoutes: FastifyPluginAsyncZod<{
  promoCodes: TPromoCodesService;
  limiter: TRateLimiter;
}> = async (app, { promoCodes: service, limiter }) => {
  const invalid = { validationStatus: 422 } as const;

  app.get(
    API.promoCodeCheck,
    {
      config: { access: 'public' },
      schema: { querystring: ZPromoCheckQuerySchema, response: { 200: ZPromoTermsSchema } },
    },
    async (request, reply) => {
      await limiter.consume(`promo-check-ip:${clientKey(request.ip)}`, CHECK_PER_IP);
      reply.header('Cache-Control', 'no-store');
      return service.check(request.query);
    },
  );

  app.get(
    API.adminPromoCodes,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZPromoCodeSchema) } } },
    () => service.list(),
  );
  app.post(
    API.adminPromoCodes,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZPromoCodeInputSchema, response: { 201: ZPromoCodeSchema } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      return reply.code(201).send(await service.create(request.body, by.username));
    },
  );
  app.put(
    ROUTE.adminPromoCode,
    {
      config: { access: 'admin', ...invalid },
      schema: { params: ZIdParams, body: ZPromoCodeInputSchema, response: { 200: ZPromoCodeSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.update(request.params.id, request.body, by.username);
    },
  );
  app.delete(
    ROUTE.adminPromoCode,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const by = await requireAdmin(request);
      await service.remove(request.params.id, by.username);
      return reply.code(204).send(null);
    },
  );
};
