import { API } from '@app/shared/api-paths';
import { ORDER_KIND } from '@app/shared/order-kind';
import { z } from 'zod/mini';
import { apiGet, apiPost } from '@/lib/api-client';

/** Spec 7: the incoming screen registers for these three kinds of news. */
export const PUSH_TAGS = [ORDER_KIND.MENU.alert, ORDER_KIND.BUFFET.alert, 'reservations'] as const;
const SERVICE_WORKER_URL = '/sw.js';

/** 'failed': allowed, but the browser's push service or our server could not be reached. */
export type TPushState = 'unsupported' | 'denied' | 'off' | 'on' | 'failed';

/** What this browser offers, and whether the admin has allowed notifications. */
export function pushState(): TPushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const ZSubscriptionJson = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});

/**
 * Registers this device for pushes: asks for permission when `ask` (it must follow a click), registers
 * the service worker, subscribes with the server's VAPID key and sends the subscription once per tag.
 * Resolves to the resulting state; failures are logged, never thrown (spec section 8: push failures are
 * ignored), and reported as 'failed' so the screen can offer to try again.
 */
export async function enablePush(ask: boolean): Promise<TPushState> {
  let state = pushState();
  if (state === 'unsupported' || state === 'denied') return state;
  try {
    if (state === 'off') {
      if (!ask) return state;
      const answer = await Notification.requestPermission();
      state = answer === 'granted' ? 'on' : answer === 'denied' ? 'denied' : 'off';
      if (state !== 'on') return state;
    }
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await navigator.serviceWorker.ready;
    const { publicKey } = await apiGet(API.webpushVapidKey, { schema: z.object({ publicKey: z.string() }) });
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
    const { endpoint, keys } = ZSubscriptionJson.parse(subscription.toJSON());
    for (const tag of PUSH_TAGS) await apiPost(API.webpushSubscribe, { body: { endpoint, tag, keys } });
    return 'on';
  } catch (error) {
    console.warn('Push registration failed:', error);
    return 'failed';
  }
}
