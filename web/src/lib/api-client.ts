import { type TApiError, type TErrorCode, ZApiErrorSchema } from '@app/shared/api-error';
import { XSRF_COOKIE, XSRF_HEADER, ZCsrfSchema } from '@app/shared/auth';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import type { z } from 'zod/mini';
import { currentLanguage, t } from '@/i18n/i18n';

/**
 * The one HTTP client of the web app (spec section 7): cookies always sent, 12 s timeout, and every
 * failure turned into an ApiError carrying the server's error shape `{status, error, message, details?}`.
 *
 * Anti-forgery lives here, so no caller ever handles it: before a POST, PUT, PATCH or DELETE the
 * XSRF-TOKEN cookie is made to exist (GET /api/csrf when absent) and its value is sent in X-XSRF-TOKEN;
 * a 403 refreshes the token and retries once, and a second failure is passed on.
 *
 * Back-office calls (/api/admin/..., /api/auth/...) mark themselves as XHR (spec 6); a 401 from one of
 * them means the session has ended, announced to the app with a window 'auth:logout' event.
 */

export const REQUEST_TIMEOUT_MS = 12_000;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Codes of failures that never reached a server answer; they carry status 0. */
export const CLIENT_ERROR_CODES = {
  network: 'NetworkError',
  timeout: 'Timeout',
  invalidResponse: 'InvalidResponse',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no usable answer arrived (network failure, timeout, unreadable body). */
  readonly status: number;
  readonly error: string;
  /**
   * The server's stable code (one of ERROR_CODES in shared/api-error.ts, or one a newer server added):
   * what the client branches on, never the message.
   */
  readonly code: TErrorCode | (string & {}) | undefined;
  readonly details: Record<string, string> | undefined;

  constructor(shape: TApiError, options?: { cause?: unknown }) {
    super(shape.message, options);
    this.status = shape.status;
    this.error = shape.error;
    this.code = shape.code;
    this.details = shape.details;
  }

  toJSON(): TApiError {
    return {
      status: this.status,
      error: this.error,
      ...(this.code ? { code: this.code } : {}),
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export type TQueryValue = string | number | boolean | null | undefined;

export interface TRequestOptions<T> {
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, TQueryValue>;
  headers?: Record<string, string>;
  /** Cancels the request (TanStack Query passes one per query). */
  signal?: AbortSignal;
  /** Validates the JSON answer; a mismatch becomes an ApiError (InvalidResponse). */
  schema?: z.ZodMiniType<T>;
  timeoutMs?: number;
  /** Defaults to 'include' (spec 7: all requests are sent with cookies). */
  credentials?: RequestCredentials;
  /** 'text' returns the body as it came (e.g. a plain-text receipt); default 'json'. */
  responseType?: 'json' | 'text';
}

export function buildUrl(path: string, query?: Record<string, TQueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

const UNSAFE_METHODS: ReadonlySet<THttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Marks the token fetch itself, which never goes through the token logic (spec 7). */
export const BOOT_HEADER = 'X-Boot';

/** Dispatched on window when a back-office call answers 401: the session is over (spec 4). */
export const AUTH_LOGOUT_EVENT = 'auth:logout';

/**
 * Back-office calls, the kitchen display's and the courier's phone's among them: marked as XHR (spec 6),
 * and their 401 ends the session on the client (a wall tablet or a phone whose session expired goes back
 * to sign-in).
 */
function isAdminApiPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return ['/api/admin', '/api/auth', '/api/kitchen', '/api/courier'].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** A wrong password at sign-in is no sign of an ended session. */
const NOT_A_SESSION_END = new Set<string>([PUBLIC_API.authLogin]);

/** Sends one request; unsafe methods carry the anti-forgery token and retry once after a 403. */
export async function request<T>(
  method: THttpMethod,
  path: string,
  options: TRequestOptions<T> = {},
): Promise<T> {
  try {
    return await requestWithToken(method, path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && isAdminApiPath(path)) {
      if (!NOT_A_SESSION_END.has(path) && typeof window !== 'undefined') {
        window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
      }
    }
    throw error;
  }
}

async function requestWithToken<T>(
  method: THttpMethod,
  path: string,
  options: TRequestOptions<T>,
): Promise<T> {
  if (!UNSAFE_METHODS.has(method)) return send(method, path, options);
  const token = readCookie(XSRF_COOKIE) ?? (await refreshXsrfToken());
  try {
    return await send(method, path, withXsrfToken(options, token));
  } catch (error) {
    if (!(error instanceof ApiError && isStaleToken(error))) throw error;
    // The session (and with it the token) may have expired or changed: fetch a fresh one, try once more.
    const fresh = await refreshXsrfToken();
    return send(method, path, withXsrfToken(options, fresh));
  }
}

/** A 403 for the anti-forgery token (or a 403 without a code: a proxy's, an older server's). */
function isStaleToken(error: ApiError): boolean {
  return error.status === 403 && (error.code === undefined || error.code === 'STALE_TOKEN');
}

function withXsrfToken<T>(options: TRequestOptions<T>, token: string | null): TRequestOptions<T> {
  if (token === null) return options;
  return { ...options, headers: { ...options.headers, [XSRF_HEADER]: token } };
}

let pendingToken: Promise<string | null> | null = null;

/**
 * GET /api/csrf: the server sets the XSRF-TOKEN cookie and names the same token in the body (the
 * cookie alone is read when the body lacks it). Concurrent callers share one request, so no caller's
 * cancellation reaches it.
 */
export function refreshXsrfToken(): Promise<string | null> {
  pendingToken ??= send('GET', PUBLIC_API.csrf, { headers: { [BOOT_HEADER]: '1' }, schema: ZCsrfSchema })
    .then((answer) => answer?.token ?? readCookie(XSRF_COOKIE))
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

/** The anti-forgery token this browser holds (its XSRF-TOKEN cookie), or null. */
export function currentXsrfToken(): string | null {
  return readCookie(XSRF_COOKIE);
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

async function send<T>(method: THttpMethod, path: string, options: TRequestOptions<T>): Promise<T> {
  const { body, query, signal, schema, timeoutMs = REQUEST_TIMEOUT_MS, credentials = 'include' } = options;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = {
    Accept: options.responseType === 'text' ? 'text/plain' : 'application/json',
    // The language the diner (or admin) chose: the server answers its messages and menu texts in it,
    // and an order or reservation remembers it for its emails.
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  if (isAdminApiPath(path)) headers['X-Requested-With'] = 'XMLHttpRequest';
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        credentials,
        signal: controller.signal,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (cause) {
      throw transportError(cause, timedOut, signal);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw transportError(cause, timedOut, signal);
    }

    if (!response.ok) throw errorFromResponse(response, text);
    if (options.responseType === 'text') return text as T;
    if (text.trim() === '') return undefined as T;

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw invalidResponse(response.status, cause);
    }
    if (!schema) return json as T;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw invalidResponse(response.status, parsed.error);
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

export function apiGet<T>(path: string, options: Omit<TRequestOptions<T>, 'body'> = {}): Promise<T> {
  return request<T>('GET', path, options);
}

export function apiPost<T>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  return request<T>('POST', path, options);
}

export function apiPut<T>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  return request<T>('PUT', path, options);
}

export function apiPatch<T>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  return request<T>('PATCH', path, options);
}

export function apiDelete<T>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  return request<T>('DELETE', path, options);
}

function transportError(cause: unknown, timedOut: boolean, callerSignal: AbortSignal | undefined): unknown {
  // A caller's cancellation is not a failure: pass the AbortError on untouched (TanStack Query expects it).
  if (!timedOut && callerSignal?.aborted) return cause;
  if (timedOut) {
    return new ApiError(
      {
        status: 0,
        error: CLIENT_ERROR_CODES.timeout,
        message: t('site.error.timeout'),
      },
      { cause },
    );
  }
  return new ApiError(
    {
      status: 0,
      error: CLIENT_ERROR_CODES.network,
      message: t('site.error.network'),
    },
    { cause },
  );
}

function invalidResponse(status: number, cause: unknown): ApiError {
  return new ApiError(
    {
      status: 0,
      error: CLIENT_ERROR_CODES.invalidResponse,
      message: t('site.error.invalidResponse', { status }),
    },
    { cause },
  );
}

function errorFromResponse(response: Response, text: string): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ZApiErrorSchema.safeParse(json);
  if (parsed.success) return new ApiError({ ...parsed.data, status: response.status });
  return new ApiError({
    status: response.status,
    error: response.statusText || 'Error',
    message: t('site.error.requestFailed', { status: response.status }),
  });
}
