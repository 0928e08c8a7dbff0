import type { TUserRole } from '@app/shared/enums';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Who may call a route, declared on the route itself (`config: { access: 'admin' }`):
 * - `public`: anyone;
 * - `signedIn`: any signed-in account (401 without a session);
 * - `kitchen`: a signed-in KITCHEN account (a kitchen display) or ADMIN (401 without a session, 403 for others);
 * - `admin`: a signed-in ADMIN (401 without a session, 403 for any other role);
 * - `courier`: a signed-in COURIER account (a courier's phone) or ADMIN (401 without a session, 403 for others);
 * - `customer`: a diner signed in by an emailed link (their own session, plugins/diner-session.ts; 401
 *   without one). A back-office session is no diner's, and a diner's opens none of the levels above.
 */
export type TAccess = 'public' | 'signedIn' | 'kitchen' | 'courier' | 'admin' | 'customer';
export const ACCESS_LEVELS: readonly TAccess[] = [
  'public',
  'signedIn',
  'kitchen',
  'courier',
  'admin',
  'customer',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every route declares it; the app refuses to start otherwise. */
    access?: TAccess;
    /**
     * `'exempt'`: unsafe requests need no anti-forgery token, for callers that authenticate otherwise
     * (the payment provider's signed webhook). Everything else is checked.
     */
    antiForgery?: 'exempt';
  }
}

export type TRouteAccess = {
  method: string;
  url: string;
  access: TAccess;
  antiForgery: 'checked' | 'exempt';
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declaration, for the route-table access test. */
    routeAccessTable(): TRouteAccess[];
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const FORGERY_MESSAGE =
  'Your session has expired or the request was not sent by this site. Please reload the page and try again.';

/** The signed-in ADMIN making the request: 401 without a session, 403 for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<{ userId: number; username: string }> {
  const session = await request.getSession();
  if (!session?.userId || !session.username) throw new AppError(401, 'Please sign in.');
  if (session.role !== 'ADMIN') throw new AppError(403, 'This needs an administrator account.');
  return { userId: session.userId, username: session.username };
}

/**
 * The signed-in account making the request when it has `role` or is an ADMIN: 401 without a session, 403
 * for any other role (`refusal` says which account it needs).
 */
async function requireStaff(
  request: FastifyRequest,
  role: 'KITCHEN' | 'COURIER',
  refusal: string,
): Promise<{ userId: number; username: string; role: TUserRole }> {
  const session = await request.getSession();
  if (!session?.userId || !session.username || !session.role) throw new AppError(401, 'Please sign in.');
  if (session.role !== role && session.role !== 'ADMIN') throw new AppError(403, refusal);
  return { userId: session.userId, username: session.username, role: session.role };
}

/** The signed-in KITCHEN or ADMIN account making the request: 401 without a session, 403 for others. */
export const requireKitchen = (request: FastifyRequest) =>
  requireStaff(request, 'KITCHEN', 'This needs a kitchen or administrator account.');

/** The signed-in COURIER or ADMIN account making the request: 401 without a session, 403 for others. */
export const requireCourier = (request: FastifyRequest) =>
  requireStaff(request, 'COURIER', 'This needs a courier or administrator account.');

/** The signed-in diner making the request (their account's id and email): 401 without a diner session. */
export async function requireDiner(request: FastifyRequest): Promise<{ accountId: number; email: string }> {
  const session = await request.getDinerSession();
  if (!session) throw new AppError(401, 'Please sign in.');
  return { accountId: session.accountId, email: session.email };
}

async function requireSignedIn(request: FastifyRequest): Promise<void> {
  const session = await request.getSession();
  if (!session?.userId || !session.role) throw new AppError(401, 'Please sign in.');
}

export type TAccessOptions = {
  /** Origins allowed to send unsafe requests besides the app's own. */
  allowedOrigins: string[];
};

/**
 * Access control on the matched route, never on the URL text: the router decodes and normalises the
 * path, so `/%61pi/admin/users` is the admin route and gets the admin route's decision.
 * 1. A request target that is not a path (absolute form `GET http://host/...`, `*`) is refused with 400.
 * 2. Every unsafe request to a route needs the anti-forgery token bound to the caller, unless the route
 *    declares itself exempt; a foreign Origin is refused outright.
 * 3. The route's declared access is enforced.
 * Must be registered before any route: routes without a declaration stop the app at start.
 */
export function registerAccessControl(app: FastifyInstance, options: TAccessOptions): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Checked once every plugin's onRoute hooks have run (a plugin may declare access for the routes a
  // library registers for it, see plugins/spa.ts).
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => !ACCESS_LEVELS.includes(r.config?.access as TAccess));
    if (missing.length > 0) {
      const list = missing.map((r) => `${[r.method].flat().join(',')} ${r.url}`).join('; ');
      throw new Error(`Every route must declare who may call it (config.access); missing on: ${list}`);
    }
  });
  app.decorate('routeAccessTable', () =>
    routes.flatMap((r) =>
      [r.method].flat().map((method) => ({
        method,
        url: r.url,
        access: r.config?.access as TAccess,
        antiForgery: r.config?.antiForgery === 'exempt' ? ('exempt' as const) : ('checked' as const),
      })),
    ),
  );

  const ownOrigins = (request: FastifyRequest) =>
    new Set([`${request.protocol}://${request.host}`, ...options.allowedOrigins]);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) {
      throw new AppError(400, 'The request target must be a path such as /api/health.', {
        code: 'BAD_REQUEST',
      });
    }
    // Unknown routes (404) have nothing to protect.
    if (request.is404) return;
    const config = request.routeOptions.config;

    if (UNSAFE.has(request.method) && config.antiForgery !== 'exempt') {
      const origin = request.headers.origin;
      if (origin && origin !== 'null' && !ownOrigins(request).has(origin)) {
        throw new AppError(403, 'Cross-site requests are not allowed.', { code: 'CROSS_SITE' });
      }
      if (!(await app.hasValidXsrfToken(request)))
        throw new AppError(403, FORGERY_MESSAGE, { code: 'STALE_TOKEN' });
    }

    switch (config.access) {
      case 'public':
        return;
      case 'signedIn':
        return requireSignedIn(request);
      case 'kitchen':
        await requireKitchen(request);
        return;
      case 'courier':
        await requireCourier(request);
        return;
      case 'admin':
        await requireAdmin(request);
        return;
      case 'customer':
        // A diner whose session ended (30 idle days) is told so once: the hint cookie goes with the 401.
        if (!(await request.getDinerSession())) await app.endDinerSession(request, reply);
        await requireDiner(request);
        return;
      default:
        // Unreachable once started (every route declares access); refuse rather than guess.
        throw new AppError(403, 'This route is not available.');
    }
  });
}
