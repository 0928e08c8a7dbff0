import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describedAnswerMismatch } from './openapi-responses';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over app.inject: keeps cookies, and for unsafe requests fetches the
 * anti-forgery cookie first and sends it back in X-XSRF-TOKEN, as the spec's web client does.
 * Every JSON answer of an operation in the app's OpenAPI description is checked against the schema the
 * description gives for its status: a mismatch fails the request (openapi-responses.ts).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(method: TMethod, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (this.cookies.size > 0 && !('cookie' in headers)) headers.cookie = this.cookieHeader();
    const res = await this.app.inject({ ...options, method, url, headers });
    this.remember(res);
    const mismatch = await describedAnswerMismatch(this.app, method, url, res);
    if (mismatch) throw new Error(`Answer differs from the OpenAPI description: ${mismatch}`);
    return res;
  }

  async csrf(): Promise<string> {
    await this.raw('GET', '/api/csrf');
    const token = this.cookies.get('XSRF-TOKEN');
    if (!token) throw new Error('no XSRF-TOKEN cookie');
    return token;
  }

  async request(method: TMethod, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const unsafe = method !== 'GET';
    if (unsafe && !this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const send = () =>
      this.raw(method, url, {
        headers: {
          ...(unsafe ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    return send();
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  async login(username: string, password: string) {
    const res = await this.post('/api/auth/login', { username, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
