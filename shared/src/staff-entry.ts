import { z } from 'zod/mini';
import { ORDER_TYPES, PAYMENT_METHODS, RESERVATION_STATUSES } from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { ORDER_KINDS } from './order-kind';
import {
  MSG,
  optionalText,
  orderBase,
  orderSchemasByKind,
  required,
  ZBuffetOrderItemsSchema,
  ZMenuOrderItemsSchema,
} from './orders';
import { MIN_PEOPLE, RESERVATION_MESSAGES, ZGuestRecordSchema } from './reservations';
import { multiLine, singleLine } from './text';
import { ZLineOptionSchema } from './tracked-order';

/**
 * What the back office enters itself: orders and table bookings taken by phone, and the
 * returning guests it finds by phone number or email.
 */

/** Paid at pickup or at the door: a phone order never goes through the online card payment. */
export const STAFF_PAYMENT_METHODS = [
  'CASH',
  'TWINT',
  'POS_CARD',
] as const satisfies readonly (typeof PAYMENT_METHODS)[number][];
export type TStaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

/** A phone booking may be larger than an online request (MAX_PEOPLE): staff know the room. */
export const MAX_STAFF_PEOPLE = 100;

export const STAFF_MESSAGES = {
  overrideReason: 'validation.overrideReason',
  staffPaymentMethod: 'validation.staffPaymentMethod',
  staffPeople: 'validation.staffPeople',
  guestQuery: 'validation.guestQuery',
} as const satisfies Record<string, TSharedMessageKey>;

/** An email when one is given; '' (or left out) when the guest gave none. */
const optionalEmail = z._default(
  z.optional(
    z.pipe(
      z.string({ error: MSG.email }).check(z.trim(), z.maxLength(254, MSG.email)),
      z.union([z.literal(''), z.email({ error: MSG.email })], { error: MSG.email }),
    ),
  ),
  '',
);

/**
 * The guest as staff take it on the phone: a name and a phone number; the email is optional. The
 * address may stay empty for takeaway; a delivery needs it whole (the server names the missing parts).
 */
export const ZStaffCustomerInfoSchema = z.object({
  firstName: required(100),
  lastName: optionalText(100),
  phone: required(50),
  email: optionalEmail,
  address: z._default(
    z.optional(
      z.object({
        street: optionalText(200),
        streetNo: optionalText(20),
        plz: optionalText(10),
        city: optionalText(100),
      }),
    ),
    { street: '', streetNo: '', plz: '', city: '' },
  ),
});
export type TStaffCustomerInfo = z.input<typeof ZStaffCustomerInfoSchema>;

/**
 * Staff lift a rule the diner's order would be refused by (delivery area, minimum order, opening hours,
 * a pause, a full time slot, the lead time) by giving the reason: it is recorded with the order.
 */
export const ZStaffOverrideSchema = z.strictObject({
  reason: z
    .string({ error: STAFF_MESSAGES.overrideReason })
    .check(z.trim(), z.minLength(3, STAFF_MESSAGES.overrideReason), z.maxLength(300), singleLine()),
});

const staffOrderBase = {
  ...orderBase,
  customerInfo: ZStaffCustomerInfoSchema,
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS, { error: STAFF_MESSAGES.staffPaymentMethod }),
  /** The rules staff lift, with the reason (see ZStaffOverrideSchema). */
  override: z.optional(ZStaffOverrideSchema),
  /** CONFIRMED (the default): the kitchen has it at once; NEW puts it on the incoming screen. */
  status: z._default(z.optional(z.enum(['NEW', 'CONFIRMED'])), 'CONFIRMED'),
};

/** POST /api/admin/orders and /api/admin/buffet-orders: the diner's payload plus `override` and `status`. */
export const STAFF_ORDER_SCHEMA = orderSchemasByKind(staffOrderBase);

export const ZStaffMenuOrderSchema = STAFF_ORDER_SCHEMA.MENU;
export type TStaffMenuOrder = z.input<typeof ZStaffMenuOrderSchema>;

export const ZStaffBuffetOrderSchema = STAFF_ORDER_SCHEMA.BUFFET;
export type TStaffBuffetOrder = z.input<typeof ZStaffBuffetOrderSchema>;

/**
 * POST /api/admin/orders/quote and /api/admin/buffet-orders/quote: what a phone order would cost if it
 * were placed now, priced by the server as the order itself will be (the sale, the delivery zone of the
 * postcode, the payment fee), for the caller to hear before it is saved. Nothing is stored.
 */
const staffQuoteBase = {
  orderType: orderBase.orderType,
  paymentMethod: staffOrderBase.paymentMethod,
  /** The delivery's postcode; '' (or left out) while the caller has not said it. */
  plz: optionalText(10),
  /** The caller's promo code and gift voucher, judged as the order will judge them (without the email). */
  promoCode: orderBase.promoCode,
  voucherCode: orderBase.voucherCode,
};
export const STAFF_QUOTE_SCHEMA = {
  MENU: z.strictObject({ ...staffQuoteBase, items: ZMenuOrderItemsSchema }),
  BUFFET: z.strictObject({ ...staffQuoteBase, items: ZBuffetOrderItemsSchema }),
};
export type TStaffQuoteRequest =
  | z.input<(typeof STAFF_QUOTE_SCHEMA)['MENU']>
  | z.input<(typeof STAFF_QUOTE_SCHEMA)['BUFFET']>;

