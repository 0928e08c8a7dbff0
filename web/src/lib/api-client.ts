import { type TApiError, ZApiErrorSchema } from '@app/shared/api-error';
import type { z } from 'zod';

/**
 * The one HTTP client of the web app (spec section 7): cookies always sent, 12 s timeout, and every
 * failure turned into an ApiError carrying the server's error shape `{status, error, message, details?}`.
 *
 * Only GET is used so far. POST/PUT/PATCH/DELETE go through the same `request` function; the
 * anti-forgery step (XSRF-TOKEN cookie -> X-XSRF-TOKEN header, refresh and retry once on 403) belongs
 * in `request` when the first unsafe call is added, so no caller ever handles it.
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
  readonly details: Record<string, string> | undefined;

  constructor(shape: TApiError, options?: { cause?: unknown }) {
    super(shape.message, options);
    this.status = shape.status;
    this.error = shape.error;
    this.details = shape.details;
  }

  toJSON(): TApiError {
    return {
      status: this.status,
      error: this.error,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
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
  schema?: z.ZodType<T>;
  timeoutMs?: number;
  /** Defaults to 'include' (spec 7: all requests are sent with cookies). */
  credentials?: RequestCredentials;
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

export async function request<T>(
  method: THttpMethod,
  path: string,
  options: TRequestOptions<T> = {},
): Promise<T> {
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

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
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

function transportError(cause: unknown, timedOut: boolean, callerSignal: AbortSignal | undefined): unknown {
  // A caller's cancellation is not a failure: pass the AbortError on untouched (TanStack Query expects it).
  if (!timedOut && callerSignal?.aborted) return cause;
  if (timedOut) {
    return new ApiError(
      {
        status: 0,
        error: CLIENT_ERROR_CODES.timeout,
        message: 'The server took too long to answer. Please try again.',
      },
      { cause },
    );
  }
  return new ApiError(
    {
      status: 0,
      error: CLIENT_ERROR_CODES.network,
      message: 'Could not reach the server. Please check your connection and try again.',
    },
    { cause },
  );
}

function invalidResponse(status: number, cause: unknown): ApiError {
  return new ApiError(
    {
      status: 0,
      error: CLIENT_ERROR_CODES.invalidResponse,
      message: `The server sent an unexpected answer (${status}). Please try again later.`,
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
    message: `Request failed (${response.status}). Please try again.`,
  });
}
