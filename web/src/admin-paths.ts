/**
 * The back office's route paths, apart from `paths.ts`, which every public page loads before it paints:
 * the public pages never need these (the 150 kB budget, docs/performance.md).
 */
/** The back-office screens (spec section 2); /admin itself shows the same screen as incoming. */
export const adminPaths = {
  incoming: '/admin/incoming',
  reservations: '/admin/reservations',
  /** The day on one screen: bookings by table and time, seats per quarter hour, walk-ins. */
  reservationDay: '/admin/reservations/day',
  /** The tables and the booking rules (sittings, notice, automatic confirmation). */
  tables: '/admin/tables',
  orders: '/admin/orders',
  buffetOrders: '/admin/buffet-orders',
  discounts: '/admin/discounts',
  /** Codes diners type when they order: a percent or an amount off, with dates and limits. */
  promoCodes: '/admin/promo-codes',
  /** Gift vouchers: the list, a sale at the counter, redeeming at the counter, the terms for online sales. */
  vouchers: '/admin/vouchers',
  foodItems: '/admin/food-items',
  menuItems: '/admin/menu-items',
  /** The dishes' option groups (protein, spice level, extras) with their options and prices. */
  optionGroups: '/admin/option-groups',
  /** The menu's categories: order, names per language, hidden or shown. */
  categories: '/admin/categories',
  buffetItems: '/admin/buffet-items',
  restaurantInfo: '/admin/restaurant-info',
  /** Delivery zones, fees, ASAP times and the order types the restaurant takes. */
  deliveryFees: '/admin/delivery-fees',
  users: '/admin/users',
  /** Network printers: kitchen tickets and receipts printed by the server. */
  printers: '/admin/printers',
  /** The kitchen's stations (sushi bar, wok...): their target times and printers. */
  stations: '/admin/stations',
  /** A phone order entered by staff; `?kind=buffet` starts with the buffet. */
  newOrder: '/admin/new-order',
  /** The business day's close-out; `?date=YYYY-MM-DD`, today's business day when absent. */
  closeOut: '/admin/close-out',
  /** Revenue and charts of a range of business days; `?from=&to=`. */
  reports: '/admin/reports',
  /** The deliveries to hand out, each with its courier and bags. */
  dispatch: '/admin/dispatch',
  /** The couriers' shifts and their cash (float, collected, handed in); `?date=YYYY-MM-DD` for a past day. */
  courierShifts: '/admin/courier-shifts',
} as const;
