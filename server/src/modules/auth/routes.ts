import { API } from '@app/shared/api-paths';
import { ZCsrfSchema, ZLoginSchema, ZMeSchema } from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '../../lib/app-error';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import type { TUsersService } from '../users';

/**
 * Failed sign-ins block the address that sends them, never the account for everyone: every attempt
 * counts per client address, failures per account and address. Only a distributed attack reaches the
 * per-account ceiling, far above what one address may try.
 */
const LOGIN_PER_IP = { limit: 30, windowMs: 15 * 60_000 };
const LOGIN_FAILURES_PER_ACCOUNT_AND_IP = { limit: 5, windowMs: 15 * 60_000 };
const LOGIN_FAILURES_PER_ACCOUNT = { limit: 100, windowMs: 15 * 60_000 };
const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export const authRoutes: FastifyPluginAsyncZod<{
  users: Pick<TUsersService, 'verifyCredentials'>;
  limiter: TRateLimiter;
}> = async (app, { users, limiter }) => {
  // A visitor's token costs no database row (plugins/session.ts), so this needs no rate limit.
  app.get(
    API.csrf,
    { config: { access: 'public' }, schema: { response: { 200: ZCsrfSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { token: await app.issueXsrfToken(request, reply) };
    },
  );

  app.post(
    API.authLogin,
    { config: { access: 'public' }, schema: { body: ZLoginSchema, response: { 200: ZMeSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const ip = clientKey(request.ip);
      await limiter.consume(`login-ip:${ip}`, LOGIN_PER_IP, TOO_MANY);
      const account = username.toLowerCase();
      // The address first: an address never contains '|', a username might.
      const pairKey = `login-account-ip:${ip}|${account}`;
      const accountKey = `login-account:${account}`;
      const [pair, ceiling] = await Promise.all([
        limiter.peek(pairKey, LOGIN_FAILURES_PER_ACCOUNT_AND_IP),
        limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT),
      ]);
      if (!pair.allowed || !ceiling.allowed) {
        const retryAfterS = Math.max(
          pair.allowed ? 0 : pair.retryAfterS,
          ceiling.allowed ? 0 : ceiling.retryAfterS,
        );
        throw new AppError(429, TOO_MANY, { headers: { 'Retry-After': String(retryAfterS) } });
      }
      const user = await users.verifyCredentials(username, password);
      if (!user) {
        await limiter.hit(pairKey, LOGIN_FAILURES_PER_ACCOUNT_AND_IP);
        await limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
        // The same answer for an unknown user and a wrong password.
        throw unauthorized('Invalid username or password.', 'INVALID_CREDENTIALS');
      }
      // The ceiling is not reset: a distributed attack goes on counting while the owner signs in.
      await limiter.reset(pairKey);
      // A new session id at sign-in: a session fixed by an attacker before it is worth nothing after.
      await app.endSession(request, reply);
      await app.startSession(reply, request, user);
      return { role: user.role, username: user.username };
    },
  );

  app.post(
    API.authLogout,
    { config: { access: 'public' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      // A fresh visitor's token, so the browser can go on (and sign in again) without a reload.
      await app.issueXsrfToken(request, reply, { fresh: true });
      return reply.code(204).send(null);
    },
  );

  app.get(
    API.authMe,
    { config: { access: 'signedIn' }, schema: { response: { 200: ZMeSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await request.getSession();
      if (!session?.userId || !session.role || !session.username) throw unauthorized('Not signed in.');
      return { role: session.role, username: session.username };
    },
  );
};
