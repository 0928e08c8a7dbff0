import { clearCookie, setCookie } from '@test/cookies';
import { jsonResponse } from '@test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiGet, buildUrl, REQUEST_TIMEOUT_MS, request } from './api-client';

describe('api client', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookie('XSRF-TOKEN');
  });

  it('sends GET with cookies and returns the JSON body', async () => {
    fetch.mockResolvedValue(jsonResponse(200, [{ id: 1 }]));
    await expect(apiGet('/api/menu-items')).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/menu-items');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
  });

  it('validates the answer with a schema', async () => {
    fetch.mockResolvedValue(jsonResponse(200, { id: 'not a number' }));
    const error = await apiGet('/api/x', { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, error: 'InvalidResponse' });
  });

  it("turns a non-2xx answer into an ApiError with the server's fields", async () => {
    fetch.mockResolvedValue(
      jsonResponse(400, {
        status: 400,
        error: 'Bad Request',
        message: 'Please correct the highlighted fields.',
        details: { 'customerInfo.email': 'Valid email required' },
      }),
    );
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'Please correct the highlighted fields.',
      details: { 'customerInfo.email': 'Valid email required' },
    });
  });

  it('gives a readable error when the error body is not the error shape', async () => {
    fetch.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      error: 'Bad Gateway',
      message: 'Request failed (502). Please try again.',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiGet('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, error: 'NetworkError' });
  });

  it('gives up after 12 seconds', async () => {
    vi.useFakeTimers();
    fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiGet('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, error: 'Timeout' });
  });

  it("passes a caller's cancellation on as is", async () => {
    fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiGet('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('sends a JSON body for other methods and accepts an empty answer', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    fetch.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('POST', '/api/x', { body: { a: 1 } })).resolves.toBeUndefined();
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('buildUrl', () => {
  it('appends the query, leaving out empty values', () => {
    expect(buildUrl('/api/orders/track', { orderId: 'AB 1', email: 'a@b.ch', at: undefined, x: null })).toBe(
      '/api/orders/track?orderId=AB+1&email=a%40b.ch',
    );
    expect(buildUrl('/api/x', {})).toBe('/api/x');
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
  });
});
