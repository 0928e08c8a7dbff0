import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileSpellings, rawRequest } from '../../scripts/hostile-requests.mjs';
import { users } from '../src/db/schema';
import type { TRouteAccess } from '../src/plugins/access';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp, signInDiner } from './helpers';

/**
 * Every registered route, taken from the app's own route table, sent over a real socket (not `inject`,
 * which normalises request lines) by an anonymous visitor, a CUSTOMER user, a diner signed in by an emailed link,
 * a KITCHEN account and an ADMIN, in every spelling of
 * scripts/hostile-requests.mjs. Each must get the answer its declaration implies, and no unsafe request
 * without the caller's anti-forgery token may change anything in the database.
 */

// A built web app of two files, so the static file routes are in the table too.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-access-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234abcd.js'), 'console.log(1)');

const ctx = await setupTestApp({ seed: true, config: { webDist } });
await createAdmin(ctx.db);
const customerUser = await createAdmin(ctx.db, 'diner', 'diner-password-1');
await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customerUser.id));
const kitchenUser = await createAdmin(ctx.db, 'wall-tablet', 'kitchen-password-1');
await ctx.db.update(users).set({ role: 'KITCHEN' }).where(eq(users.id, kitchenUser.id));
const courierUser = await createAdmin(ctx.db, 'luca', 'courier-password-1');
await ctx.db.update(users).set({ role: 'COURIER' }).where(eq(users.id, courierUser.id));

type TCaller = {
  name: 'anonymous' | 'customer' | 'diner' | 'kitchen' | 'courier' | 'admin';
  cookie: string;
  token: string;
};
const callers: TCaller[] = [];
let port = 0;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALL_ROUTES = ctx.app.routeAccessTable();
// Params get a value of the right shape that names nothing: the guard answers before validation anyway.
const concretePath = (url: string) =>
  url
    .replace(/:id\b/g, '999999')
    .replace(/:([A-Za-z]+)/g, 'ZZ9999')
    .replace(/\*$/, 'x');

async function callerFor(name: TCaller['name'], login?: [string, string] | string): Promise<TCaller> {
  const client = new TestClient(ctx.app);
  if (typeof login === 'string') await signInDiner(client, ctx.db, login);
  else if (login) await client.login(...login);
  const token = await client.csrf();
  return { name, cookie: client.cookieHeader(), token };
}

/** Every table's rows, hashed; sessions by who holds them (their last-seen time may move). */
async function databaseState(): Promise<Map<string, string>> {
  const { rows: tables } = await ctx.pool.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const parts = tables.map(({ tablename: t }) => {
    const rows =
      t === 'sessions'
        ? '(select id_hash, user_id, csrf_token from sessions)'
        : t === 'diner_sessions'
          ? '(select id_hash, account_id from diner_sessions)'
          : `"${t}"`;
    return `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${rows} x`;
  });
  const { rows } = await ctx.pool.query<{ t: string; n: number; h: string }>(parts.join(' union all '));
  return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

function send(caller: TCaller | null, method: string, target: string, token?: string) {
  const headers: Record<string, string> = {};
  if (caller) headers.cookie = caller.cookie;
  if (token) headers['X-XSRF-TOKEN'] = token;
  return rawRequest({ port, method, target, headers, body: UNSAFE.has(method) ? '{}' : undefined });
}

/** The web app's page, which the SPA fallback answers for any unknown GET path outside /api. */
const isWebAppShell = (res: { status: number; headers: string }) =>
  res.status === 200 && /\r\ncontent-type: text\/html/i.test(res.headers);

type TFinding = { who: string; method: string; target: string; status: number; expected: string };

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
  callers.push(
    await callerFor('anonymous'),
    await callerFor('customer', ['diner', 'diner-password-1']),
    await callerFor('diner', 'guest.diner@example.ch'),
    await callerFor('kitchen', ['wall-tablet', 'kitchen-password-1']),
    await callerFor('courier', ['luca', 'courier-password-1']),
    await callerFor('admin', [ADMIN.username, ADMIN.password]),
  );
});

afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('the route table', () => {
  it('declares who may call every route, and the app refuses to start with an undeclared one', async () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(50);
    for (const route of ALL_ROUTES)
      expect(['public', 'signedIn', 'kitchen', 'courier', 'admin', 'customer']).toContain(route.access);
    // Everything under /api/admin is for admins; so are the few admin routes outside it.
    for (const route of ALL_ROUTES.filter((r) => r.url.startsWith('/api/admin'))) {
      expect(route.access, `${route.method} ${route.url}`).toBe('admin');
    }
    // The kitchen display's routes, and only they, let a KITCHEN account in.
    const kitchenRoutes = ALL_ROUTES.filter((r) => r.access === 'kitchen');
    expect(kitchenRoutes.length).toBeGreaterThan(0);
    for (const route of kitchenRoutes) expect(route.url, route.method).toMatch(/^\/api\/kitchen\//);
    // The couriers' routes, and only they, let a COURIER account in.
    const courierRoutes = ALL_ROUTES.filter((r) => r.access === 'courier');
    expect(courierRoutes.length).toBeGreaterThan(0);
    for (const route of courierRoutes) expect(route.url, route.method).toMatch(/^\/api\/courier\//);
    // A diner's own routes are the account's, and the account's are a diner's (but for the way in).
    const dinerRoutes = ALL_ROUTES.filter((r) => r.access === 'customer');
    expect(dinerRoutes.length).toBeGreaterThan(5);
    for (const route of dinerRoutes) expect(route.url, route.method).toMatch(/^\/api\/account(\/|$)/);
    expect(ALL_ROUTES.filter((r) => r.antiForgery === 'exempt')).toEqual([]);
    expect(ALL_ROUTES.some((r) => r.url === '/assets/app-1234abcd.js' && r.access === 'public')).toBe(true);

    const { buildApp } = await import('../src/app');
    const app = await buildApp(ctx.config);
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/must declare who may call it.*GET \/api\/forgotten/);
    await app.close();
  });
});

