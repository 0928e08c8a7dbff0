import { z } from 'zod/mini';

/**
 * Stable error codes: the client branches on these, never on a message's words (messages are for
 * people and may be reworded or translated). Their meanings are listed in docs/error-codes.md.
 */
export const ERROR_CODES = [
  // 400
  'VALIDATION',
  'BAD_REQUEST',
  'CLOSED',
  'DELIVERY_AREA',
  'MINIMUM_ORDER',
  'MIXED_CART',
  'ITEMS_UNAVAILABLE',
  'SLOT_FULL',
  'TOO_SOON',
  'PRINTER_ADDRESS',
  'PRINTER_PORT',
  'PHOTO_TOO_SMALL',
  // 401
  'NOT_SIGNED_IN',
  'INVALID_CREDENTIALS',
  // 402
  'PAYMENT_DECLINED',
  // 403
  'FORBIDDEN',
  'STALE_TOKEN',
  'CROSS_SITE',
  // 404
  'NOT_FOUND',
  /** A diner's sign-in link (shared/src/account.ts SIGN_IN_ERROR_CODES): unknown (404), used or expired (410). */
  'LINK_INVALID',
  'LINK_USED',
  'LINK_EXPIRED',
  // 408
  'REQUEST_TIMEOUT',
  // 409
  'CONFLICT',
  'ALREADY_HANDLED',
  'USERNAME_TAKEN',
  'DUPLICATE_RESERVATION',
  'NO_PRINTER',
  'DAY_CLOSED',
  'ORDER_TYPE_OFF',
  'TABLE_NAME_TAKEN',
  'TABLE_TAKEN',
  'TABLE_IN_USE',
  /** The guest's link (shared/src/reservation-manage.ts MANAGE_ERROR_CODES). */
  'CHANGE_CLOSED',
  'NOT_CHANGEABLE',
  'NO_TABLE',
  /** Charging a no-show fee on a card guarantee (server/src/modules/reservations/guarantee-service.ts). */
  'NOT_NO_SHOW',
  'NO_GUARANTEE',
  'ALREADY_CHARGED',
  /** No-shows and arrivals marked by staff (server/src/modules/reservations/no-shows.ts). */
  'NOT_CONFIRMED',
  'NOT_STARTED',
  'ARRIVED',
  /** The kitchen display and the pass (server/src/modules/kitchen/service.ts). */
  'NOT_IN_KITCHEN',
  'HANDED_OUT',
  /** The couriers' steps and shifts (shared/src/couriers.ts COURIER_ERROR_CODES). */
  'NOT_YOURS',
  'NOT_DELIVERY',
  'WRONG_STATUS',
  'SHIFT_OPEN',
  'SHIFT_SETTLED',
  /** A diner's account deleted while an order is under way or a booking is ahead. */
  'ACCOUNT_BUSY',
  // 413, 414, 415
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'PHOTO_TOO_LARGE',
  'PHOTO_UNREADABLE',
  // 422
  'IDEMPOTENCY_KEY_REUSED',
  'PHOTO_ASPECT_RATIO',
  /** Dish options of an order line (shared/src/dish-options.ts OPTION_ERROR_CODES). */
  'OPTION_REQUIRED',
  'OPTION_TOO_MANY',
  'OPTION_NOT_ALLOWED',
  'OPTION_SOLD_OUT',
  /** A kitchen display's bump of a line routed to no station. */
  'NO_STATION',
  /** A promo code refused at checkout or on the order (shared/src/promo.ts PROMO_ERROR_CODES). */
  'PROMO_INVALID',
  'PROMO_EXPIRED',
  'PROMO_NOT_APPLICABLE',
  'PROMO_MINIMUM',
  'PROMO_USED_UP',
  'PROMO_LIMIT_REACHED',
  'PROMO_FIRST_ORDER',
  'PROMO_NOT_COMBINABLE',
  /** A gift voucher refused on an order or at the counter (shared/src/vouchers.ts VOUCHER_ERROR_CODES). */
  'VOUCHER_INVALID',
  'VOUCHER_EXPIRED',
  'VOUCHER_EMPTY',
  'VOUCHER_BALANCE',
  'VOUCHER_CHANGED',
  // 429
  'RATE_LIMITED',
  // 431
  'HEADERS_TOO_LARGE',
  // 5xx
  'INTERNAL',
  'REFUND_FAILED',
  'PRINTER_UNAVAILABLE',
  'UNAVAILABLE',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error shape of every 4xx/5xx answer. `details` maps a field path to its message. The server
 * always sends one of ERROR_CODES as `code`; it is optional and read as any string here, so that an
 * answer without one (a proxy's) or with a code this client does not know yet (a newer server's)
 * still reads as an error with its message.
 */
export const ZApiErrorSchema = z.object({
  status: z.int(),
  error: z.string(),
  code: z.optional(z.string()),
  message: z.string(),
  details: z.optional(z.record(z.string(), z.string())),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
