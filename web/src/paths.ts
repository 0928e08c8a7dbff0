import { ORDER_KIND, ORDER_KINDS, type TOrderKind } from '@app/shared/order-kind';

/**
 * Every route path of the web app, defined once and used by the router, links, redirects and tests
 * (spec section 2).
 */

/** Ids of the home page sections that the navigation links to with a hash. */
export const HOME_SECTION_IDS = {
  about: 'about',
  location: 'location',
  contact: 'contact',
} as const;

export const paths = {
  home: '/',
  about: `/#${HOME_SECTION_IDS.about}`,
  location: `/#${HOME_SECTION_IDS.location}`,
  contact: `/#${HOME_SECTION_IDS.contact}`,
  menu: '/menu',
  checkout: '/checkout',
  reservation: '/reservation',
  /** Gift vouchers: buy one online. */
  vouchers: '/vouchers',
  /** After paying for a voucher: `?id=` of the purchase. */
  voucherThankYou: '/vouchers/thank-you',
  login: '/login',
  thankYou: '/thank-you',
  track: ORDER_KIND.MENU.trackPage,
  trackBuffet: ORDER_KIND.BUFFET.trackPage,
  privacy: '/privacy',
  /** The legal notice: who runs the restaurant, its VAT number. */
  legal: '/legal',
  /**
   * The diner's account (shared ACCOUNT_PAGE, written out: the shared module's schemas stay out of the
   * first load): a link by email to sign in, the orders and bookings, the saved details.
   */
  account: '/account',
  /** Where the emailed link lands, `?token=…` (shared ACCOUNT_SIGN_IN_PAGE). */
  accountSignIn: '/account/sign-in',
  admin: '/admin',
  /** The kitchen display (a KITCHEN account's wall tablet, or an admin): outside the back office's chrome. */
  kitchen: '/kitchen',
  /** A courier's deliveries on their phone (a COURIER account, or an admin): outside the back office's chrome. */
  courier: '/courier',
  /** A gift voucher as printed, its code after the hash (never sent to the server in the address). */
  voucher: '/voucher',
} as const;

/** The back office: the public header, spacer and footer are hidden on these paths (spec section 2). */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

/** The kitchen display: a screen of its own, without the public header and footer either. */
export function isKitchenPath(pathname: string): boolean {
  return pathname === paths.kitchen || pathname.startsWith(`${paths.kitchen}/`);
}

/** The courier's phone view: a screen of its own, without the public header and footer either. */
export function isCourierPath(pathname: string): boolean {
  return pathname === paths.courier || pathname.startsWith(`${paths.courier}/`);
}

/** /thank-you with what the tracking link needs; the order kind in lower case (`kind=menu|buffet`). */
export function thankYouHref(order: { orderId: string; email: string; kind: TOrderKind }): string {
  const query = new URLSearchParams({
    orderId: order.orderId,
    email: order.email,
    kind: order.kind.toLowerCase(),
  });
  return `${paths.thankYou}?${query}`;
}

/** The order kind a /thank-you link names; a menu order when it names none or an unknown one. */
export function thankYouKind(param: string | null): TOrderKind {
  return ORDER_KINDS.find((kind) => kind.toLowerCase() === param) ?? 'MENU';
}
