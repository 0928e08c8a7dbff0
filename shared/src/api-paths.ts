import { ORDER_KIND, type TIncomingKind, type TOrderKind } from './order-kind';
import { apiPath, PUBLIC_API, PUBLIC_ROUTE } from './public-api-paths';

/**
 * Every API path: the public ones (`public-api-paths.ts`, which the public pages import on their own so
 * that the back office's paths stay out of their first load) and the back office's. The server registers
 * its routes with `ROUTE` and `API`, and the back office calls `API`.
 */

export { apiPath };

const resource = (kind: TOrderKind) => ORDER_KIND[kind].resource;

export const INCOMING_ACTIONS = ['seen', 'confirm', 'cancel'] as const;
export type TIncomingAction = (typeof INCOMING_ACTIONS)[number];

/**
 * Route patterns (`:id` marks a path parameter): the server registers its routes with these, and the
 * web fills them with `apiPath`. Paths that depend on the order kind are derived from `ORDER_KIND`.
 */
export const ROUTE = {
  ...PUBLIC_ROUTE,
  adminUser: '/api/admin/users/:id',
  adminFoodItem: '/api/admin/food-items/:id',
  adminMenuItem: '/api/admin/menu-items/:id',
  adminBuffetItem: '/api/admin/buffet-items/:id',
  /** PUT: rename, move, hide or show; DELETE: refused (409) while menu items use it. */
  adminCategory: '/api/admin/categories/:code',
  /** Sold out today: `{ soldOut: boolean }`. */
  adminMenuItemSoldOut: '/api/admin/menu-items/:id/sold-out-today',
  adminBuffetItemSoldOut: '/api/admin/buffet-items/:id/sold-out-today',
  /** Dish options: PUT, DELETE one option group (with its options). */
  adminOptionGroup: '/api/admin/option-groups/:id',
  /** Sold out today of one option: `{ soldOut: boolean }`; answers its group. */
  adminOptionSoldOut: '/api/admin/options/:id/sold-out-today',
  /** PUT: the photo as the raw body with its Content-Type; DELETE: removes it. */
  adminFoodItemPhoto: '/api/admin/food-items/:id/photo',
  /** PUT `{ x, y, width, height }`: another crop of the stored original. */
  adminFoodItemPhotoCrop: '/api/admin/food-items/:id/photo/crop',
  /** A stored photo file by its content-hashed name (`<hash>-640.avif`, `<hash>-original.jpg`). */
  photoFile: '/api/photos/:file',
  adminRestaurantInfoById: '/api/admin/restaurant-info/:id',
  adminReservation: '/api/admin/reservations/:id',
  /** Network printers. */
  adminPrinter: '/api/admin/printers/:id',
  adminPrinterTest: '/api/admin/printers/:id/test',
  adminReservationStatus: '/api/admin/reservations/:id/status',
  /** PUT `{ tableIds }`: assign or move a booking to tables (409 on a clash). */
  adminReservationTables: '/api/admin/reservations/:id/tables',
  /** POST: staff mark the party arrived; DELETE: take a mistaken tap back. */
  adminReservationArrived: '/api/admin/reservations/:id/arrived',
  /** GET: the booking's history, oldest first. */
  adminReservationHistory: '/api/admin/reservations/:id/history',
  /** Tables: PUT, DELETE one. */
  adminTable: '/api/admin/tables/:id',
  /** The kitchen's stations: PUT, DELETE one. */
  adminStation: '/api/admin/stations/:id',
  /** Promo codes: PUT, DELETE one. */
  adminPromoCode: '/api/admin/promo-codes/:id',
  /** A gift voucher with its movements (GET), by its code. */
  adminVoucher: '/api/admin/vouchers/:code',
  /** POST `{ amount }`: taken off a gift voucher at the counter. */
  adminVoucherRedeem: '/api/admin/vouchers/:code/redeem',
  /** POST: the station bumped the line (`/undone` takes the bump back). */
  kitchenLineDone: '/api/kitchen/lines/:lineId/done',
  kitchenLineUndone: '/api/kitchen/lines/:lineId/undone',
  /** POST: the front hands the ready order out (takeaway: DELIVERED; delivery: ON_THE_WAY). */
  kitchenHandOut: '/api/kitchen/orders/:id/hand-out',
  /** The full order for printing (admin only, though not under /admin). */
  order: (kind: TOrderKind) => `/api/${resource(kind)}/:id`,
  /** GET: one page of the list (`from`, `to`, `q`, `page`, `pageSize`); POST: a phone order. */
  adminOrders: (kind: TOrderKind) => `/api/admin/${resource(kind)}`,
  adminOrderStatus: (kind: TOrderKind) => `/api/admin/${resource(kind)}/:id/status`,
  /** POST: what a phone order of the kind would cost now (nothing is stored). */
  adminOrderQuote: (kind: TOrderKind) => `/api/admin/${resource(kind)}/quote`,
  adminOrderReceipt: (kind: TOrderKind) => `/api/admin/${resource(kind)}/:id/receipt`,
  /** POST: print the order's copies again on the network printers. */
  adminOrderPrint: (kind: TOrderKind) => `/api/admin/${resource(kind)}/:id/print`,
  /** PUT `{ courierId | null, bags? }`: the courier who takes a delivery (docs/decisions/034). */
  adminOrderCourier: (kind: TOrderKind) => `/api/admin/${resource(kind)}/:id/courier`,
  /** POST `{ handedIn }`: a courier's shift settled. */
  adminCourierShiftSettle: '/api/admin/courier-shifts/:id/settle',
  /** A courier's steps on a delivery: take a ready one, picked up (ON_THE_WAY), delivered `{ cashCollected? }`. */
  courierTake: '/api/courier/deliveries/:orderId/take',
  courierPickedUp: '/api/courier/deliveries/:orderId/picked-up',
  courierDelivered: '/api/courier/deliveries/:orderId/delivered',
  /** Seen / confirm / cancel on an incoming card: `/api/admin/menu-orders/:id/seen`. */
  incomingAction: (kind: TIncomingKind, action: TIncomingAction) => `/api/admin/${kind}-orders/:id/${action}`,
} as const;