/** The quote's amounts in CHF, as the order will store them. */
export const ZStaffQuoteSchema = z.object({
  subtotal: z.number(),
  /** The sale's percent applied, e.g. 10 (0 when none). */
  discountPercent: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  /** A delivery whose fee the free-delivery threshold waived. */
  deliveryFeeWaived: z.boolean(),
  /** The TWINT fee (the only staff payment method with one, where the restaurant charges it). */
  paymentFee: z.number(),
  total: z.number(),
  /**
   * For a delivery: whether the postcode lies in a delivery zone. Not (or none given yet): priced with the
   * first zone's fee, as an order delivered outside the zones with a reason is.
   */
  zoneFound: z.boolean(),
  /** What the promo code takes off and the gift voucher pays (CHF, 0 without), and what is left to pay. */
  promoDiscount: z.optional(z.number()),
  voucherAmount: z.optional(z.number()),
  amountDue: z.optional(z.number()),
  /**
   * Why a code given would be refused, in the reader's language, by field: the quote prices the order
   * without it (the order itself is then refused with the same reason).
   */
  refusals: z.optional(z.object({ promoCode: z.optional(z.string()), voucherCode: z.optional(z.string()) })),
});
export type TStaffQuote = z.infer<typeof ZStaffQuoteSchema>;

/** GET /api/admin/guests?q=: a phone number (at least 3 digits) or the start of an email. */
export const ZGuestQuerySchema = z.object({
  q: z
    .string({ error: STAFF_MESSAGES.guestQuery })
    .check(z.trim(), z.minLength(3, STAFF_MESSAGES.guestQuery), z.maxLength(100), singleLine()),
});

const ZGuestOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  orderNumber: z.int(),
  createdAt: z.string(),
  orderType: z.enum(ORDER_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalPrice: z.number(),
  /** The lines as ordered; `menuItemId` or `buffetItemId` re-orders them (the server prices anew). */
  items: z.array(
    z.object({
      menuItemId: z.nullable(z.int()),
      buffetItemId: z.nullable(z.int()),
      name: z.string(),
      quantity: z.int(),
      /** The options chosen then, with their ids (dish options); absent for a line without. */
      options: z.optional(z.array(ZLineOptionSchema)),
    }),
  ),
});

/** A returning guest: the details of their latest order and their last orders, newest first. */
export const ZGuestSchema = z.object({
  customerInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.object({ street: z.string(), streetNo: z.string(), plz: z.string(), city: z.string() }),
  }),
  orderCount: z.int(),
  lastOrders: z.array(ZGuestOrderSchema),
  /** Their table bookings: visits and no-shows (same email, or same phone without one). */
  reservations: z.optional(ZGuestRecordSchema),
});
export type TGuest = z.infer<typeof ZGuestSchema>;

export const ZGuestsSchema = z.object({ guests: z.array(ZGuestSchema) });
export type TGuests = z.infer<typeof ZGuestsSchema>;

/** At most this many guests, each with at most this many orders, answer a lookup. */
export const GUEST_LIMIT = 5;
export const GUEST_ORDER_LIMIT = 3;

/**
 * A phone number as its digits, Swiss numbers in their national form: '+41 79 123 45 67',
 * '0041791234567' and '079 123 45 67' are all '0791234567'. The database keeps the same key
 * (orders.customer_phone_key), so a lookup matches however the number was typed.
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(?:00)?41(?=\d{9}$)/, '0');
}

const people = z
  .number({ error: STAFF_MESSAGES.staffPeople })
  .check(
    z.int(STAFF_MESSAGES.staffPeople),
    z.gte(MIN_PEOPLE, RESERVATION_MESSAGES.people),
    z.lte(MAX_STAFF_PEOPLE, STAFF_MESSAGES.staffPeople),
  );

const reservationFields = {
  customerInfo: ZStaffCustomerInfoSchema,
  /** Restaurant-local 'YYYY-MM-DDTHH:mm[:ss]', or ISO 8601 with an offset. */
  reservationDateTime: z
    .string({ error: MSG.scheduledInvalid })
    .check(z.minLength(1, MSG.scheduledInvalid), z.maxLength(40), singleLine(MSG.scheduledInvalid)),
  numberOfPeople: people,
  specialRequests: z.nullish(z.string().check(z.trim(), z.maxLength(1000), multiLine())),
};

/**
 * POST /api/admin/reservations: a booking taken by phone, CONFIRMED unless staff say REQUESTED. A time
 * the restaurant is closed (a private event on a closed day) is booked with `override`, its reason kept
 * with the booking, as a phone order lifts the opening hours.
 */
export const ZStaffReservationSchema = z.strictObject({
  ...reservationFields,
  status: z._default(z.optional(z.enum(['REQUESTED', 'CONFIRMED'])), 'CONFIRMED'),
  override: z.optional(ZStaffOverrideSchema),
});
export type TStaffReservation = z.input<typeof ZStaffReservationSchema>;

/** PUT /api/admin/reservations/{id}: the whole booking as it should be now (any status). */
export const ZReservationUpdateSchema = z.strictObject({
  ...reservationFields,
  status: z.enum(RESERVATION_STATUSES),
  /** Moving the booking to a time the restaurant is closed, with the reason (as for a new booking). */
  override: z.optional(ZStaffOverrideSchema),
});
export type TReservationUpdate = z.input<typeof ZReservationUpdateSchema>;

/** A staff order as the server reads it (defaults applied). */
export type TStaffOrder = z.output<typeof ZStaffMenuOrderSchema> | z.output<typeof ZStaffBuffetOrderSchema>;
