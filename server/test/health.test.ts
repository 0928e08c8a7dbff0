import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { TestClient } from './client';
import { setupTestApp } from './helpers';

const ctx = await setupTestApp();

/** Sends `raw` on a new connection to the listening app and reads until the server closes it. */
async function rawExchange(port: number, raw: string): Promise<{ status: number; body: unknown }> {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('health and the error shape', () => {
  it('reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers requests the HTTP parser refuses (headers too large, not HTTP) in the standard shape', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    const huge = await rawExchange(
      address.port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toEqual({
      status: 431,
      body: {
        status: 431,
        error: 'Request Header Fields Too Large',
        code: 'HEADERS_TOO_LARGE',
        message: 'The request headers are too large.',
      },
    });
    const garbage = await rawExchange(address.port, 'GARBAGE\r\n\r\n');
    expect(garbage).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'The request is not valid HTTP.',
      },
    });
  });

  it('answers unknown /api paths with the JSON 404 shape', async () => {
    const client = new TestClient(ctx.app);
    for (const [method, url] of [
      ['GET', '/api/nowhere'],
      ['POST', '/api/menu-items/7/explode'],
      ['DELETE', '/api/nothing-here'],
    ] as const) {
      const res = await client.request(method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({
        status: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: expect.any(String),
      });
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body in the same shape', async () => {
    const client = new TestClient(ctx.app);
    const token = await client.csrf();
    const headers = { 'x-xsrf-token': token, cookie: client.cookieHeader() };
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400, error: 'Bad Request', message: expect.any(String) });
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'username=a',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(400_000), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413 });
  });

  it('never leaks internals in a 5xx', async () => {
    const broken = await setupTestApp({
      config: { databaseUrl: 'postgres://postgres:wrong@127.0.0.1:1/none' },
    });
    const res = await broken.app.inject({ url: '/api/menu-items' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 503,
      error: 'Service Unavailable',
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  });
});

describe('security headers', () => {
  it('only the app itself may run scripts, frame or be framed, without Stripe configured', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('stripe');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('error answers carry them too', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('bad input never reaches a 5xx or a foreign error shape', () => {
  it('a NUL character in stored text is refused with 400', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.post('/api/auth/login', { username: 'a\u0000b', password: 'whatever-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    const track = await ctx.app.inject({ url: '/api/orders/track?orderId=%00&email=a@b.ch' });
    expect(track.statusCode).toBeLessThan(500);
    expect(track.json()).toMatchObject({ status: track.statusCode });
  });

  it('an over-long path parameter or a malformed address gets the standard shape', async () => {
    const long = await ctx.app.inject({ url: `/api/orders/${'x'.repeat(101)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(long.json()).toEqual({
      status: long.statusCode,
      error: expect.any(String),
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(long.body).not.toContain('xxxxxxxxxx');
    const bad = await ctx.app.inject({ url: '/api/orders/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});
