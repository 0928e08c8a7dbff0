import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

// One proxy in front of the app, which reports the client's protocol in X-Forwarded-Proto.
const ctx = await setupTestApp({ config: { trustProxy: 1 } });
await createAdmin(ctx.db);

const countSessions = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions`)).rows[0]?.n;

type TCookie = { name: string; value: string; secure?: boolean; httpOnly?: boolean; path?: string };
const cookiesOf = (res: { cookies: unknown[] }) => res.cookies as TCookie[];

describe("a visitor's anti-forgery token", () => {
  it('costs no database row: 10,000 anonymous GET /api/csrf leave the sessions table unchanged', async () => {
    const before = await countSessions();
    for (let i = 0; i < 10_000; i++) {
      const res = await ctx.app.inject({ url: '/api/csrf' });
      if (res.statusCode !== 200) throw new Error(`GET /api/csrf answered ${res.statusCode}`);
    }
    expect(await countSessions()).toBe(before);
  }, 300_000);

  it("is bound to the visitor's own cookie: another visitor's token or cookie does not pass", async () => {
    const alice = new TestClient(ctx.app);
    const bob = new TestClient(ctx.app);
    const aliceToken = await alice.csrf();
    const bobToken = await bob.csrf();
    expect(aliceToken).not.toBe(bobToken);
    // The same browser asking again keeps its token.
    expect(await alice.csrf()).toBe(aliceToken);

    const login = { username: ADMIN.username, password: 'wrong-password' };
    const own = await alice.raw('POST', '/api/auth/login', {
      payload: login,
      headers: { 'x-xsrf-token': aliceToken },
    });
    expect(own.statusCode).toBe(401); // through the anti-forgery check, refused by the password
    const crossed = await alice.raw('POST', '/api/auth/login', {
      payload: login,
      headers: { 'x-xsrf-token': bobToken },
    });
    expect(crossed.statusCode).toBe(403);
    const noCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: login,
      headers: { 'x-xsrf-token': aliceToken, cookie: `XSRF-TOKEN=${aliceToken}` },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('is worth nothing once the browser is signed in, and a new one comes with sign-out', async () => {
    const client = new TestClient(ctx.app);
    const visitorToken = await client.csrf();
    await client.login(ADMIN.username, ADMIN.password);
    const sessionToken = client.cookies.get('XSRF-TOKEN');
    expect(sessionToken).not.toBe(visitorToken);
    const stale = await client.raw('POST', '/api/admin/alerts/seen', {
      payload: { kinds: [] },
      headers: { 'x-xsrf-token': visitorToken },
    });
    expect(stale.statusCode).toBe(403);

    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    const afterLogout = client.cookies.get('XSRF-TOKEN');
    expect(afterLogout).toBeDefined();
    expect([visitorToken, sessionToken]).not.toContain(afterLogout);
    // The new visitor token works at once (e.g. to sign in again).
    const again = await client.raw('POST', '/api/auth/login', {
      payload: { username: ADMIN.username, password: ADMIN.password },
      headers: { 'x-xsrf-token': afterLogout ?? '' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('is accepted by every app instance on the same database', async () => {
    const other = await buildApp(ctx.config);
    try {
      const client = new TestClient(ctx.app);
      const token = await client.csrf();
      const res = await other.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: ADMIN.username, password: ADMIN.password },
        headers: { cookie: client.cookieHeader(), 'x-xsrf-token': token },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('cookies over https', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('are Secure and __Host- prefixed when the trusted proxy reports https', async () => {
    const csrf = await ctx.app.inject({ url: '/api/csrf', headers: https });
    const visitor = cookiesOf(csrf).find((c) => c.name === '__Host-anon');
    const xsrf = cookiesOf(csrf).find((c) => c.name === 'XSRF-TOKEN');
    expect(visitor).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(xsrf?.secure).toBe(true);
    expect(cookiesOf(csrf).some((c) => c.name === 'anon')).toBe(false);

    const cookie = `__Host-anon=${visitor?.value}`;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.username, password: ADMIN.password },
      headers: { ...https, cookie, 'x-xsrf-token': xsrf?.value ?? '' },
    });
    expect(login.statusCode).toBe(200);
    const sid = cookiesOf(login).find((c) => c.name === '__Host-sid');
    expect(sid).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookiesOf(login).find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);

    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { ...https, cookie: `__Host-sid=${sid?.value}` },
    });
    expect(me.statusCode).toBe(200);
    // The unprefixed name is not read over https (a cookie a subdomain could have planted).
    const planted = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { ...https, cookie: `sid=${sid?.value}` },
    });
    expect(planted.statusCode).toBe(401);
  });

  it('are neither Secure nor prefixed over plain http, and an untrusted X-Forwarded-Proto changes nothing', async () => {
    const plain = await ctx.app.inject({ url: '/api/csrf' });
    expect(cookiesOf(plain).find((c) => c.name === 'anon')?.secure).toBeFalsy();

    const untrusted = await buildApp({ ...ctx.config, trustProxy: false });
    try {
      const res = await untrusted.inject({ url: '/api/csrf', headers: https });
      expect(cookiesOf(res).some((c) => c.name === 'anon')).toBe(true);
      expect(cookiesOf(res).some((c) => c.name.startsWith('__Host-'))).toBe(false);
    } finally {
      await untrusted.close();
    }
  });
});
