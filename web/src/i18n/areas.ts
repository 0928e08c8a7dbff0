/**
 * Which area of the public catalogue a key belongs to, and so when it loads (docs/decisions/009): the
 * key's first segment, except for the prefixes below, which a page that does not show them should not
 * carry. Read by the build (vite-i18n-catalogs.ts cuts each language's file into areas) and by the app
 * (catalogs.ts loads them).
 *
 * - `site`: the shell (header, footer, cart, errors, labels), before the first paint on every page;
 * - `home`, `menu`: their pages; `cart`: the cart drawer, with its chunk; `checkout`: /checkout; `payment`: the payment step and card forms,
 *   with their chunks; `promo`: the checkout's promo code and gift voucher fields, with their chunks (when the diner opens one);
 *   `slots`: the checkout's picker of a later time, with its chunk (when the diner schedules an order);
 * - `pages`: reservation, thank-you, tracking and privacy (and the order status labels they and the back
 *   office show);
 * - `labels`: the menu's food declarations and filters (keys `menu.…`), after the menu's first
 *   paint with their chunk, and with the back office's food item dialog.
 */
export const PUBLIC_AREAS = [
  'site',
  'home',
  'menu',
  'labels',
  'cart',
  'checkout',
  'payment',
  'promo',
  'slots',
  'pages',
] as const;
export type TPublicArea = (typeof PUBLIC_AREAS)[number];

/** Most specific first. */
const AREA_OF_PREFIX: readonly (readonly [string, TPublicArea])[] = [
  ['site.home.', 'home'],
  ['site.menu.', 'menu'],
  ['menu.', 'labels'],
  ['site.orderStatus.', 'pages'],
  ['checkout.card.', 'payment'],
  ['checkout.pay.', 'payment'],
  ['checkout.promo.', 'promo'],
  ['checkout.voucher.', 'promo'],
  ['checkout.slots.', 'slots'],
];

export function areaOfKey(key: string): string {
  for (const [prefix, area] of AREA_OF_PREFIX) if (key.startsWith(prefix)) return area;
  return key.split('.', 1)[0] ?? key;
}
