import { z } from 'zod/mini';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { ORDER_TYPES, PAYMENT_METHODS } from './enums';
import { maxLengthMessage, type TMaxLength, type TSharedMessageKey } from './i18n/shared-messages';
import { ORDER_KIND, type TOrderItemIdKey, type TOrderKind } from './order-kind';
import { isPhoneNumber } from './phone';
import { promoCodeText } from './promo';
import { isCleanText, multiLine, singleLine } from './text';
import { voucherCodeText } from './vouchers';
import { LOCAL_DATE_TIME } from './zoned-time';

// The tracked order's schema is in tracked-order.ts: the checkout loads this module, not that one.
export type { TTrackedOrder, TVatBreakdown } from './tracked-order';

/**
 * Messages of spec section 5, shared by the checkout form and the server: keys of the shared catalogue
 * (shared/src/i18n/messages), whose English texts are the spec's. Screens and the server's error
 * answers show them in the reader's language.
 */
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  cartEmpty: 'validation.cartEmpty',
  mixedCart: 'validation.mixedCart',
  /** 'Quantity must be a whole number from 1 to 99.' (MAX_LINE_QUANTITY; a test keeps them equal). */
  quantity: 'validation.quantity',
  fixFields: 'validation.fixFields',
  correctFields: 'validation.correctFields',
  scheduledPast: 'validation.scheduledPast',
  scheduledInvalid: 'validation.scheduledInvalid',
  unknownItem: 'validation.unknownItem',
  orderType: 'validation.orderType',
  paymentMethod: 'validation.paymentMethod',
  /** 'Enter a valid phone number, e.g. 079 123 45 67' (phone.ts says which numbers). */
  phone: 'validation.phone',
} as const satisfies Record<string, TSharedMessageKey>;

/**
 * A required single-line text of at most `max` characters, trimmed. Too long says so ('At most 100
 * characters'): the type's own error is 'Required', which zod would otherwise give every check.
 */
export const required = (max: TMaxLength) =>
  z
    .string({ error: MSG.required })
    .check(z.trim(), z.minLength(1, MSG.required), z.maxLength(max, maxLengthMessage(max)), singleLine());
/** An optional single-line text ('' when left out), trimmed. */
export const optionalText = (max: TMaxLength) =>
  z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(max, maxLengthMessage(max)), singleLine())),
    '',
  );
/** A note of at most 1000 characters with line breaks (the order's instructions, the table's requests). */
export const NOTE_MAX = 1000;
export const note = () =>
  z.nullish(z.string().check(z.trim(), z.maxLength(NOTE_MAX, maxLengthMessage(NOTE_MAX)), multiLine()));

/** A phone number the restaurant can call (phone.ts): required, Swiss by default. */
export const phoneNumber = () =>
  z.string({ error: MSG.required }).check(
    z.trim(),
    z.minLength(1, MSG.required),
    z.maxLength(40, MSG.phone),
    singleLine(),
    // Empty is 'Required', a control character is singleLine's: one message each.
    z.refine((text: string) => !text || !isCleanText(text) || isPhoneNumber(text), MSG.phone),
  );

export const ZAddressSchema = z.object({
  street: required(200),
  streetNo: required(20),
  plz: required(10),
  city: required(100),
});

/**
 * Whether the order waits for an online card payment before the kitchen sees it: a CARD order with
 * something left to pay (one a gift voucher paid in full has payment status NOT_REQUIRED).
 */
export function paidByCardOnline(order: { paymentMethod: string; paymentStatus: string }): boolean {
  return order.paymentMethod === 'CARD' && order.paymentStatus !== 'NOT_REQUIRED';
}

/** Orders need the full address (spec section 5, checkout). */
export const ZCustomerInfoSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.pipe(
    z.string({ error: MSG.email }).check(z.trim(), z.maxLength(254, MSG.email)),
    z.email({ error: MSG.email }),
  ),
  phone: phoneNumber(),
  address: ZAddressSchema,
});
export type TCustomerInfo = z.infer<typeof ZCustomerInfoSchema>;

/** Reservations validate names, phone and email only; the address is optional (spec section 5). */
export const ZReservationCustomerInfoSchema = z.extend(ZCustomerInfoSchema, {
  address: z.optional(
    z.object({
      street: optionalText(200),
      streetNo: optionalText(20),
      plz: optionalText(10),
      city: optionalText(100),
    }),
  ),
});

const quantity = z
  .number({ error: MSG.quantity })
  .check(z.int(MSG.quantity), z.gte(1, MSG.quantity), z.lte(MAX_LINE_QUANTITY, MSG.quantity));
const itemId = z
  .number({ error: MSG.unknownItem })
  .check(z.int(MSG.unknownItem), z.positive(MSG.unknownItem), z.lte(2_147_483_647));

