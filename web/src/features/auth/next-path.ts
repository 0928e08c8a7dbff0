import type { TUserRole } from '@app/shared/enums';
import { isAdminPath, isCourierPath, isKitchenPath, paths } from '@/paths';

/** Only paths of this site are followed after sign-in; anything else falls back to the back office. */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/**
 * Where sign-in leads an account asked to go to `next` (a path of this site, with its query): an ADMIN
 * there; a KITCHEN account (a wall tablet's) to the kitchen display, which is all it may open, unless
 * `next` is a page of the display already; a COURIER account (a courier's phone) likewise to its
 * deliveries; null: the account may not open `next` (a diner's account on a back-office, kitchen or
 * courier page, or an account whose role means nothing to us).
 */
export function landingAfterSignIn(role: TUserRole | null, next: string): string | null {
  const path = next.split(/[?#]/)[0] ?? '';
  if (role === 'ADMIN') return next;
  if (role === 'KITCHEN') return isKitchenPath(path) ? next : paths.kitchen;
  if (role === 'COURIER') return isCourierPath(path) ? next : paths.courier;
  return isAdminPath(path) || isKitchenPath(path) || isCourierPath(path) ? null : next;
}
