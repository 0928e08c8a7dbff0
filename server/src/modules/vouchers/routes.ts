import { API, ROUTE } from '@app/shared/api-paths';
import {
  ZVoucherCheckQuerySchema,
  ZVoucherCheckSchema,
  ZVoucherPurchaseResultSchema,
  ZVoucherPurchaseSchema,
  ZVoucherPurchaseStatusSchema,
  ZVoucherSettingsSchema,
  ZVoucherViewRequestSchema,
  ZVoucherViewSchema,
} from '@app/shared/vouchers';
import {
  ZAdminVoucherDetailSchema,
  ZAdminVoucherSchema,
  ZCounterVoucherResultSchema,
  ZCounterVoucherSchema,
  ZVoucherListQuerySchema,
  ZVoucherRedeemResultSchema,
  ZVoucherRedeemSchema,
  ZVoucherSettingsInputSchema,
} from '@app/shared/vouchers-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { ZPublicIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TVouchersService } from './service';

/** A purchase is a few a day per buyer; a script starting payments gets few per connection. */
const PURCHASES_PER_IP = { limit: 10, windowMs: 10 * 60_000 };
/** A diner tries a code a few times; a script guessing codes (80 bits) gets few tries per connection. */
const CHECKS_PER_IP = { limit: 20, windowMs: 10 * 60_000 };
/** The thank-you page polls its purchase every few seconds for a minute or two. */
const STATUS_PER_IP = { limit: 120, windowMs: 10 * 60_000 };
/** A purchase is names, emails and a message of 500 characters: 4 kB is ample. */
const PURCHASE_BODY_BYTES = 4 * 1024;
const VIEW_BODY_BYTES = 1024;
const ZCodeParams = z.object({ code: z.string().min(1).max(64) });

/**
 * Gift vouchers (docs/decisions/032). Public: the owner's terms, a purchase (then its status), the check of
 * a code and the printable voucher, each rate-limited per connection and never cached. Admins: the list, a
 * voucher with its movements, a counter sale, a redemption at the counter and the terms.
 */
export const vouchersRoutes: FastifyPluginAsyncZod<{
  vouchers: TVouchersService;
  limiter: TRateLimiter;
}> = async (app, { vouchers: service, limiter }) => {
  const invalid = { validationStatus: 422 } as const;

  app.get(
    API.voucherSettings,
    { config: { access: 'public' }, schema: { response: { 200: ZVoucherSettingsSchema } } },
    () => service.settings(),
  );

  app.post(
    API.vouchers,
    {
      config: { access: 'public' },
      bodyLimit: PURCHASE_BODY_BYTES,
      schema: { body: ZVoucherPurchaseSchema, response: { 201: ZVoucherPurchaseResultSchema } },
    },
    async (request, reply) => {
      await limiter.consume(`voucher-buy-ip:${clientKey(request.ip)}`, PURCHASES_PER_IP);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(await service.purchase(request.body, request.language));
    },
  );

  app.get(
    ROUTE.voucherPurchase,
    {
      config: { access: 'public' },
      schema: { params: ZPublicIdParams, response: { 200: ZVoucherPurchaseStatusSchema } },
    },
    async (request, reply) => {
      await limiter.consume(`voucher-status-ip:${clientKey(request.ip)}`, STATUS_PER_IP);
      reply.header('Cache-Control', 'no-store');
      return service.purchaseStatus(request.params.id);
    },
  );

  app.get(
    API.voucherCheck,
    {
      config: { access: 'public' },
      schema: { querystring: ZVoucherCheckQuerySchema, response: { 200: ZVoucherCheckSchema } },
    },
    async (request, reply) => {
      await limiter.consume(`voucher-check-ip:${clientKey(request.ip)}`, CHECKS_PER_IP);
      reply.header('Cache-Control', 'no-store');
      return service.check(request.query.code);
    },
  );

  app.post(
    API.voucherView,
    {
      config: { access: 'public' },
      bodyLimit: VIEW_BODY_BYTES,
      schema: { body: ZVoucherViewRequestSchema, response: { 200: ZVoucherViewSchema } },
    },
    async (request, reply) => {
      // One budget with the check: both answer whether a code exists.
      await limiter.consume(`voucher-check-ip:${clientKey(request.ip)}`, CHECKS_PER_IP);
      reply.header('Cache-Control', 'no-store');
      return service.view(request.body.code);
    },
  );

  app.get(
    API.adminVouchers,
    {
      config: { access: 'admin' },
      schema: { querystring: ZVoucherListQuerySchema, response: { 200: z.array(ZAdminVoucherSchema) } },
    },
    (request) => service.list(request.query.q),
  );
  app.post(
    API.adminVouchers,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZCounterVoucherSchema, response: { 201: ZCounterVoucherResultSchema } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      return reply.code(201).send(await service.counterSale(request.body, by, request.language));
    },
  );
  app.get(
    ROUTE.adminVoucher,
    {
      config: { access: 'admin' },
      schema: { params: ZCodeParams, response: { 200: ZAdminVoucherDetailSchema } },
    },
    (request) => service.detail(request.params.code),
  );
  app.post(
    ROUTE.adminVoucherRedeem,
    {
      config: { access: 'admin', ...invalid },
      schema: {
        params: ZCodeParams,
        body: ZVoucherRedeemSchema,
        response: { 200: ZVoucherRedeemResultSchema },
      },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.redeem(request.params.code, request.body.amount, by.username);
    },
  );
  app.get(
    API.adminVoucherSettings,
    { config: { access: 'admin' }, schema: { response: { 200: ZVoucherSettingsSchema } } },
    () => service.settings(),
  );
  app.put(
    API.adminVoucherSettings,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZVoucherSettingsInputSchema, response: { 200: ZVoucherSettingsSchema } },
    },
    async (request) => {
      await requireAdmin(request);
      return service.updateSettings(request.body);
    },
  );
};
