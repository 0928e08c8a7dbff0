import type { NotificationData } from '@mantine/notifications';
import { t } from '@/i18n/i18n';
import { ApiError } from './api-client';

/** Spec section 8: success toasts green for 2.5 s, errors red for 4 s, repeats within 5 s dropped. */
const SUCCESS_TOAST_MS = 2_500;
const ERROR_TOAST_MS = 4_000;
const DUPLICATE_TOAST_WINDOW_MS = 5_000;

const lastShown = new Map<string, number>();

type TToastStore = typeof import('./toast-store')['notifications'];
let store: TToastStore | undefined;
let loadingStore: Promise<TToastStore> | undefined;

/**
 * Mantine's toast store, fetched with the first toast (most visits never see one), then kept: toasts
 * after the first are shown at once. A failed fetch (offline, a new deployment) is tried again with
 * the next toast.
 */
export function loadToastStore(): Promise<TToastStore> {
  loadingStore ??= import('./toast-store').then(
    (module) => {
      store = module.notifications;
      return store;
    },
    (error: unknown) => {
      loadingStore = undefined;
      throw error;
    },
  );
  return loadingStore;
}

// Whether a toast was asked for: NotificationsHost mounts the toast container from then on.
let toastRequested = false;
const requestListeners = new Set<() => void>();

/** For useSyncExternalStore: whether any toast has been shown in this page's life. */
export function hasToastBeenRequested(): boolean {
  return toastRequested;
}

/** For useSyncExternalStore: `listener` runs when the first toast is asked for. */
export function subscribeToToastRequests(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function deliver(toast: NotificationData): void {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of requestListeners) listener();
  }
  if (store) {
    store.show(toast);
    return;
  }
  // The toast waits for the store, then shows with its full display time. Without the store (its
  // fetch failed, and the container's would too) the toast is lost.
  loadToastStore().then(
    (loaded) => loaded.show(toast),
    () => {},
  );
}

function show(kind: 'success' | 'error', message: string, autoClose?: number): void {
  const key = `${kind}\u0000${message}`;
  const now = Date.now();
  const previous = lastShown.get(key);
  if (previous !== undefined && now - previous < DUPLICATE_TOAST_WINDOW_MS) return;
  lastShown.set(key, now);
  // Forget old entries so the map never grows with the session.
  for (const [other, at] of lastShown) {
    if (now - at >= DUPLICATE_TOAST_WINDOW_MS) lastShown.delete(other);
  }
  deliver({
    message,
    color: kind === 'success' ? 'green' : 'red',
    // Mantine's close button is an icon: screen readers need its name (axe: button-name).
    closeButtonProps: { 'aria-label': t('site.toast.close') },
    autoClose: autoClose ?? (kind === 'success' ? SUCCESS_TOAST_MS : ERROR_TOAST_MS),
  });
}

/** Spec 9: the reservation success toast stays 8 s. */
export const RESERVATION_SUCCESS_TOAST_MS = 8_000;

/**
 * A green toast, e.g. notifySuccess('Saved'); `autoClose` (ms) for the few the spec keeps longer,
 * e.g. notifySuccess(message, { autoClose: RESERVATION_SUCCESS_TOAST_MS }).
 */
export function notifySuccess(message: string, options: { autoClose?: number } = {}): void {
  show('success', message, options.autoClose);
}

/**
 * A red toast with the server's message when the failure carries one, else `fallback`
 * (e.g. notifyError(error, 'Save failed')). Failures that never reached the server use the fallback.
 */
export function notifyError(error: unknown, fallback: string): void {
  show('error', serverMessage(error) ?? fallback);
}

/** The `message` field of the server's error answer, if there was one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status > 0 && error.message.trim() !== '') return error.message;
  return null;
}

/** Forgets which toasts were shown and that any was (tests start from a clean slate). */
export function clearToastHistory(): void {
  lastShown.clear();
  toastRequested = false;
  for (const listener of requestListeners) listener();
}
