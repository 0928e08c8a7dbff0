import { ORDER_KIND, type TOrderKind } from '@app/shared/order-kind';
import type { TPublicKey } from '@/i18n/catalogs';

/** /track or /track-buffet with the order id and the email that identify the order (spec 6). */
export function trackingHref(kind: TOrderKind, orderId: string, email: string): string {
  const query = new URLSearchParams({ orderId, email });
  return `${ORDER_KIND[kind].trackPage}?${query}`;
}

/** Spec 5 and 8: what the tracking pages say when the link or the order is wrong (catalogue keys). */
export const TRACKING_TEXTS: Record<TOrderKind, { title: TPublicKey; notFound: TPublicKey }> = {
  MENU: { title: 'pages.track.title', notFound: 'pages.track.notFound' },
  BUFFET: { title: 'pages.track.buffetTitle', notFound: 'pages.track.buffetNotFound' },
};
