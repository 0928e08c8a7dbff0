import { ORDER_KIND, type TIncomingKind, type TOrderKind } from './order-kind';

const resource = (kind: TOrderKind) => ORDER_KIND[kind].resource;

export const INCOMING_ACTIONS = ['seen', 'confirm', 'cancel'] as const;
export type TIncomingAction = (typeof INCOMING_ACTIONS)[number];

/**
 * Route patterns (`:id` marks a path parameter): the server registers its routes with these, and the
 * web fills them with `apiPath`. Paths that depend on the order kind are derived from `ORDER_KIND`.
 */
export const ROUTE = {
  adminUser: '/api/admin/users/:id',
  adminFoodItem: '/api/admin/food-items/:id',
  adminMenuItem: '/api/admin/menu-items/:id',
  adminBuffetItem: '/api/admin/buffet-items/:id',
  /** Sold out today (issue 18): `{ soldOut: boolean }`. */
  adminMenuItemSoldOut: '/api/admin/menu-items/:id/sold-out-today',
  adminBuffetItemSoldOut: '/api/admin/buffet-items/:id/sold-out-today',
  adminRestaurantInfoById: '/api/admin/restaurant-info/:id',
  adminReservation: '/api/admin/reservations/:id',
  adminReservationStatus: '/api/admin/reservations/:id/status',
  /** Placing an order of the kind: `/api/orders`, `/api/buffet-orders`. */
  orders: (kind: TOrderKind) => `/api/${resource(kind)}`,
  ordersTrack: (kind: TOrderKind) => `/api/${resource(kind)}/track`,
  /** The full order for printing (admin only, though not under /admin). */
  order: (kind: TOrderKind) => `/api/${resource(kind)}/:id`,
  adminOrders: (kind: TOrderKind) => `/api/admin/${resource(kind)}`,
  adminOrderStatus: (kind: TOrderKind) => `/api/admin/${resource(kind)}/:id/status`,
  adminOrderReceipt: (kind: TOrderKind) => `/api/admin/${resource(kind)}/:id/receipt`,
  paymentIntent: (kind: TOrderKind) => `/api/payments/${ORDER_KIND[kind].payment}-orders/:id/intent`,
  /** Seen / confirm / cancel on an incoming card: `/api/admin/menu-orders/:id/seen`. */
  incomingAction: (kind: TIncomingKind, action: TIncomingAction) => `/api/admin/${kind}-orders/:id/${action}`,
} as const;

/** A route pattern with its parameters filled in, each one URL-encoded. */
export function apiPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** API paths used by the server routes and the web client. */
export const API = {
  health: '/api/health',
  csrf: '/api/csrf',
  menuItems: '/api/menu-items',
  foodItems: '/api/food-items',
  buffetItems: '/api/buffet-items',
  restaurantInfoCurrent: '/api/restaurant-info/current',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authMe: '/api/auth/me',
  adminUsers: '/api/admin/users',
  adminUser: (id: number | string) => apiPath(ROUTE.adminUser, { id }),
  adminFoodItems: '/api/admin/food-items',
  adminFoodItem: (id: number | string) => apiPath(ROUTE.adminFoodItem, { id }),
  adminMenuItems: '/api/admin/menu-items',
  adminMenuItem: (id: number | string) => apiPath(ROUTE.adminMenuItem, { id }),
  adminBuffetItems: '/api/admin/buffet-items',
  adminBuffetItem: (id: number | string) => apiPath(ROUTE.adminBuffetItem, { id }),
  adminRestaurantInfo: '/api/admin/restaurant-info',
  adminRestaurantInfoById: (id: number | string) => apiPath(ROUTE.adminRestaurantInfoById, { id }),
  adminDiscountsCurrent: '/api/admin/discounts/current',
  publicDiscountsActive: '/api/public/discounts/active',
  publicHoursStatus: '/api/public/hours/status',
  publicServiceStatus: '/api/public/service-status',
  /** The processors the privacy page names, from the configuration (issue 19). */
  publicLegal: '/api/public/legal',
  adminServiceStatus: '/api/admin/service-status',
  /** The times the checkout offers for an order type on a date (issue 18). */
  publicOrderSlots: '/api/public/order-slots',
  /** Recent sold-out-today changes (issue 18). */
  adminSoldOutHistory: '/api/admin/sold-out-today/history',
  /** Recent changes of the special days and slot capacity (issue 18). */
  adminServiceSettingsHistory: '/api/admin/service-settings/history',
  adminMenuItemSoldOut: (id: number | string) => apiPath(ROUTE.adminMenuItemSoldOut, { id }),
  adminBuffetItemSoldOut: (id: number | string) => apiPath(ROUTE.adminBuffetItemSoldOut, { id }),

  /** The order paths of a kind (placing, tracking, the full order, admin list, status, receipt). */
  ordersOf: (kind: TOrderKind) => ROUTE.orders(kind),
  ordersTrackOf: (kind: TOrderKind) => ROUTE.ordersTrack(kind),
  orderOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.order(kind), { id }),
  adminOrdersOf: (kind: TOrderKind) => ROUTE.adminOrders(kind),
  adminOrderStatusOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.adminOrderStatus(kind), { id }),
  adminOrderReceiptOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.adminOrderReceipt(kind), { id }),
  paymentIntentOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.paymentIntent(kind), { id }),

  simulatedPaymentConfirm: '/api/payments/simulated/confirm',
  /** Stripe's events (signed; exempt from anti-forgery). */
  paymentsWebhook: '/api/payments/webhook',

  reservations: '/api/reservations',
  adminReservations: '/api/admin/reservations',
  adminReservation: (id: string) => apiPath(ROUTE.adminReservation, { id }),
  adminReservationStatus: (id: string) => apiPath(ROUTE.adminReservationStatus, { id }),

  /** Incoming cards (orders in NEW, paid card orders, REQUESTED reservations), oldest first. */
  adminIncoming: '/api/admin/orders/new',
  /** POST seen / confirm / cancel on an incoming card (the card's kind: menu, buffet or reservation). */
  adminIncomingAction: (kind: TIncomingKind, id: string, action: TIncomingAction) =>
    apiPath(ROUTE.incomingAction(kind, action), { id }),
  adminAlerts: '/api/admin/alerts',
  adminAlertsSeen: '/api/admin/alerts/seen',
  /** Server-Sent Events announcing changes to orders and reservations (admin only). */
  adminEvents: '/api/admin/events',
  adminEmails: '/api/admin/emails',
  webpushVapidKey: '/api/public/webpush/vapid-key',
  webpushSubscribe: '/api/public/webpush/subscribe',
} as const;
