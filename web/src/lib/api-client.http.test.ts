import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearAllCookies, createBrowserFetch, setPageUrl } from '@test/browser-fetch';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AUTH_LOGOUT_EVENT,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  REQUEST_TIMEOUT_MS,
} from './api-client';

/**
 * The client against a real HTTP server that behaves like ours on the wire (server/src/plugins/session.ts and access.ts):
 * GET /api/csrf starts a session (HttpOnly `sid`) and sets the readable XSRF-TOKEN cookie to that
 * session's token; every unsafe request must echo the session's token in X-XSRF-TOKEN or gets 403.
 */

interface TSeen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name) cookies.set(name, value.join('='));
  }
  return cookies;
}

function startTestServer() {
  /** session id -> its anti-forgery token */
  const sessions = new Map<string, string>();
  let issued = 0;
  const seen: TSeen[] = [];
  /** Paths that refuse every unsafe request, whatever the token. */
  const alwaysForbidden = new Set<string>();

  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    seen.push({ method, path: `${path}${url.search}`, headers: req.headers, body });

    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const fail = (status: number, error: string, message: string, details?: Record<string, string>) =>
      json(status, { status, error, message, ...(details ? { details } : {}) });

    const sid = parseCookies(req.headers.cookie).get('sid');
    const session = sid !== undefined && sessions.has(sid) ? sid : undefined;

    if (path === '/api/slow') return; // never answers
    if (path === '/api/csrf') {
      const cookies: string[] = [];
      let id = session;
      if (id === undefined) {
        issued += 1;
        id = `session-${issued}`;
        sessions.set(id, `token-${issued}`);
        cookies.push(`sid=${id}; Path=/; HttpOnly; SameSite=Lax`);
      }
      const token = sessions.get(id);
      cookies.push(`XSRF-TOKEN=${token}; Path=/; SameSite=Lax`);
      res.setHeader('Set-Cookie', cookies);
      return json(200, { token });
    }
    if (UNSAFE.has(method)) {
      const expected = session === undefined ? undefined : sessions.get(session);
      if (!expected || req.headers['x-xsrf-token'] !== expected || alwaysForbidden.has(path)) {
        return fail(403, 'Forbidden', 'Your session has expired. Please reload the page and try again.');
      }
    }
    if (path === '/api/auth/login') return fail(401, 'Unauthorized', 'Invalid username or password.');
    if (path === '/api/admin/ended' || path === '/api/kitchen/ended' || path === '/api/public-401') {
      return fail(401, 'Unauthorized', 'Please sign in.');
    }
    if (path === '/api/admin/users' && method === 'POST') {
      return fail(400, 'Bad Request', 'Please correct the highlighted fields.', {
        email: 'Valid email required',
      });
    }
    if (path === '/api/admin/users/7' && method === 'DELETE') {
      res.writeHead(204);
      return res.end();
    }
    res.setHeader('Set-Cookie', 'visited=yes; Path=/');
    return json(200, { ok: true, method, body: body === '' ? null : JSON.parse(body) });
  });

  return {
    server,
    seen,
    alwaysForbidden,
    /** The server gives every session a new token (as after a sign-in elsewhere or an expiry). */
    rotateTokens() {
      for (const id of sessions.keys()) {
        issued += 1;
        sessions.set(id, `token-${issued}`);
      }
    },
    /** Forgets what was seen (and with `everything`, the sessions too). */
    reset(everything = false) {
      seen.length = 0;
      alwaysForbidden.clear();
      if (everything) {
        sessions.clear();
        issued = 0;
      }
    },
  };
}

const nodeFetch = globalThis.fetch;
const backend = startTestServer();

function requests() {
  return backend.seen.map((r) => `${r.method} ${r.path}`);
}

