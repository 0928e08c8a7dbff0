import {
  ZAccountDeletedSchema,
  ZAccountExportSchema,
  ZAccountMeSchema,
  ZAccountOrdersSchema,
  ZAccountProfileSchema,
  ZAccountReservationsSchema,
  ZSignInLinkRequestSchema,
  ZSignInRequestSchema,
} from '@app/shared/account';
import { API } from '@app/shared/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { requireDiner } from '../../plugins/access';
import { accountEmail, type TAccountService } from './service';

/** A diner asks for a link a few times a day; a script mailing strangers gets few per connection. */
const LINKS_PER_IP = { limit: 10, windowMs: 10 * 60_000 };
/** One mailbox gets at most this many links an hour, whoever asks; beyond it nothing is sent (still 202). */
const LINKS_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 };
/** Opening links: a token is 256 bits, so this only keeps a script from hammering the table. */
const SIGN_INS_PER_IP = { limit: 20, windowMs: 10 * 60_000 };
/** Saving details and deleting: a diner does it a few times. */
const CHANGES_PER_ACCOUNT = { limit: 30, windowMs: 10 * 60_000 };
const SMALL_BODY_BYTES = 1024;
/** Names, a phone and five addresses. */
const PROFILE_BODY_BYTES = 8 * 1024;

/**
 * A diner's account (docs/decisions/033). Public: asking for a link and opening it. `customer`: the diner
 * signed in by a link, in their own session; every answer is theirs only, never cached.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: TAccountService;
  limiter: TRateLimiter;
}> = async (app, { account, limiter }) => {
  const invalid = { validationStatus: 422 } as const;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    API.accountSignInLink,
    {
      config: { access: 'public', ...invalid },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { body: ZSignInLinkRequestSchema, response: { 202: z.object({}) } },
    },
    async (request, reply) => {
      await limiter.consume(`account-link-ip:${clientKey(request.ip)}`, LINKS_PER_IP);
      const email = accountEmail(request.body.email);
      const { allowed } = await limiter.hit(`account-link-email:${email}`, LINKS_PER_EMAIL);
      if (allowed) await account.sendLink(email, request.language);
      return reply.code(202).send({});
    },
  );

  app.post(
    API.accountSignIn,
    {
      config: { access: 'public', ...invalid },
      bodyLimit: SMALL_BODY_BYTES,
      schema: { body: ZSignInRequestSchema, response: { 200: ZAccountMeSchema } },
    },
    async (request, reply) => {
      await limiter.consume(`account-sign-in-ip:${clientKey(request.ip)}`, SIGN_INS_PER_IP);
      const row = await account.signIn(request.body.token);
      await app.startDinerSession(request, reply, { id: row.id, email: row.email });
      return account.view(row);
    },
  );

  app.post(
    API.accountSignOut,
    { config: { access: 'public' }, bodyLimit: SMALL_BODY_BYTES },
    async (request, reply) => {
      await app.endDinerSession(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    API.accountMe,
    { config: { access: 'customer' }, schema: { response: { 200: ZAccountMeSchema } } },
    async (request) => account.me((await requireDiner(request)).accountId),
  );

  app.get(
    API.accountOrders,
    { config: { access: 'customer' }, schema: { response: { 200: ZAccountOrdersSchema } } },
    async (request) => account.orders((await requireDiner(request)).email),
  );

  app.get(
    API.accountReservations,
    { config: { access: 'customer' }, schema: { response: { 200: ZAccountReservationsSchema } } },
    async (request) => account.reservations((await requireDiner(request)).email),
  );

  app.get(
    API.accountProfile,
    { config: { access: 'customer' }, schema: { response: { 200: ZAccountProfileSchema } } },
    async (request) => account.profile((await requireDiner(request)).accountId),
  );

  app.put(
    API.accountProfile,
    {
      config: { access: 'customer', ...invalid },
      bodyLimit: PROFILE_BODY_BYTES,
      schema: { body: ZAccountProfileSchema, response: { 200: ZAccountProfileSchema } },
    },
    async (request) => {
      const { accountId } = await requireDiner(request);
      await limiter.consume(`account-change:${accountId}`, CHANGES_PER_ACCOUNT);
      return account.saveProfile(accountId, request.body);
    },
  );

  app.get(
    API.accountExport,
    { config: { access: 'customer' }, schema: { response: { 200: ZAccountExportSchema } } },
    async (request, reply) => {
      const { accountId } = await requireDiner(request);
      const data = await account.export(accountId);
      reply.header('Content-Disposition', 'attachment; filename="my-data.json"');
      return data;
    },
  );

  app.delete(
    API.account,
    { config: { access: 'customer' }, schema: { response: { 200: ZAccountDeletedSchema } } },
    async (request, reply) => {
      const { accountId } = await requireDiner(request);
      await limiter.consume(`account-change:${accountId}`, CHANGES_PER_ACCOUNT);
      const result = await account.delete(accountId);
      await app.endDinerSession(request, reply);
      return result;
    },
  );
};
