import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE } from '@app/shared/auth';
import type { TUserRole } from '@app/shared/enums';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import { storedSetting } from '../lib/stored-setting';
import type { TSession, TSessionService } from '../modules/auth';

/** Over https the cookies carry the `__Host-` prefix: only this host, path /, Secure (no subdomain can plant them). */
export const SESSION_COOKIE = 'sid';
const ANONYMOUS_COOKIE = 'anon';
const ANONYMOUS_TOKEN_PREFIX = 'a.';
const ANONYMOUS_MAX_AGE_S = 7 * 24 * 3600;
const ANTI_FORGERY_SETTING = 'anti-forgery.secret';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's server-side session, looked up once per request and only when asked for. */
    getSession(): Promise<TSession | null>;
    sessionCache?: Promise<TSession | null>;
  }
  interface FastifyInstance {
    sessions: TSessionService;
    /** Starts a signed-in session (new id, new anti-forgery token) and sets both cookies. */
    startSession(
      reply: FastifyReply,
      request: FastifyRequest,
      user: { id: number; username: string; role: TUserRole },
    ): Promise<TSession>;
    /**
     * The anti-forgery token for this caller, with its cookie set: the session's, or for a visitor who
     * has not signed in a token signed for a random cookie (no database row per visitor).
     * `fresh` forgets the visitor's previous anonymous id (at sign-out).
     */
    issueXsrfToken(
      request: FastifyRequest,
      reply: FastifyReply,
      options?: { fresh?: boolean },
    ): Promise<string>;
    /** Whether the X-XSRF-TOKEN header of an unsafe request is the one bound to this caller. */
    hasValidXsrfToken(request: FastifyRequest): Promise<boolean>;
    /** Ends the caller's session, if any, and clears its cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export type TSessionOptions = {
  /** For the anti-forgery secret, kept in the settings table. */
  db: TDb;
  sessions: TSessionService;
};

function sameText(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** https directly, or as a trusted proxy reports it (`request.protocol` honours TRUST_PROXY only). */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest, name: string) => (isHttps(request) ? `__Host-${name}` : name);

/** The secret visitors' tokens are signed with: made by the first instance that needs it, then shared. */
const antiForgerySecret = storedSetting<{ key: string }>(ANTI_FORGERY_SETTING, () => ({
  key: randomBytes(32).toString('base64url'),
}));

/**
 * Sessions and anti-forgery tokens (who may call a route is decided in plugins/access.ts).
 * - Signed-in users have a server-side session (cookie `sid`, httpOnly); its anti-forgery token is stored
 *   with it, so a cookie planted by another site or subdomain is useless.
 * - Visitors who have not signed in get no session row: their token is an HMAC of a random httpOnly cookie
 *   (`anon`) under a server secret, so it is bound to that browser and costs the database nothing.
 * - The token travels as the spec's client expects: cookie XSRF-TOKEN readable by JavaScript (and the
 *   JSON of GET /api/csrf), echoed in the X-XSRF-TOKEN header.
 * - Every cookie is Secure and `__Host-` prefixed when the request came over https (directly or through
 *   a trusted proxy).
 */
export async function registerSessions(app: FastifyInstance, options: TSessionOptions): Promise<void> {
  await app.register(fastifyCookie);
  const { sessions } = options;
  app.decorate('sessions', sessions);

  const cookieOptions = (request: FastifyRequest, httpOnly: boolean, maxAge: number) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: isHttps(request),
    httpOnly,
    maxAge,
  });

  const anonymousToken = async (anonymousId: string) =>
    ANONYMOUS_TOKEN_PREFIX +
    createHmac('sha256', Buffer.from((await antiForgerySecret(options.db)).key, 'base64url'))
      .update(anonymousId)
      .digest('base64url');
  const anonymousId = (request: FastifyRequest) => {
    const id = request.cookies[cookieName(request, ANONYMOUS_COOKIE)];
    return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? id : undefined;
  };

  app.decorateRequest('getSession', function (this: FastifyRequest) {
    this.sessionCache ??= sessions.load(this.cookies[cookieName(this, SESSION_COOKIE)]);
    return this.sessionCache;
  });

  app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, user) => {
    const { rawId, session, maxAgeS } = await sessions.create(user);
    reply.setCookie(cookieName(request, SESSION_COOKIE), rawId, cookieOptions(request, true, maxAgeS));
    reply.setCookie(XSRF_COOKIE, session.csrfToken, cookieOptions(request, false, maxAgeS));
    request.sessionCache = Promise.resolve(session);
    return session;
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await request.getSession();
    if (session) await sessions.destroy(session.idHash);
    request.sessionCache = Promise.resolve(null);
    reply.clearCookie(cookieName(request, SESSION_COOKIE), { path: '/', secure: isHttps(request) });
  });

  app.decorate(
    'issueXsrfToken',
    async (request: FastifyRequest, reply: FastifyReply, opts: { fresh?: boolean } = {}) => {
      const session = opts.fresh ? null : await request.getSession();
      if (session) {
        reply.setCookie(XSRF_COOKIE, session.csrfToken, cookieOptions(request, false, ANONYMOUS_MAX_AGE_S));
        return session.csrfToken;
      }
      let id = opts.fresh ? undefined : anonymousId(request);
      if (!id) {
        id = randomBytes(32).toString('base64url');
        reply.setCookie(
          cookieName(request, ANONYMOUS_COOKIE),
          id,
          cookieOptions(request, true, ANONYMOUS_MAX_AGE_S),
        );
      }
      const token = await anonymousToken(id);
      reply.setCookie(XSRF_COOKIE, token, cookieOptions(request, false, ANONYMOUS_MAX_AGE_S));
      return token;
    },
  );

  app.decorate('hasValidXsrfToken', async (request: FastifyRequest) => {
    const header = request.headers['x-xsrf-token'];
    if (typeof header !== 'string' || header.length > 200) return false;
    if (header.startsWith(ANONYMOUS_TOKEN_PREFIX)) {
      // A visitor's token is only good while nobody is signed in on this browser.
      if (await request.getSession()) return false;
      const id = anonymousId(request);
      return id !== undefined && sameText(header, await anonymousToken(id));
    }
    const session = await request.getSession();
    return session !== null && sameText(header, session.csrfToken);
  });
}