describe('every route, every spelling, over a real socket', () => {
  it('refuses every caller below the declared access, in every spelling', async () => {
    const before = await databaseState();
    const findings: TFinding[] = [];
    const protectedRoutes = ALL_ROUTES.filter((r) => r.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(30);
    for (const route of protectedRoutes) {
      for (const { target, name } of hostileSpellings(concretePath(route.url), `127.0.0.1:${port}`)) {
        // A diner's routes refuse every back-office account too, the administrator's included.
        const lowly: (TCaller | null)[] = [
          null,
          ...callers.filter((c) => c.name !== 'admin' || route.access === 'customer'),
        ];
        for (const caller of lowly) {
          // Who the declaration lets in is not "below" it.
          if (route.access === 'signedIn' && ['customer', 'kitchen', 'courier'].includes(caller?.name ?? ''))
            continue;
          if (route.access === 'kitchen' && caller?.name === 'kitchen') continue;
          if (route.access === 'courier' && caller?.name === 'courier') continue;
          if (route.access === 'customer' && caller?.name === 'diner') continue;
          const tokens = UNSAFE.has(route.method) ? [undefined, caller?.token] : [undefined];
          for (const token of tokens) {
            const res = await send(caller, route.method, target, token);
            const { status } = res;
            const who = `${caller?.name ?? 'no cookie'}${token ? ' with token' : ''}`;
            // Not routed (400 absolute form, 404 unknown path) or refused (401, 403): never served.
            const allowed = [400, 401, 403, 404];
            if (name === 'as declared') {
              // The exact refusal the declaration implies: without the token 403; a back-office account
              // below the level 403; no session of the level's kind at all (a diner at a staff route, a
              // staff member at a diner's) 401.
              const backOffice = ['customer', 'kitchen', 'courier', 'admin'].includes(caller?.name ?? '');
              const expected =
                UNSAFE.has(route.method) && !token
                  ? 403
                  : route.access !== 'customer' && backOffice
                    ? 403
                    : 401;
              if (status !== expected) {
                findings.push({ who, method: route.method, target, status, expected: String(expected) });
              }
            } else if (!allowed.includes(status) && !isWebAppShell(res)) {
              findings.push({ who, method: route.method, target, status, expected: '400/401/403/404' });
            }
          }
        }
      }
    }
    expect(findings).toEqual([]);
    expect(await databaseState()).toEqual(before);
  }, 300_000);

  it('refuses every unsafe request without the caller’s anti-forgery token, and changes nothing', async () => {
    const before = await databaseState();
    const findings: TFinding[] = [];
    const unsafe = ALL_ROUTES.filter((r) => UNSAFE.has(r.method) && r.antiForgery === 'checked');
    expect(unsafe.length).toBeGreaterThan(20);
    for (const route of unsafe) {
      for (const { target, name } of hostileSpellings(concretePath(route.url), `127.0.0.1:${port}`)) {
        for (const caller of [null, ...callers]) {
          // Without a token, with another caller's token, and with a cookie's own token but no cookie.
          const others = callers.filter((c) => c !== caller).map((c) => c.token);
          for (const token of [undefined, ...others]) {
            const { status } = await send(caller, route.method, target, token);
            const who = `${caller?.name ?? 'no cookie'}${token ? " with another caller's token" : ''}`;
            const ok = name === 'as declared' ? status === 403 : [400, 403, 404].includes(status);
            if (!ok) findings.push({ who, method: route.method, target, status, expected: '403' });
          }
        }
      }
    }
    expect(findings).toEqual([]);
    expect(await databaseState()).toEqual(before);
  }, 300_000);

  it('serves each caller what its declaration allows, in every spelling that reaches the route', async () => {
    const findings: TFinding[] = [];
    const admin = callers.find((c) => c.name === 'admin') as TCaller;
    const anonymous = callers.find((c) => c.name === 'anonymous') as TCaller;
    const customer = callers.find((c) => c.name === 'customer') as TCaller;
    const kitchen = callers.find((c) => c.name === 'kitchen') as TCaller;
    const diner = callers.find((c) => c.name === 'diner') as TCaller;
    const courier = callers.find((c) => c.name === 'courier') as TCaller;
    const safe = ALL_ROUTES.filter((r: TRouteAccess) => r.method === 'GET' || r.method === 'HEAD');
    for (const route of safe) {
      const caller = { public: anonymous, signedIn: customer, kitchen, courier, admin, customer: diner }[
        route.access
      ];
      for (const { target, name } of hostileSpellings(concretePath(route.url), `127.0.0.1:${port}`)) {
        const { status } = await send(caller, route.method, target);
        // As declared: served, or 400/404 for a parameter naming nothing. Another spelling may reach
        // another route (`/api/orders/track;x=1` is the admin route /api/orders/:id), but never fails.
        const refused = status >= 500 || (name === 'as declared' && (status === 401 || status === 403));
        if (refused)
          findings.push({ who: caller.name, method: route.method, target, status, expected: 'served' });
        if (name.startsWith('absolute form') && status !== 400) {
          findings.push({ who: caller.name, method: route.method, target, status, expected: '400' });
        }
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);

  it('answers the issue’s request lines as an attacker sent them', async () => {
    const authority = `127.0.0.1:${port}`;
    for (const target of [
      '/api/%61dmin/users',
      '/%61pi/admin/users',
      `http://${authority}/api/admin/users`,
      '/%61pi/admin/orders',
      '/%61pi/admin/reservations',
      '/api/%61dmin/emails',
      '/api/%61dmin/discounts/current',
      '/%61pi/admin/events',
    ]) {
      const res = await send(null, 'GET', target);
      expect([400, 401], target).toContain(res.status);
      expect(res.body, target).not.toContain('"username"');
      expect(res.headers.toLowerCase(), target).not.toContain('text/event-stream');
    }
    const absolute = await send(null, 'GET', `http://${authority}/api/admin/users`);
    expect(absolute.status).toBe(400);
    expect(JSON.parse(absolute.body)).toMatchObject({ status: 400, error: 'Bad Request' });

    const before = await databaseState();
    const create = await rawRequest({
      port,
      method: 'POST',
      target: '/%61pi/admin/users',
      body: JSON.stringify({
        username: 'x',
        email: 'x@example.ch',
        role: 'ADMIN',
        password: 'attacker-pass-1',
      }),
    });
    expect(create.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });
});
