import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES } from '@app/shared/order-rules';
import { CATEGORIES, publicCategories, RESTAURANT_INFO } from './fixtures';
import { jsonResponse } from './render';

/**
 * A stand-in for the API in component tests, answering by method and path ('POST /api/admin/users')
 * the way the server does: GET /api/csrf sets the XSRF-TOKEN cookie, unsafe requests without the
 * token get 403, unknown routes get the 404 error shape. Every request is recorded.
 */

export interface TFakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type TFakeAnswer = { status?: number; body?: unknown } | 'hang';
export type TFakeRoute = TFakeAnswer | ((request: TFakeRequest) => TFakeAnswer | Promise<TFakeAnswer>);

const TOKEN = 'test-token';

export function errorBody(status: number, error: string, message: string, details?: Record<string, string>) {
  return { status, error, message, ...(details ? { details } : {}) };
}

export function fakeApi(routes: Record<string, TFakeRoute>) {
  const calls: TFakeRequest[] = [];
  const table: Record<string, TFakeRoute> = {
    'GET /api/restaurant-info/current': { body: RESTAURANT_INFO },
    'GET /api/categories': { body: publicCategories() },
    'GET /api/admin/categories': { body: CATEGORIES },
    // The spec's delivery zone and fees, as a new restaurant has them.
    'GET /api/delivery-zones': { body: DEFAULT_DELIVERY_ZONES },
    'GET /api/admin/delivery-zones': {
      body: DEFAULT_DELIVERY_ZONES.map((zone, i) => ({ id: i + 1, ...zone })),
    },
    'GET /api/order-settings': { body: DEFAULT_ORDER_RULES },
    'GET /api/admin/order-settings': {
      body: { ...DEFAULT_ORDER_RULES, readyNotice: 'OFF', promoWithSale: false },
    },
    ...routes,
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, headers, body };
    calls.push(request);

    if (url.pathname === '/api/csrf') {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
      document.cookie = `XSRF-TOKEN=${TOKEN}; path=/`;
      return jsonResponse(200, { token: TOKEN });
    }
    if (method !== 'GET' && headers.get('X-XSRF-TOKEN') !== TOKEN) {
      return jsonResponse(403, errorBody(403, 'Forbidden', 'Your session has expired.'));
    }
    const route = table[`${method} ${url.pathname}`];
    if (!route) return jsonResponse(404, errorBody(404, 'Not Found', `No route ${method} ${url.pathname}`));
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    const status = answer.status ?? 200;
    if (answer.body === undefined) return new Response(null, { status });
    return jsonResponse(status, answer.body);
  };

  return {
    fetch,
    calls,
    /** The requests other than the token fetch and restaurant info, as 'METHOD /path'. */
    sent(): string[] {
      return calls
        .filter((c) => c.path !== '/api/csrf' && c.path !== '/api/restaurant-info/current')
        .map((c) => `${c.method} ${c.path}`);
    },
    last(method: string, path: string): TFakeRequest | undefined {
      return calls.filter((c) => c.method === method && c.path === path).at(-1);
    },
    route(key: string, route: TFakeRoute) {
      table[key] = route;
    },
  };
}
