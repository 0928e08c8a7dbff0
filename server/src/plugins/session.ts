import { timingSafeEqual } from 'node:crypto';
import { API } from '@app/shared/api-paths';
import { XSRF_COOKIE } from '@app/shared/auth';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import { AppError } from '../lib/app-error';
import { sessionService, type TSession, type TSessionService } from '../modules/auth/session-service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's server-side session, looked up once per request and only when asked for. */
    getSession(): Promise<TSession | null>;
    sessionCache?: Promise<TSession | null>;
  }
  interface FastifyInstance {
    sessions: TSessionService;
    /** Starts a new session (new id, new anti-forgery token) and sets both cookies. */
    startSession(
      reply: FastifyReply,
      user: { id: number; username: string; role: 'ADMIN' | 'CUSTOMER' } | null,
    ): Promise<TSession>;
    setXsrfCookie(reply: FastifyReply, session: TSession): void;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by the payment provider's servers, authenticated by its signature instead. */
const CSRF_EXEMPT = new Set<string>([API.paymentsWebhook]);

const FORGERY_MESSAGE =
  'Your session has expired or the request was not sent by this site. Please reload the page and try again.';

function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The signed-in ADMIN making the request: 401 without a session, 403 for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<{ userId: number; username: string }> {
  const session = await request.getSession();
  if (!session?.userId || !session.username) throw new AppError(401, 'Please sign in.');
  if (session.role !== 'ADMIN') throw new AppError(403, 'This needs an administrator account.');
  return { userId: session.userId, username: session.username };
}

export type TSessionOptions = {
  db: TDb;
  secureCookies: boolean;
  idleMs: number;
  maxMs: number;
  /** Origins allowed to send unsafe requests besides the app's own. */
  allowedOrigins: string[];
};

/**
 * Sessions, anti-forgery and the admin guard, for every /api route.
 * - Anti-forgery is wire-compatible with the spec's client (cookie XSRF-TOKEN readable by JavaScript,
 *   header X-XSRF-TOKEN) but the expected token is the one stored with the server-side session, so a
 *   cookie planted by another site or subdomain is useless.
 * - Unsafe requests from a foreign Origin are refused outright.
 * - /api/admin/** needs a signed-in ADMIN: 401 without a session, 403 for other roles.
 */
export async function registerSessions(app: FastifyInstance, options: TSessionOptions): Promise<void> {
  await app.register(fastifyCookie);
  const sessions = sessionService(options.db, { idleMs: options.idleMs, maxMs: options.maxMs });
  app.decorate('sessions', sessions);

  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: options.secureCookies };

  app.decorate('setXsrfCookie', (reply: FastifyReply, session: TSession) => {
    reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false });
  });
  app.decorate(
    'startSession',
    async (reply: FastifyReply, user: Parameters<TSessionService['create']>[0]) => {
      const { rawId, session, maxAgeS } = await sessions.create(user);
      reply.setCookie(SESSION_COOKIE, rawId, { ...cookieBase, httpOnly: true, maxAge: maxAgeS });
      reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false, maxAge: maxAgeS });
      return session;
    },
  );

  app.decorateRequest('getSession', function (this: FastifyRequest) {
    this.sessionCache ??= sessions.load(this.cookies[SESSION_COOKIE]);
    return this.sessionCache;
  });

  const ownOrigins = (request: FastifyRequest) => {
    const own = `${request.protocol}://${request.host}`;
    return new Set([own, ...options.allowedOrigins]);
  };

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;

    if (UNSAFE.has(request.method) && !CSRF_EXEMPT.has(path)) {
      const origin = request.headers.origin;
      if (origin && origin !== 'null' && !ownOrigins(request).has(origin)) {
        throw new AppError(403, 'Cross-site requests are not allowed.');
      }
      const session = await request.getSession();
      const header = request.headers['x-xsrf-token'];
      if (!session || !sameToken(typeof header === 'string' ? header : undefined, session.csrfToken)) {
        throw new AppError(403, FORGERY_MESSAGE);
      }
    }

    if (path.startsWith('/api/admin/') || path === '/api/admin') await requireAdmin(request);
  });

  // Expired sessions and old rate-limit windows are removed in the background, by every instance.
  const timer = setInterval(() => {
    sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session clean-up failed'));
  }, 10 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