/** The fields every order payload has besides its lines (the staff order changes a few: staff-entry.ts). */
export const orderBase = {
  userId: z.optional(z.null()),
  customerInfo: ZCustomerInfoSchema,
  orderType: z.enum(ORDER_TYPES, { error: MSG.orderType }),
  specialInstructions: note(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: MSG.paymentMethod }),
  asap: z.boolean(),
  scheduledAt: z.nullish(z.string().check(z.regex(LOCAL_DATE_TIME, MSG.scheduledInvalid))),
  /** A promo code (promo.ts): checked again, with the diner's email, in the order's transaction. */
  promoCode: z.nullish(promoCodeText()),
  /**
   * A gift voucher's code (vouchers.ts): it pays part or all of the total; its balance is taken in the
   * order's transaction and given back when the order is cancelled.
   */
  voucherCode: z.nullish(voucherCodeText()),
  /** A cash delivery: the note (CHF) the diner pays with, so the courier carries change. */
  cashGiven: z.nullish(z.number().check(z.gt(0), z.lte(10_000))),
};

/**
 * The options chosen for a line (dish options): option ids, each at most once; left out or empty for an
 * item without options. The server checks them against the item's groups (422 with an error code).
 */
const lineOptions = z.optional(
  z.array(itemId).check(
    z.maxLength(40),
    z.refine((ids) => new Set(ids).size === ids.length, MSG.unknownItem),
  ),
);

/**
 * The lines of an order of the kind whose lines name their item by `key` (ORDER_KIND's `itemId`):
 * `[{ menuItemId, quantity, options? }]` or `[{ buffetItemId, quantity, options? }]`, at most 100.
 */
function orderLines<K extends TOrderItemIdKey>(key: K) {
  const line = { [key]: itemId, quantity, options: lineOptions } as Record<K, typeof itemId> & {
    quantity: typeof quantity;
    options: typeof lineOptions;
  };
  return z.array(z.strictObject(line)).check(z.maxLength(100));
}
export const ZMenuOrderItemsSchema = orderLines(ORDER_KIND.MENU.itemId);
export const ZBuffetOrderItemsSchema = orderLines(ORDER_KIND.BUFFET.itemId);

/**
 * An order payload of each kind: `fields` (every order's besides its lines: the diner's `orderBase`, or
 * the staff's in staff-entry.ts) and the kind's lines. The server registers each kind's route with its
 * schema from the same table.
 */
export function orderSchemasByKind<S extends Record<string, z.ZodMiniType>>(fields: S) {
  return {
    MENU: z.strictObject({ ...fields, items: ZMenuOrderItemsSchema }),
    BUFFET: z.strictObject({ ...fields, items: ZBuffetOrderItemsSchema }),
  } as const satisfies Record<TOrderKind, unknown>;
}

/** What a diner's browser sends to place an order: POST /api/orders, POST /api/buffet-orders. */
export const CREATE_ORDER_SCHEMA = orderSchemasByKind(orderBase);

export const ZCreateMenuOrderSchema = CREATE_ORDER_SCHEMA.MENU;
export type TCreateMenuOrder = z.input<typeof ZCreateMenuOrderSchema>;

export const ZCreateBuffetOrderSchema = CREATE_ORDER_SCHEMA.BUFFET;
export type TCreateBuffetOrder = z.input<typeof ZCreateBuffetOrderSchema>;

export const ZCreatedOrderSchema = z.object({ id: z.string() });

export const ZHoursStatusQuerySchema = z.object({
  orderType: z.optional(z.enum(ORDER_TYPES)),
  at: z.optional(z.string().check(z.maxLength(40), singleLine())),
  /**
   * 'true': judge an ASAP order placed now: `at` is ignored, the time is now plus the
   * preparation time (busy mode included), and a full slot moves it to the next free time that day.
   */
  asap: z.optional(z.enum(['true', 'false'])),
});
export { type THoursStatus, ZHoursStatusSchema } from './hours-status';

export const ZPaymentIntentSchema = z.object({
  clientSecret: z.string(),
  /** CHF the provider will charge: the server's total, never the client's. */
  amount: z.number(),
  currency: z.literal('CHF'),
  provider: z.enum(['simulated', 'stripe']),
  /** Stripe's publishable key, for Stripe.js on the payment step (provider 'stripe' only). */
  publishableKey: z.optional(z.string()),
});
export type TPaymentIntent = z.infer<typeof ZPaymentIntentSchema>;

export const ZSimulatedConfirmSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200), singleLine()),
  cardNumber: z.string().check(z.maxLength(40), singleLine()),
  expiry: z.string().check(z.maxLength(10), singleLine()),
  cvc: z.string().check(z.maxLength(10), singleLine()),
});
