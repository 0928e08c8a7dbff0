import { clearCookie } from '@test/cookies';
import { fakeApi } from '@test/fake-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, enablePush, PUSH_TAGS, pushState } from './push-registration';

const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/abc',
  keys: {
    p256dh: 'BLc4xRzKlKORKWlbdgFaBrrPK3ydWAHo4M0gs0i1oEKgPpWC5cW8OCzVI',
    auth: 'k8JV6sjdbhAi1n3_LDBLvA',
  },
};

/** Browser push APIs as a granted, supporting browser has them (jsdom has none). */
function stubBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => ({
    options,
    toJSON: () => SUBSCRIPTION,
  }));
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { register, subscribe, requestPermission };
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  clearCookie('XSRF-TOKEN');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push registration', () => {
  it('turns the base64url VAPID key into the 65 bytes of a P-256 public key', () => {
    const bytes = applicationServerKey(VAPID);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('is unsupported without service workers', () => {
    expect(pushState()).toBe('unsupported');
  });

  it('asks only after a click, then registers the worker and sends the subscription once per tag', async () => {
    const browser = stubBrowser('default', 'granted');
    const api = fakeApi({
      'GET /api/public/webpush/vapid-key': { body: { publicKey: VAPID } },
      'POST /api/public/webpush/subscribe': { status: 201, body: { subscribed: true } },
    });
    vi.stubGlobal('fetch', api.fetch);

    expect(await enablePush(false)).toBe('off');
    expect(browser.requestPermission).not.toHaveBeenCalled();

    expect(await enablePush(true)).toBe('on');
    expect(browser.register).toHaveBeenCalledWith('/sw.js');
    expect(browser.subscribe.mock.calls[0]?.[0]).toMatchObject({ userVisibleOnly: true });
    const sent = api.calls.filter((c) => c.path === '/api/public/webpush/subscribe').map((c) => c.body);
    expect(sent).toEqual(PUSH_TAGS.map((tag) => ({ ...SUBSCRIPTION, tag })));
  });

  it('a refusal leaves things as they are, and a failure is swallowed', async () => {
    stubBrowser('default', 'denied');
    expect(await enablePush(true)).toBe('denied');

    stubBrowser('granted');
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/public/webpush/vapid-key': { status: 503 } }).fetch);
    await expect(enablePush(false)).resolves.toBe('failed');
    expect(console.warn).toHaveBeenCalled();
  });
});
