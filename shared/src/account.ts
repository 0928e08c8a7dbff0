import { z } from 'zod/mini';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, RESERVATION_STATUSES } from './enums';
import { ORDER_KINDS } from './order-kind';
import { MSG as ORDER_MSG, optionalText, phoneNumber, ZAddressSchema } from './orders';
import { singleLine } from './text';

/**
 * A diner's account without a password (docs/decisions/033): the diner proves an email by a link sent to
 * it, and then sees every order and table booking made with that email, guest orders included; the saved
 * name, phone and addresses fill the checkout. Ordering never needs an account. The diner's session is
 * its own cookie, apart from the back office's: a diner reaches no back-office route.
 */

/** How long an emailed sign-in link works, once. */
export const SIGN_IN_LINK_MINUTES = 15;
/** A diner stays signed in for at most this many days, and this many without a visit. */
export const DINER_SESSION_DAYS = 90;
export const DINER_SESSION_IDLE_DAYS = 30;
/** At most this many saved addresses. */
export const MAX_SAVED_ADDRESSES = 5;

/**
 * Why a link does not sign in: unknown (mistyped, or from an account deleted since), used already, or
 * older than SIGN_IN_LINK_MINUTES. The page says which and offers a new link.
 */
export const SIGN_IN_ERROR_CODES = ['LINK_INVALID', 'LINK_USED', 'LINK_EXPIRED'] as const;
export type TSignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** Deleting the account waits while an order is under way or a booking is ahead (409 ACCOUNT_BUSY). */
export const ACCOUNT_BUSY = 'ACCOUNT_BUSY';

/** The web page the emailed link opens: `/account/sign-in?token=…`. */
export const ACCOUNT_PAGE = '/account';
export const ACCOUNT_SIGN_IN_PAGE = '/account/sign-in';
export const signInLinkPath = (token: string) =>
  `${ACCOUNT_SIGN_IN_PAGE}?${new URLSearchParams({ token }).toString()}`;

const email = () =>
  z.pipe(
    z.string({ error: ORDER_MSG.email }).check(z.trim(), z.maxLength(254, ORDER_MSG.email), singleLine()),
    z.email({ error: ORDER_MSG.email }),
  );

/** POST /api/account/sign-in-link. */
export const ZSignInLinkRequestSchema = z.strictObject({ email: email() });
export type TSignInLinkRequest = z.infer<typeof ZSignInLinkRequestSchema>;

/** POST /api/account/sign-in: the token of the emailed link (43 characters; a bound against junk). */
export const ZSignInRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200), singleLine()),
});
export type TSignInRequest = z.infer<typeof ZSignInRequestSchema>;

/** GET /api/account/me, and the answer of a sign-in. */
export const ZAccountMeSchema = z.object({
  email: z.string(),
  /** The spec's role of a diner. */
  role: z.literal('CUSTOMER'),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export type TAccountMe = z.infer<typeof ZAccountMeSchema>;

/** A saved address: the checkout's fields, all required. */
export const ZSavedAddressSchema = ZAddressSchema;
export type TSavedAddress = z.infer<typeof ZSavedAddressSchema>;

/** GET/PUT /api/account/profile: what fills the checkout. Names and phone may be left empty. */
export const ZAccountProfileSchema = z.strictObject({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: z._default(z.optional(z.union([z.literal(''), phoneNumber()])), ''),
  addresses: z
    .array(ZSavedAddressSchema)
    .check(z.maxLength(MAX_SAVED_ADDRESSES, 'validation.tooManyAddresses')),
});
export type TAccountProfile = z.infer<typeof ZAccountProfileSchema>;
export type TAccountProfileInput = z.input<typeof ZAccountProfileSchema>;

/** One of the diner's orders on the account page (GET /api/account/orders, newest first). */
export const ZAccountOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  orderNumber: z.int(),
  createdAt: z.string(),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The order's total in CHF, as the server priced it. */
  total: z.number(),
  /** The lines as ordered, in the order's language. */
  items: z.array(z.object({ name: z.string(), quantity: z.int() })),
});
export type TAccountOrder = z.infer<typeof ZAccountOrderSchema>;
export const ZAccountOrdersSchema = z.array(ZAccountOrderSchema);

/** One of the diner's table bookings (GET /api/account/reservations, newest first). */
export const ZAccountReservationSchema = z.object({
  id: z.string(),
  reservationAt: z.string(),
  partySize: z.int(),
  status: z.enum(RESERVATION_STATUSES),
  /** The booking's own page to change or cancel it (`/reservation/manage/…`); null once it is past. */
  managePath: z.nullable(z.string()),
});
export type TAccountReservation = z.infer<typeof ZAccountReservationSchema>;
export const ZAccountReservationsSchema = z.array(ZAccountReservationSchema);

/** GET /api/account/export: everything kept about the diner, as the download's JSON. */
export const ZAccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ email: z.string(), createdAt: z.string(), lastSignInAt: z.nullable(z.string()) }),
  profile: ZAccountProfileSchema,
  orders: z.array(z.record(z.string(), z.unknown())),
  reservations: z.array(z.record(z.string(), z.unknown())),
  giftVouchersBought: z.array(z.record(z.string(), z.unknown())),
});
export type TAccountExport = z.infer<typeof ZAccountExportSchema>;

/** DELETE /api/account: what was anonymised. */
export const ZAccountDeletedSchema = z.object({
  anonymisedOrders: z.int(),
  anonymisedReservations: z.int(),
});
export type TAccountDeleted = z.infer<typeof ZAccountDeletedSchema>;
