import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';

/** Spec section 8: success toasts green for 2.5 s, errors red for 4 s, repeats within 5 s dropped. */
const SUCCESS_TOAST_MS = 2_500;
const ERROR_TOAST_MS = 4_000;
const DUPLICATE_TOAST_WINDOW_MS = 5_000;

const lastShown = new Map<string, number>();

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
  notifications.show({
    message,
    color: kind === 'success' ? 'green' : 'red',
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

/** Forgets which toasts were shown (tests start from a clean slate). */
export function clearToastHistory(): void {
  lastShown.clear();
}
