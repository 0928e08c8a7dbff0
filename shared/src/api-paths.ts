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
  adminUser: (id: number | string) => `/api/admin/users/${id}`,
  adminFoodItems: '/api/admin/food-items',
  adminFoodItem: (id: number | string) => `/api/admin/food-items/${id}`,
  adminMenuItems: '/api/admin/menu-items',
  adminMenuItem: (id: number | string) => `/api/admin/menu-items/${id}`,
  adminBuffetItems: '/api/admin/buffet-items',
  adminBuffetItem: (id: number | string) => `/api/admin/buffet-items/${id}`,
  adminRestaurantInfo: '/api/admin/restaurant-info',
  adminRestaurantInfoById: (id: number | string) => `/api/admin/restaurant-info/${id}`,
  adminDiscountsCurrent: '/api/admin/discounts/current',
  publicDiscountsActive: '/api/public/discounts/active',
  publicHoursStatus: '/api/public/hours/status',

  orders: '/api/orders',
  buffetOrders: '/api/buffet-orders',
  ordersTrack: '/api/orders/track',
  buffetOrdersTrack: '/api/buffet-orders/track',
  /** The full order for printing (admin only). */
  order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  buffetOrder: (id: string) => `/api/buffet-orders/${encodeURIComponent(id)}`,
  paymentIntent: (kind: 'customer' | 'buffet', id: string) =>
    `/api/payments/${kind}-orders/${encodeURIComponent(id)}/intent`,
  simulatedPaymentConfirm: '/api/payments/simulated/confirm',
  /** Stripe's events (signed; exempt from anti-forgery). */
  paymentsWebhook: '/api/payments/webhook',

  reservations: '/api/reservations',
  adminReservations: '/api/admin/reservations',
  adminReservation: (id: string) => `/api/admin/reservations/${encodeURIComponent(id)}`,
  adminReservationStatus: (id: string) => `/api/admin/reservations/${encodeURIComponent(id)}/status`,

  /** Incoming cards (orders in NEW, paid card orders, REQUESTED reservations), oldest first. */
  adminIncoming: '/api/admin/orders/new',
  /** POST seen / confirm / cancel on an incoming card; `segment` is menu, buffet or reservation. */
  adminIncomingAction: (
    segment: 'menu' | 'buffet' | 'reservation',
    id: string,
    action: 'seen' | 'confirm' | 'cancel',
  ) => `/api/admin/${segment}-orders/${encodeURIComponent(id)}/${action}`,
  adminAlerts: '/api/admin/alerts',
  adminAlertsSeen: '/api/admin/alerts/seen',
  /** Server-Sent Events announcing changes to orders and reservations (admin only). */
  adminEvents: '/api/admin/events',
  adminEmails: '/api/admin/emails',
  webpushVapidKey: '/api/public/webpush/vapid-key',
  webpushSubscribe: '/api/public/webpush/subscribe',

  adminOrders: '/api/admin/orders',
  adminBuffetOrders: '/api/admin/buffet-orders',
  adminOrderStatus: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/status`,
  adminBuffetOrderStatus: (id: string) => `/api/admin/buffet-orders/${encodeURIComponent(id)}/status`,
  adminOrderReceipt: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/receipt`,
  adminBuffetOrderReceipt: (id: string) => `/api/admin/buffet-orders/${encodeURIComponent(id)}/receipt`,
} as const;
