import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDinerSession, TDinerSessionService } from '../modules/account';

/** The diner's session cookie (httpOnly), apart from the back office's `sid`. */
export const DINER_SESSION_COOKIE = 'dsid';
/**
 * A cookie JavaScript may read, only saying that a diner is signed in, so the pages ask for the account
 * only then (no 401 on every visit). It carries no secret; the session is `dsid`.
 */
export const DINER_HINT_COOKIE = 'diner';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in diner's session, looked up once per request and only when asked for. */
    getDinerSession(): Promise<TDinerSession | null>;
    dinerSessionCache?: Promise<TDinerSession | null>;
  }
  interface FastifyInstance {
    /** Starts a diner's session (a new id) and sets its cookies. */
    startDinerSession(
      request: FastifyRequest,
      reply: FastifyReply,
      account: { id: number; email: string },
    ): Promise<void>;
    /** Ends the caller's diner session, if any, and clears its cookies. */
    endDinerSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest, name: string) => (isHttps(request) ? `__Host-${name}` : name);

/** Diners' sessions (modules/account/sessions.ts); must be registered after plugins/session.ts (cookies). */
export function registerDinerSessions(app: FastifyInstance, sessions: TDinerSessionService): void {
  app.decorateRequest('getDinerSession', function (this: FastifyRequest) {
    this.dinerSessionCache ??= sessions.load(this.cookies[cookieName(this, DINER_SESSION_COOKIE)]);
    return this.dinerSessionCache;
  });

  app.decorate(
    'startDinerSession',
    async (request: FastifyRequest, reply: FastifyReply, account: { id: number; email: string }) => {
      const previous = await request.getDinerSession();
      if (previous) await sessions.destroy(previous.idHash);
      const { rawId, session, maxAgeS } = await sessions.create(account.id, account.email);
      const options = { path: '/', sameSite: 'lax' as const, secure: isHttps(request), maxAge: maxAgeS };
      reply.setCookie(cookieName(request, DINER_SESSION_COOKIE), rawId, { ...options, httpOnly: true });
      reply.setCookie(cookieName(request, DINER_HINT_COOKIE), '1', { ...options, httpOnly: false });
      request.dinerSessionCache = Promise.resolve(session);
    },
  );

  app.decorate('endDinerSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await request.getDinerSession();
    if (session) await sessions.destroy(session.idHash);
    request.dinerSessionCache = Promise.resolve(null);
    for (const name of [DINER_SESSION_COOKIE, DINER_HINT_COOKIE]) {
      reply.clearCookie(cookieName(request, name), { path: '/', secure: isHttps(request) });
    }
  });
}