function seenFor(method: string, path: string): TSeen {
  const found = backend.seen.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no ${method} ${path} reached the server`);
  return found;
}

describe('api client against a real HTTP server', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
    const { port } = backend.server.address() as AddressInfo;
    // The page is served from the API's origin, as in production.
    setPageUrl(`http://127.0.0.1:${port}/`);
  });
  afterAll(async () => {
    backend.server.closeAllConnections();
    await new Promise((resolve) => backend.server.close(resolve));
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', createBrowserFetch(nodeFetch));
  });
  afterEach(() => {
    backend.reset(true);
    clearAllCookies();
  });

  it('waits 12 seconds by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(12_000);
  });

  it('fetches the anti-forgery cookie before the first unsafe request, with the boot marker', async () => {
    expect(document.cookie).not.toContain('XSRF-TOKEN');
    await expect(apiPost('/api/orders', { body: { a: 1 } })).resolves.toEqual({
      ok: true,
      method: 'POST',
      body: { a: 1 },
    });
    expect(requests()).toEqual(['GET /api/csrf', 'POST /api/orders']);

    const boot = seenFor('GET', '/api/csrf');
    expect(boot.headers['x-boot']).toBe('1');
    expect(boot.headers['x-xsrf-token']).toBeUndefined();

    const post = seenFor('POST', '/api/orders');
    expect(post.headers['x-xsrf-token']).toBe('token-1');
    // The session cookie (HttpOnly, never visible to the page) went along: credentials 'include'.
    expect(post.headers.cookie).toContain('sid=session-1');
    expect(post.headers['content-type']).toBe('application/json');
    expect(document.cookie).toContain('XSRF-TOKEN=token-1');
    expect(document.cookie).not.toContain('sid=');
  });

  it('reuses the cookie for every unsafe method without asking again', async () => {
    await apiGet('/api/csrf');
    backend.reset();
    await apiPost('/api/x');
    await apiPut('/api/x', { body: { b: 2 } });
    await apiPatch('/api/x', { body: { c: 3 } });
    await apiDelete('/api/admin/users/7');
    expect(requests()).toEqual(['POST /api/x', 'PUT /api/x', 'PATCH /api/x', 'DELETE /api/admin/users/7']);
    expect(backend.seen.map((r) => r.headers['x-xsrf-token'])).toEqual([
      'token-1',
      'token-1',
      'token-1',
      'token-1',
    ]);
  });

  it('sends GET with cookies and no token', async () => {
    await apiGet('/api/csrf');
    backend.reset();
    await apiGet('/api/menu-items');
    const get = seenFor('GET', '/api/menu-items');
    expect(get.headers.cookie).toContain('sid=session-1');
    expect(get.headers['x-xsrf-token']).toBeUndefined();
    expect(requests()).toEqual(['GET /api/menu-items']);
  });

  it('on a 403 refreshes the token and retries once', async () => {
    await apiGet('/api/csrf');
    backend.rotateTokens();
    backend.reset();
    await expect(apiPost('/api/admin/things', { body: { n: 1 } })).resolves.toMatchObject({ ok: true });
    expect(backend.seen.map((r) => `${r.method} ${r.path} ${r.headers['x-xsrf-token'] ?? '-'}`)).toEqual([
      'POST /api/admin/things token-1',
      'GET /api/csrf -',
      'POST /api/admin/things token-2',
    ]);
    expect(document.cookie).toContain('XSRF-TOKEN=token-2');
  });

  it('passes the 403 on when the retry fails as well', async () => {
    backend.alwaysForbidden.add('/api/admin/locked');
    const error = await apiPut('/api/admin/locked', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      error: 'Forbidden',
      message: 'Your session has expired. Please reload the page and try again.',
    });
    expect(requests()).toEqual([
      'GET /api/csrf',
      'PUT /api/admin/locked',
      'GET /api/csrf',
      'PUT /api/admin/locked',
    ]);
  });

  it('marks back-office calls as XHR, and only those', async () => {
    await apiGet('/api/admin/users');
    await apiGet('/api/auth/me');
    await apiPost('/api/auth/logout');
    await apiGet('/api/menu-items');
    await apiGet('/api/administrators-are-not-admin');
    const xhr = Object.fromEntries(
      backend.seen.map((r) => [`${r.method} ${r.path}`, r.headers['x-requested-with'] ?? null]),
    );
    expect(xhr).toEqual({
      'GET /api/admin/users': 'XMLHttpRequest',
      'GET /api/auth/me': 'XMLHttpRequest',
      'GET /api/csrf': null,
      'POST /api/auth/logout': 'XMLHttpRequest',
      'GET /api/menu-items': null,
      'GET /api/administrators-are-not-admin': null,
    });
  });

  it('sends tracking calls without credentials: no cookie goes out, none is stored', async () => {
    await apiGet('/api/csrf');
    backend.reset();
    await apiGet('/api/orders/track', { credentials: 'omit', query: { orderId: 'AB12', email: 'a@b.ch' } });
    const track = seenFor('GET', '/api/orders/track?orderId=AB12&email=a%40b.ch');
    expect(track.headers.cookie).toBeUndefined();
    expect(document.cookie).not.toContain('visited=yes');

    await apiGet('/api/menu-items');
    expect(seenFor('GET', '/api/menu-items').headers.cookie).toContain('sid=');
    expect(document.cookie).toContain('visited=yes');
  });

  it("throws one ApiError carrying the server's status, error, message and details", async () => {
    const error = await apiPost('/api/admin/users', { body: { email: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'Please correct the highlighted fields.',
      details: { email: 'Valid email required' },
    });
  });

  it("announces 'auth:logout' when a back-office call answers 401", async () => {
    const onLogout = vi.fn();
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
    try {
      await expect(apiGet('/api/admin/ended')).rejects.toMatchObject({ status: 401 });
      expect(onLogout).toHaveBeenCalledTimes(1);
      // The kitchen display's calls too: its wall tablet goes back to sign-in.
      await expect(apiGet('/api/kitchen/ended')).rejects.toMatchObject({ status: 401 });
      expect(onLogout).toHaveBeenCalledTimes(2);

      // Not for public calls, and not for a wrong password at sign-in.
      await expect(apiGet('/api/public-401')).rejects.toMatchObject({ status: 401 });
      await expect(
        apiPost('/api/auth/login', { body: { username: 'a', password: 'b' } }),
      ).rejects.toMatchObject({
        status: 401,
        message: 'Invalid username or password.',
      });
      expect(onLogout).toHaveBeenCalledTimes(2);
    } finally {
      window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
    }
  });

  it('gives up when the server does not answer in time', async () => {
    const error = await apiGet('/api/slow', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, error: 'Timeout' });
  });

  it('accepts an empty answer', async () => {
    await expect(apiDelete('/api/admin/users/7')).resolves.toBeUndefined();
  });
});