/** API paths used by the server routes and the web client (the public ones are `PUBLIC_API`'s). */
export const API = {
  ...PUBLIC_API,
  adminUsers: '/api/admin/users',
  adminUser: (id: number | string) => apiPath(ROUTE.adminUser, { id }),
  adminFoodItems: '/api/admin/food-items',
  adminFoodItem: (id: number | string) => apiPath(ROUTE.adminFoodItem, { id }),
  adminMenuItems: '/api/admin/menu-items',
  adminMenuItem: (id: number | string) => apiPath(ROUTE.adminMenuItem, { id }),
  adminBuffetItems: '/api/admin/buffet-items',
  adminBuffetItem: (id: number | string) => apiPath(ROUTE.adminBuffetItem, { id }),
  /** Dish options: GET every option group, POST a new one. */
  adminOptionGroups: '/api/admin/option-groups',
  adminOptionGroup: (id: number | string) => apiPath(ROUTE.adminOptionGroup, { id }),
  adminOptionSoldOut: (id: number | string) => apiPath(ROUTE.adminOptionSoldOut, { id }),
  /** The menu's categories: GET all in order, POST a new one; its changes: …/history. */
  adminCategories: '/api/admin/categories',
  adminCategory: (code: string) => apiPath(ROUTE.adminCategory, { code }),
  adminCategoriesHistory: '/api/admin/categories/history',
  adminRestaurantInfo: '/api/admin/restaurant-info',
  adminRestaurantInfoById: (id: number | string) => apiPath(ROUTE.adminRestaurantInfoById, { id }),
  adminDiscountsCurrent: '/api/admin/discounts/current',
  adminServiceStatus: '/api/admin/service-status',
  /** Recent sold-out-today changes. */
  adminSoldOutHistory: '/api/admin/sold-out-today/history',
  /** Recent changes of the special days and slot capacity. */
  adminServiceSettingsHistory: '/api/admin/service-settings/history',
  /** Recent changes of the restaurant's texts (about text, delivery note per language) and time zone. */
  adminRestaurantTextsHistory: '/api/admin/restaurant-texts/history',
  adminDeliveryZones: '/api/admin/delivery-zones',
  adminDeliveryZonesHistory: '/api/admin/delivery-zones/history',
  adminOrderSettings: '/api/admin/order-settings',
  adminOrderSettingsHistory: '/api/admin/order-settings/history',
  adminMenuItemSoldOut: (id: number | string) => apiPath(ROUTE.adminMenuItemSoldOut, { id }),
  adminBuffetItemSoldOut: (id: number | string) => apiPath(ROUTE.adminBuffetItemSoldOut, { id }),
  /** Where the photo files are (`ROUTE.photoFile`). */
  photoFiles: '/api/photos',
  adminFoodItemPhoto: (id: number | string) => apiPath(ROUTE.adminFoodItemPhoto, { id }),
  adminFoodItemPhotoCrop: (id: number | string) => apiPath(ROUTE.adminFoodItemPhotoCrop, { id }),

  /** The order paths of a kind (the full order, admin list, status, receipt); placing one: `ordersOf`. */
  orderOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.order(kind), { id }),
  adminOrdersOf: (kind: TOrderKind) => ROUTE.adminOrders(kind),
  adminOrderQuoteOf: (kind: TOrderKind) => ROUTE.adminOrderQuote(kind),
  adminOrderStatusOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.adminOrderStatus(kind), { id }),
  adminOrderReceiptOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.adminOrderReceipt(kind), { id }),
  adminOrderPrintOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.adminOrderPrint(kind), { id }),

  /** Network printers: GET, POST; PUT, DELETE one; POST …/test prints a test page. */
  adminPrinters: '/api/admin/printers',
  adminPrinter: (id: number | string) => apiPath(ROUTE.adminPrinter, { id }),
  adminPrinterTest: (id: number | string) => apiPath(ROUTE.adminPrinterTest, { id }),
  /** Orders whose tickets wait for a printer longer than two minutes. */
  adminPrintProblems: '/api/admin/print-problems',
  /** The last nightly backup: its time and size, or its error; null before the first. */
  adminBackupsLatest: '/api/admin/backups/latest',
  /** The day's close-out: GET `?date=` (`&format=csv|pdf`), POST `?date=` closes the day. */
  adminCloseOut: '/api/admin/reports/close-out',
  /** POST `?date=`: prints the close-out on the receipt printer now (200 `{ printedAt }` or 502). */
  adminCloseOutPrint: '/api/admin/reports/close-out/print',
  /** Revenue per day, per hour, top items and categories of `?from=&to=`. */
  adminReportSummary: '/api/admin/reports/summary',
  /** One line per order line of `?from=&to=`, for the accountant. */
  adminOrdersCsv: '/api/admin/reports/orders.csv',

  /** GET: the Active/Done/Cancelled lists; POST: a booking staff took by phone. */
  adminReservations: '/api/admin/reservations',
  /** PUT: the whole booking changed by staff; DELETE: gone. */
  adminReservation: (id: string) => apiPath(ROUTE.adminReservation, { id }),
  adminReservationStatus: (id: string) => apiPath(ROUTE.adminReservationStatus, { id }),
  adminReservationTables: (id: string) => apiPath(ROUTE.adminReservationTables, { id }),
  adminReservationArrived: (id: string) => apiPath(ROUTE.adminReservationArrived, { id }),
  adminReservationHistory: (id: string) => apiPath(ROUTE.adminReservationHistory, { id }),
  /** The day on one screen: GET `?date=YYYY-MM-DD` (tables, bookings, seats per quarter hour). */
  adminReservationDay: '/api/admin/reservations/day',
  /** POST `{ numberOfPeople, tableIds? }`: a walk-in seated now. */
  adminReservationWalkIn: '/api/admin/reservations/walk-in',
  /** Reservations by capacity: GET, PUT the settings (sittings, notice, days ahead, automatic confirmation). */
  adminReservationSettings: '/api/admin/reservation-settings',
  adminReservationSettingsHistory: '/api/admin/reservation-settings/history',
  /** The restaurant's tables: GET, POST; PUT, DELETE one. */
  adminTables: '/api/admin/tables',
  adminTable: (id: number | string) => apiPath(ROUTE.adminTable, { id }),

  /** The kitchen's stations: GET all, POST a new one. */
  adminStations: '/api/admin/stations',
  adminStation: (id: number | string) => apiPath(ROUTE.adminStation, { id }),
  /** Promo codes: GET all (with their uses), POST a new one. */
  adminPromoCodes: '/api/admin/promo-codes',
  adminPromoCode: (id: number | string) => apiPath(ROUTE.adminPromoCode, { id }),
  /** Gift vouchers: GET the list (`?q=`), POST a counter sale. */
  adminVouchers: '/api/admin/vouchers',
  adminVoucher: (code: string) => apiPath(ROUTE.adminVoucher, { code }),
  adminVoucherRedeem: (code: string) => apiPath(ROUTE.adminVoucherRedeem, { code }),
  /** GET, PUT: the owner's terms for gift vouchers sold online. */
  adminVoucherSettings: '/api/admin/voucher-settings',
  /** Couriers (COURIER or ADMIN): their deliveries in order, the ready ones nobody has, their open shift. */
  courierDeliveries: '/api/courier/deliveries',
  courierReady: '/api/courier/ready',
  courierShift: '/api/courier/shift',
  courierTake: (orderId: string) => apiPath(ROUTE.courierTake, { orderId }),
  courierPickedUp: (orderId: string) => apiPath(ROUTE.courierPickedUp, { orderId }),
  courierDelivered: (orderId: string) => apiPath(ROUTE.courierDelivered, { orderId }),
  /** Dispatch: the courier accounts, today's deliveries to hand out, and each courier's shifts. */
  adminCouriers: '/api/admin/couriers',
  adminDispatch: '/api/admin/dispatch',
  adminOrderCourierOf: (kind: TOrderKind, id: string) => apiPath(ROUTE.adminOrderCourier(kind), { id }),
  adminCourierShifts: '/api/admin/courier-shifts',
  adminCourierShiftSettle: (id: number | string) => apiPath(ROUTE.adminCourierShiftSettle, { id }),
  /** The kitchen display (KITCHEN or ADMIN): the stations to choose from. */
  kitchenStations: '/api/kitchen/stations',
  /** `?station=ID`: the station's open tickets whose start time has come. */
  kitchenTickets: '/api/kitchen/tickets',
  /** `?station=ID`: the station's last ten finished tickets, to recall one bumped by mistake. */
  kitchenRecent: '/api/kitchen/recent',
  /** Every open order's progress per station, for the front (the pass). */
  kitchenPass: '/api/kitchen/pass',
  kitchenLineDone: (lineId: number | string) => apiPath(ROUTE.kitchenLineDone, { lineId }),
  kitchenLineUndone: (lineId: number | string) => apiPath(ROUTE.kitchenLineUndone, { lineId }),
  kitchenHandOut: (id: string) => apiPath(ROUTE.kitchenHandOut, { id }),
  /** Server-Sent Events for the kitchen display: order changes, as adminEvents (KITCHEN or ADMIN). */
  kitchenEvents: '/api/kitchen/events',

  /** Returning guests by phone number or email, with their last orders (phone orders): `?q=`. */
  adminGuests: '/api/admin/guests',

  /** The incoming screens online: `TScreen[]`. */
  adminScreens: '/api/admin/screens',
  /** POST `TScreenHeartbeat` every HEARTBEAT_SECONDS from each open incoming screen (204). */
  adminScreensHeartbeat: '/api/admin/screens/heartbeat',
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
  /** The back office's devices subscribe to Web Push (the key is public, subscribing is admin). */
  webpushVapidKey: '/api/public/webpush/vapid-key',
  webpushSubscribe: '/api/public/webpush/subscribe',
} as const;
