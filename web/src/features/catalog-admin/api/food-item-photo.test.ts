import { clearCookie, setCookie } from '@test/cookies';
import { jsonResponse } from '@test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, AUTH_LOGOUT_EVENT } from '@/lib/api-client';
import { uploadFoodItemPhoto } from './food-item-photo';

const PHOTO = {
  url: '/api/photos/0123456789abcdef0123-640.jpg',
  srcset: '/api/photos/0123456789abcdef0123-320.jpg 320w, /api/photos/0123456789abcdef0123-640.jpg 640w',
  width: 640,
  height: 480,
  sources: [],
  crop: { x: 800, y: 300, width: 400, height: 300 },
  original: { url: '/api/photos/0123456789abcdef0123-original.jpg', width: 1600, height: 1200 },
};

type TAnswer = { status: number; body?: unknown };

/** A stand-in for the browser's XHR: records what is sent and answers from a queue. */
function fakeXhr(answers: TAnswer[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: undefined as unknown,
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body, withCredentials: this.withCredentials } as (typeof sent)[number]);
      const answer = answers.shift();
      queueMicrotask(() => {
        if (!answer) {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  return { FakeXhr, sent };
}

describe('the food item photo upload', () => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dish.jpg', { type: 'image/jpeg' });
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    clearCookie('XSRF-TOKEN');
    fetch = vi.fn(async () => {
      setCookie('XSRF-TOKEN', 'fresh-token');
      return jsonResponse(200, { token: 'fresh-token' });
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.unstubAllGlobals();
  });

  it('sends the file itself with its type, the crop as the query and the session token, and reports progress', async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    const { FakeXhr, sent } = fakeXhr([{ status: 200, body: PHOTO }]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const photo = await uploadFoodItemPhoto({
      foodItemId: 7,
      file,
      crop: { x: 800, y: 300, width: 400, height: 300 },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(photo).toEqual(PHOTO);
    expect(progress).toEqual([0.5]);
    expect(fetch).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/food-items/7/photo?x=800&y=300&width=400&height=300',
      body: file,
      withCredentials: true,
      headers: {
        'Content-Type': 'image/jpeg',
        'X-XSRF-TOKEN': 'token-1',
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
  });

  it('leaves the crop to the server when there is none, and fetches a token when the cookie is absent', async () => {
    const { FakeXhr, sent } = fakeXhr([{ status: 200, body: PHOTO }]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const untyped = new File([new Uint8Array([1])], 'IMG_0001.HEIC', { type: '' });
    await uploadFoodItemPhoto({ foodItemId: 7, file: untyped, crop: null });
    expect(fetch).toHaveBeenCalledOnce();
    expect(sent[0]?.url).toBe('/api/admin/food-items/7/photo');
    expect(sent[0]?.headers).toMatchObject({
      'Content-Type': 'application/octet-stream',
      'X-XSRF-TOKEN': 'fresh-token',
    });
  });

  it("passes the server's refusal on with its code and message", async () => {
    setCookie('XSRF-TOKEN', 'token-1');
    const refusal = {
      status: 415,
      error: 'Unsupported Media Type',
      code: 'PHOTO_UNREADABLE',
      message: 'This file is not a photo we can read. Please upload a JPEG, PNG, WebP or HEIC photo.',
    };
    const { FakeXhr } = fakeXhr([{ status: 415, body: refusal }]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failure = await uploadFoodItemPhoto({ foodItemId: 7, file, crop: null }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, code: 'PHOTO_UNREADABLE', message: refusal.message });
  });

  it('retries once with a fresh token after a stale one, and a 401 ends the session', async () => {
    setCookie('XSRF-TOKEN', 'old-token');
    const stale = {
      status: 403,
      error: 'Forbidden',
      code: 'STALE_TOKEN',
      message: 'Your session has expired.',
    };
    let xhr = fakeXhr([
      { status: 403, body: stale },
      { status: 200, body: PHOTO },
    ]);
    vi.stubGlobal('XMLHttpRequest', xhr.FakeXhr);
    await expect(uploadFoodItemPhoto({ foodItemId: 7, file, crop: null })).resolves.toEqual(PHOTO);
    expect(xhr.sent.map((request) => request.headers['X-XSRF-TOKEN'])).toEqual(['old-token', 'fresh-token']);

    const loggedOut = vi.fn();
    window.addEventListener(AUTH_LOGOUT_EVENT, loggedOut);
    xhr = fakeXhr([{ status: 401, body: { status: 401, error: 'Unauthorized', message: 'Sign in.' } }]);
    vi.stubGlobal('XMLHttpRequest', xhr.FakeXhr);
    await expect(uploadFoodItemPhoto({ foodItemId: 7, file, crop: null })).rejects.toMatchObject({
      status: 401,
    });
    expect(loggedOut).toHaveBeenCalledOnce();
    window.removeEventListener(AUTH_LOGOUT_EVENT, loggedOut);
  });
});
