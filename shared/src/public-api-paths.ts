import { ORDER_KIND, type TOrderKind } from './order-kind';

/**
 * The API paths a diner's browser calls, apart from the back office's (which are in `api-paths.ts`,
 * whose `API` and `ROUTE` include these): the public pages load this module before they paint, so the
 * admin paths stay out of their JavaScript (the 150 kB budget, docs/performance.md). A new path that a
 * public page calls belongs here; one only the back office or the server uses, in `api-paths.ts`.
 */

const resource = (kind: TOrderKind) => ORDER_KIND[kind].resource;

/** Route patterns (`:id` marks a path parameter) of the public routes; see `ROUTE` in api-paths.ts. */
export const PUBLIC_ROUTE = {
  /** Placing an order of the kind: `/api/orders`, `/api/buffet-orders`. */
  orders: (kind: TOrderKind) => `/api/${resource(kind)}`,
  ordersTrack: (kind: TOrderKind) => `/api/${resource(kind)}/track`,
  /** An order's tracking link from its number and email, whatever its kind. */
  ordersLookup: '/api/orders/lookup',
  paymentIntent: (kind: TOrderKind) => `/api/payments/${ORDER_KIND[kind].payment}-orders/:id/intent`,
  /** A gift voucher bought online, as its buyer follows the payment. */
  voucherPurchase: '/api/vouchers/purchases/:id',
} as const;

/** A route pattern with its parameters filled in, each one URL-encoded. */
export function apiPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The public API paths (and the sign-in's, which the HTTP client needs); `API` has them too. */
export const PUBLIC_API = {
  health: '/api/health',
  csrf: '/api/csrf',
  menuItems: '/api/menu-items',
  foodItems: '/api/food-items',
  buffetItems: '/api/buffet-items',
  /** The visible menu categories in the menu's order, named in the request's language. */
  categories: '/api/categories',
  restaurantInfoCurrent: '/api/restaurant-info/current',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authMe: '/api/auth/me',
  publicDiscountsActive: '/api/public/discounts/active',
  publicHoursStatus: '/api/public/hours/status',
  publicServiceStatus: '/api/public/service-status',
  /** The processors the privacy page names, from the configuration. */
  publicLegal: '/api/public/legal',
  /** `?code=&kind=&orderType=`: a promo code's terms for such an order now, or 422 with the reason. */
  promoCodeCheck: '/api/promo-codes/check',
  /** POST: a gift voucher bought online (vouchers.ts); the answer carries its payment. */
  vouchers: '/api/vouchers',
  /** `?code=`: what is left on a gift voucher (rate-limited). */
  voucherCheck: '/api/vouchers/check',
  /** POST `{ code }`: a gift voucher as printed, for its holder. */
  voucherView: '/api/vouchers/view',
  /** The owner's terms for vouchers bought online (amounts, limits, validity). */
  voucherSettings: '/api/vouchers/settings',
  voucherPurchaseOf: (id: string) => apiPath(PUBLIC_ROUTE.voucherPurchase, { id }),
  /** The times the checkout offers for an order type on a date. */
  publicOrderSlots: '/api/public/order-slots',
  /** The restaurant's delivery zones, and its fees, ASAP times and order types. */
  deliveryZones: '/api/delivery-zones',
  orderSettings: '/api/order-settings',

  /** Placing and tracking an order of a kind, and its card payment. */
  ordersOf: (kind: TOrderKind) => PUBLIC_ROUTE.orders(kind),
  ordersTrackOf: (kind: TOrderKind) => PUBLIC_ROUTE.ordersTrack(kind),
  ordersLookup: PUBLIC_ROUTE.ordersLookup,
  paymentIntentOf: (kind: TOrderKind, id: string) => apiPath(PUBLIC_ROUTE.paymentIntent(kind), { id }),
  simulatedPaymentConfirm: '/api/payments/simulated/confirm',
  /** Stripe's events (signed; exempt from anti-forgery). */
  paymentsWebhook: '/api/payments/webhook',

  /** POST `{ email }`: a sign-in link by email for a diner's account (202 whether the email is known or not). */
  accountSignInLink: '/api/account/sign-in-link',
  /** POST `{ token }`: the emailed link's token for a diner's session. */
  accountSignIn: '/api/account/sign-in',
  accountSignOut: '/api/account/sign-out',
  /** The signed-in diner (GET); DELETE: the account deleted, its orders' personal fields anonymised. */
  account: '/api/account',
  accountMe: '/api/account/me',
  /** The diner's orders, newest first, made with the account's email (guest orders included). */
  accountOrders: '/api/account/orders',
  /** The diner's table bookings, newest first, made with the account's email. */
  accountReservations: '/api/account/reservations',
  /** GET, PUT: the saved name, phone and addresses that fill the checkout. */
  accountProfile: '/api/account/profile',
  /** Everything kept about the diner, as a JSON download. */
  accountExport: '/api/account/export',

  reservations: '/api/reservations',
  /** `?date=YYYY-MM-DD&people=N`: the times a request may take that day (`TAvailability`). */
  reservationAvailability: '/api/reservations/availability',
} as const;
