import { ORDER_KIND, type TOrderKind } from '@app/shared/order-kind';

/** /track or /track-buffet with the order id and the email that identify the order (spec 6). */
export function trackingHref(kind: TOrderKind, orderId: string, email: string): string {
  const query = new URLSearchParams({ orderId, email });
  return `${ORDER_KIND[kind].trackPage}?${query}`;
}

/** Spec 5 and 8: what the tracking pages say when the link or the order is wrong. */
export const TRACKING_TEXTS: Record<TOrderKind, { title: string; notFound: string }> = {
  MENU: { title: 'Track your order', notFound: 'Could not find your order.' },
  BUFFET: { title: 'Track your buffet order', notFound: 'Could not find your buffet order.' },
};

export const MISSING_LINK_PARAMS_MESSAGE = 'Missing orderId or email in the link.';
