import { clearCookie, setCookie } from '@test/cookies';
import { jsonResponse } from '@test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, BOOT_HEADER, request } from './api-client';

/**
 * A stand-in for the server's anti-forgery check (server/src/plugins/access.ts and session.ts): GET /api/csrf sets
 * the XSRF-TOKEN cookie to the session's token; unsafe requests must echo the current token in
 * X-XSRF-TOKEN or get 403. `rotate()` plays an expired session (a new token on the server).
 */
function fakeServer() {
  let token = 'token-1';
  let issued = 1;
  const calls: { method: string; path: string; headers: Headers; credentials?: RequestCredentials }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({ method, path, headers, credentials: init?.credentials });
    if (path === '/api/csrf') {
      setCookie('XSRF-TOKEN', token);
      return jsonResponse(200, { token });
    }
    if (method !== 'GET' && headers.get('X-XSRF-TOKEN') !== token) {
      return jsonResponse(403, { status: 403, error: 'Forbidden', message: 'Your session has expired.' });
    }
    if (path === '/api/fail') {
      return jsonResponse(400, { status: 400, error: 'Bad Request', message: 'Nope.' });
    }
    return jsonResponse(200, { ok: true, method });
  });
  return {
    fetch,
    calls,
    rotate() {
      issued += 1;
      token = `token-${issued}`;
    },
  };
}

describe('api client anti-forgery', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    clearCookie('XSRF-TOKEN');
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('fetches the token first when the cookie is absent, marked as the boot call, then sends it', async () => {
    await expect(apiPost('/api/orders', { body: { a: 1 } })).resolves.toEqual({ ok: true, method: 'POST' });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/csrf', 'POST /api/orders']);
    const [boot, post] = server.calls;
    expect(boot?.headers.get(BOOT_HEADER)).toBe('1');
    expect(boot?.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(boot?.credentials).toBe('include');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    expect(post?.credentials).toBe('include');
  });

  it('uses the existing cookie without asking again', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    await apiPost('/api/orders');
    await request('PUT', '/api/x');
    await request('PATCH', '/api/x');
    await request('DELETE', '/api/x');
    expect(server.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(server.calls.every((c) => c.headers.get('X-XSRF-TOKEN') === 'token-1')).toBe(true);
  });

  it('on a 403 refreshes the token and retries once', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    server.rotate();
    await expect(apiPost('/api/orders')).resolves.toMatchObject({ ok: true });
    expect(server.calls.map((c) => `${c.method} ${c.path} ${c.headers.get('X-XSRF-TOKEN')}`)).toEqual([
      'POST /api/orders token-1',
      'GET /api/csrf null',
      'POST /api/orders token-2',
    ]);
  });

  it('passes the error on when the retry fails too', async () => {
    setCookie('XSRF-TOKEN', 'stale');
    server.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      server.calls.push({ method: init?.method ?? 'GET', path: String(input), headers: new Headers() });
      if (String(input) === '/api/csrf') return jsonResponse(200, { token: 'fresh' });
      return jsonResponse(403, {
        status: 403,
        error: 'Forbidden',
        message: 'Cross-site requests are not allowed.',
      });
    });
    const error = await apiPost('/api/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Cross-site requests are not allowed.' });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/orders',
      'GET /api/csrf',
      'POST /api/orders',
    ]);
  });

  it('does not retry a 403 whose code says it is not about the token', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    server.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      server.calls.push({ method: init?.method ?? 'GET', path: String(input), headers: new Headers() });
      return jsonResponse(403, {
        status: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: 'Admins only.',
      });
    });
    await expect(apiPost('/api/admin/users')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/admin/users']);
  });

  it('reads an error with a code this client does not know as that error, with its message', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    server.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      server.calls.push({ method: init?.method ?? 'GET', path: String(input), headers: new Headers() });
      return jsonResponse(409, { status: 409, error: 'Conflict', code: 'A_NEWER_CODE', message: 'Taken.' });
    });
    await expect(apiPost('/api/orders')).rejects.toMatchObject({
      status: 409,
      code: 'A_NEWER_CODE',
      message: 'Taken.',
    });
  });

  it('retries a 403 whose code says the token is stale', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    server.rotate();
    const fetch = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch?.(input, init);
      if (response?.status !== 403) return response as Response;
      return jsonResponse(403, { status: 403, error: 'Forbidden', code: 'STALE_TOKEN', message: 'Expired.' });
    });
    await expect(apiPost('/api/orders')).resolves.toMatchObject({ ok: true });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/orders',
      'GET /api/csrf',
      'POST /api/orders',
    ]);
  });

  it('does not retry other failures', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    await expect(apiPost('/api/fail')).rejects.toMatchObject({ status: 400, message: 'Nope.' });
    expect(server.calls).toHaveLength(1);
  });

  it('leaves GET alone: no token fetch, no header', async () => {
    await apiGet('/api/menu-items');
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/menu-items']);
    expect(server.calls[0]?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('shares one token fetch between concurrent requests', async () => {
    await Promise.all([apiPost('/api/a'), apiPost('/api/b'), apiPost('/api/c')]);
    expect(server.calls.filter((c) => c.path === '/api/csrf')).toHaveLength(1);
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('X-XSRF-TOKEN'))).toEqual(
      ['token-1', 'token-1', 'token-1'],
    );
  });

  it('fails with the token fetch error when the token cannot be had', async () => {
    server.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiPost('/api/orders')).rejects.toMatchObject({ status: 0, error: 'NetworkError' });
  });

  it('sends tracking-style requests without credentials when asked', async () => {
    await apiGet('/api/orders/track', { credentials: 'omit', query: { orderId: 'x', email: 'a@b.ch' } });
    expect(server.calls[0]).toMatchObject({
      path: '/api/orders/track?orderId=x&email=a%40b.ch',
      credentials: 'omit',
    });
  });
});
