import { API } from '@app/shared/api-paths';
import { ZCsrfSchema, ZLoginSchema, ZMeSchema } from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError, unauthorized } from '../../lib/app-error';
import type { TRateLimiter } from '../../lib/rate-limit';
import { usersService } from '../users/service';

/** Per client address, every attempt; per account, failed attempts only. */
const LOGIN_PER_IP = { limit: 30, windowMs: 15 * 60_000 };
const LOGIN_FAILURES_PER_ACCOUNT = { limit: 5, windowMs: 15 * 60_000 };
const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export const authRoutes: FastifyPluginAsyncZod<{ db: TDb; limiter: TRateLimiter }> = async (
  app,
  { db, limiter },
) => {
  const users = usersService(db);

  app.get(API.csrf, { schema: { response: { 200: ZCsrfSchema } } }, async (request, reply) => {
    const session = (await request.getSession()) ?? (await app.startSession(reply, null));
    app.setXsrfCookie(reply, session);
    reply.header('Cache-Control', 'no-store');
    return { token: session.csrfToken };
  });

  app.post(
    API.authLogin,
    { schema: { body: ZLoginSchema, response: { 200: ZMeSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      await limiter.consume(`login-ip:${request.ip}`, LOGIN_PER_IP, TOO_MANY);
      const accountKey = `login-account:${username.toLowerCase()}`;
      const account = await limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
      if (!account.allowed) {
        throw new AppError(429, TOO_MANY, { headers: { 'Retry-After': String(account.retryAfterS) } });
      }
      const user = await users.verifyCredentials(username, password);
      if (!user) {
        await limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
        // The same answer for an unknown user and a wrong password.
        throw unauthorized('Invalid username or password.');
      }
      await limiter.reset(accountKey);
      // A new session id at sign-in: a session fixed by an attacker before it is worth nothing after.
      const previous = await request.getSession();
      if (previous) await app.sessions.destroy(previous.idHash);
      const session = await app.startSession(reply, user);
      request.sessionCache = Promise.resolve(session);
      return { role: user.role, username: user.username };
    },
  );

  app.post(API.authLogout, { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const session = await request.getSession();
    if (session) await app.sessions.destroy(session.idHash);
    // A fresh anonymous session, so the visitor keeps a valid (new) anti-forgery token.
    await app.startSession(reply, null);
    return reply.code(204).send(null);
  });

  app.get(API.authMe, { schema: { response: { 200: ZMeSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = await request.getSession();
    if (!session?.userId || !session.role || !session.username) throw unauthorized('Not signed in.');
    return { role: session.role, username: session.username };
  });
};
