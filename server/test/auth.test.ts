import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

const ctx = await setupTestApp();
const admin = await createAdmin(ctx.db);
const customer = await createAdmin(ctx.db, 'diner', 'diner-password-1');
await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customer.id));

describe('anti-forgery', () => {
  it('GET /api/csrf sets a readable XSRF-TOKEN cookie bound to a random httpOnly visitor cookie', async () => {
    const res = await ctx.app.inject({ url: '/api/csrf' });
    expect(res.statusCode).toBe(200);
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    const anon = res.cookies.find((c) => c.name === 'anon');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.path).toBe('/');
    expect(anon?.httpOnly).toBe(true);
    expect(anon?.sameSite).toBe('Lax');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(res.json()).toEqual({ token: xsrf?.value });
  });

  it('refuses an unsafe request without the header, with a wrong one, or without a session', async () => {
    const client = new TestClient(ctx.app);
    const token = await client.csrf();
    const body = { username: ADMIN.username, password: ADMIN.password };
    const missing = await client.raw('POST', '/api/auth/login', { payload: body });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      status: 403,
      error: 'Forbidden',
      code: 'STALE_TOKEN',
      message: expect.any(String),
    });
    const wrong = await client.raw('POST', '/api/auth/login', {
      payload: body,
      headers: { 'x-xsrf-token': `${token}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const noSession = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    });
    expect(noSession.statusCode).toBe(403);
  });

  it('a planted XSRF-TOKEN cookie does not pass; refreshing the token and retrying once does', async () => {
    const client = new TestClient(ctx.app);
    await client.csrf();
    client.cookies.set('XSRF-TOKEN', 'planted-by-an-attacker');
    const first = await client.post('/api/auth/login', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(first.statusCode).toBe(403);
    await client.csrf(); // what the web client does on a 403
    const retry = await client.post('/api/auth/login', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses unsafe requests from a foreign Origin even with a valid token', async () => {
    const client = new TestClient(ctx.app);
    await client.csrf();
    const res = await client.post('/api/auth/login', ADMIN, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const own = await client.post('/api/auth/login', ADMIN, { origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(200);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with a new session id, reports the user, and the pre-login session stops working', async () => {
    const client = new TestClient(ctx.app);
    // A session the browser already had (e.g. one planted by an attacker) before this sign-in.
    await client.login('diner', 'diner-password-1');
    const before = client.cookies.get('sid');
    expect(before).toBeDefined();
    const tokenBefore = client.cookies.get('XSRF-TOKEN');
    const res = await client.login(ADMIN.username.toUpperCase(), ADMIN.password); // usernames are case-insensitive
    expect(res.json()).toEqual({ role: 'ADMIN', username: ADMIN.username });
    const after = client.cookies.get('sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(tokenBefore);
    expect((await client.get('/api/auth/me')).json()).toEqual({ role: 'ADMIN', username: ADMIN.username });
    // Session fixation: the id an attacker could have planted before login is dead.
    const fixed = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${before}` } });
    expect(fixed.statusCode).toBe(401);
  });

  it('/api/auth/me is 401 without a session', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, error: 'Unauthorized' });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const client = new TestClient(ctx.app);
    const unknown = await client.post('/api/auth/login', { username: 'nobody', password: 'whatever-1' });
    const wrong = await client.post('/api/auth/login', {
      username: ADMIN.username,
      password: 'wrong-password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    await ctx.db.delete(rateLimits);
  });

  it('logout destroys the session server-side: replaying the old cookie fails', async () => {
    const client = new TestClient(ctx.app);
    await client.login(ADMIN.username, ADMIN.password);
    const sid = client.cookies.get('sid');
    const token = client.cookies.get('XSRF-TOKEN');
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(token); // renewed
    const replay = await ctx.app.inject({ url: '/api/admin/users', headers: { cookie: `sid=${sid}` } });
    expect(replay.statusCode).toBe(401);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('an idle or expired session is refused and removed', async () => {
    const client = new TestClient(ctx.app);
    await client.login(ADMIN.username, ADMIN.password);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - ctx.config.sessionIdleMs - 1000) })
      .where(eq(sessions.userId, admin.id));
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    const client2 = new TestClient(ctx.app);
    await client2.login(ADMIN.username, ADMIN.password);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id));
    expect((await client2.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('rejects malformed login payloads with 400 and field details', async () => {
    const client = new TestClient(ctx.app);
    for (const body of [
      {},
      { username: '', password: 'x' },
      { username: 'a', password: 'b', extra: 1 },
      ['array'],
    ]) {
      const res = await client.post('/api/auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    }
    const empty = await client.post('/api/auth/login', { username: ' ', password: '' });
    expect(empty.json().details).toEqual({ username: 'Required', password: 'Required' });
  });
});

describe('rate limits on sign-in', () => {
  it('locks an account for the address after 5 failures with 429 and Retry-After, even for the right password', async () => {
    await ctx.db.delete(rateLimits);
    await createAdmin(ctx.db, 'target', 'target-password-1');
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/auth/login', { username: 'target', password: `guess-${i}` })).statusCode,
      ).toBe(401);
    }
    const locked = await client.post('/api/auth/login', {
      username: 'target',
      password: 'target-password-1',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
    // Another account from the same address is not affected.
    expect((await client.post('/api/auth/login', ADMIN)).statusCode).toBe(200);
  }, 60_000);

  it('limits attempts per client address', async () => {
    await ctx.db.delete(rateLimits);
    const client = new TestClient(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push(
        (await client.post('/api/auth/login', { username: `user${i}`, password: 'nope-nope' })).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    await ctx.db.delete(rateLimits);
  }, 120_000); // 32 sign-ins at OWASP scrypt cost: slow on a busy machine
});

describe('the admin guard', () => {
  it('answers 401 without a session and 403 for a non-admin', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    const anonymous = new TestClient(ctx.app);
    await anonymous.csrf();
    expect((await anonymous.get('/api/admin/users')).json()).toMatchObject({
      status: 401,
      code: 'NOT_SIGNED_IN',
    });
    expect((await anonymous.post('/api/admin/users', {})).statusCode).toBe(401);
    const diner = new TestClient(ctx.app);
    await diner.login('diner', 'diner-password-1');
    const res = await diner.get('/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, error: 'Forbidden', code: 'FORBIDDEN' });
    // No route, nothing to protect: the same 404 as any unknown path.
    expect((await diner.get('/api/admin/anything-else')).statusCode).toBe(404);
  });
});
