import { z } from 'zod/mini';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
} from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { ALERT_KINDS, INCOMING_KINDS, ORDER_KINDS } from './order-kind';
import { PRINT_STATUSES } from './printing';
import { singleLine } from './text';
import { ZLineOptionSchema, ZVatBreakdownSchema } from './tracked-order';
import { ZEscalationSchema, ZScreenAlertSchema } from './unseen';

/** Extra preparation minutes an admin may add at confirmation (spec section 2, incoming screen). */
export const EXTRA_MINUTES = [10, 15, 20, 30] as const;

const ZTimingSchema = z.object({
  requestedAt: z.string(),
  asap: z.boolean(),
  committedReadyAt: z.nullable(z.string()),
  adminExtraMinutes: z.nullable(z.int()),
});

const ZFullCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), streetNo: z.string(), plz: z.string(), city: z.string() }),
});

/** An order as the back office sees it (spec section 3, Order). Money in CHF. */
export const ZAdminOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  orderNumber: z.int(),
  createdAt: z.string(),
  requestedAt: z.string(),
  asap: z.boolean(),
  committedReadyAt: z.nullable(z.string()),
  timing: ZTimingSchema,
  orderType: z.enum(ORDER_TYPES),
  customerInfo: ZFullCustomerSchema,
  orderItems: z.array(
    z.object({
      menuItemId: z.nullable(z.int()),
      buffetItemId: z.nullable(z.int()),
      menuItemName: z.string(),
      name: z.string(),
      quantity: z.int(),
      /** Includes the options' price differences. */
      unitPrice: z.number(),
      /** The options chosen, as ordered; empty for a line without. */
      options: z.array(ZLineOptionSchema),
    }),
  ),
  itemsSubtotalBeforeDiscount: z.number(),
  discountPercent: z.number(),
  discountAmount: z.number(),
  itemsSubtotalAfterDiscount: z.number(),
  /**
   * The promo code the order was placed with and what it took off the items after the sale (CHF; taken
   * off before itemsSubtotalAfterDiscount); null and 0 without one, left out in older answers.
   */
  promoCode: z.optional(z.nullable(z.string())),
  promoDiscount: z.optional(z.number()),
  /**
   * The gift voucher that paid part or all of the total (its code), what it paid (CHF), and what is left
   * to pay by the payment method; null, 0 and the total without one.
   */
  voucherCode: z.optional(z.nullable(z.string())),
  voucherAmount: z.optional(z.number()),
  amountDue: z.optional(z.number()),
  vatPercent: z.number(),
  vatAmount: z.number(),
  /** Per VAT rate: the gross amount and the VAT it includes. */
  vatBreakdown: ZVatBreakdownSchema,
  deliveryFee: z.number(),
  cardFee: z.number(),
  totalPrice: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  cancelReason: z.nullable(z.string()),
  specialInstructions: z.nullable(z.string()),
  /** Who entered it in the back office (a phone order); null for a diner's own order. */
  enteredBy: z.nullable(z.string()),
  /** Why staff lifted a rule the order would otherwise have been refused by; null when none was. */
  overrideReason: z.nullable(z.string()),
  /** The network printers' progress with its copies; NONE without a printer. */
  printStatus: z.enum(PRINT_STATUSES),
  /** The escalation steps done because nobody saw it in time; optional for older answers. */
  escalations: z.optional(z.array(ZEscalationSchema)),
  /** Cancelled by the timeout (nobody confirmed it in time), not by staff. */
  autoCancelled: z.optional(z.boolean()),
  /** The refund after that cancellation failed: staff refund it in the payment provider's dashboard. */
  autoRefundFailed: z.optional(z.boolean()),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;

/** One card on the incoming screen (spec section 3, Incoming card). */
export const ZIncomingCardSchema = z.object({
  kind: z.enum(INCOMING_KINDS),
  id: z.string(),
  createdAt: z.string(),
  timing: ZTimingSchema,
  orderType: z.nullable(z.enum(ORDER_TYPES)),
  orderNumber: z.nullable(z.int()),
  customerInfo: ZFullCustomerSchema,
  menuItems: z.array(
    z.object({ menuItemName: z.string(), quantity: z.int(), options: z.array(ZLineOptionSchema) }),
  ),
  buffetItems: z.array(
    z.object({ name: z.string(), quantity: z.int(), options: z.array(ZLineOptionSchema) }),
  ),
  specialInstructions: z.nullable(z.string()),
  numberOfPeople: z.nullable(z.int()),
  overCapacity: z.boolean(),
  totalPrice: z.nullable(z.number()),
  /**
   * What a gift voucher paid of the total (CHF; 0 without one): the front collects only the rest. Left
   * out for reservations and in older answers.
   */
  voucherAmount: z.optional(z.number()),
  voucherCode: z.optional(z.nullable(z.string())),
  /** The promo code the order was placed with, and what it took off (CHF); left out without one. */
  promoCode: z.optional(z.nullable(z.string())),
  promoDiscount: z.optional(z.number()),
  paymentMethod: z.nullable(z.enum(PAYMENT_METHODS)),
  paymentStatus: z.nullable(z.enum(PAYMENT_STATUSES)),
  /** The escalation steps done so far (nobody saw it in time). */
  escalations: z.optional(z.array(ZEscalationSchema)),
  /** When the order is cancelled by the timeout unless confirmed; null: never (reservations). */
  autoCancelAt: z.optional(z.nullable(z.string())),
  /**
   * A reservation the guest changed or cancelled through the private link: the booking's status now, the
   * change in words ('19:00 → 19:30, 4 → 5 people'; null for a cancellation) and when. A CONFIRMED or
   * CANCELLED one stays on the screen until staff press Seen; a REQUESTED one until staff decide.
   */
  guestChange: z.optional(
    z.nullable(
      z.object({ status: z.enum(RESERVATION_STATUSES), note: z.nullable(z.string()), at: z.string() }),
    ),
  ),
});
export type TIncomingCard = z.infer<typeof ZIncomingCardSchema>;

export const ZConfirmSchema = z.strictObject({
  print: z.optional(z.boolean()),
  extraMinutes: z.nullish(
    z.union([z.literal(10), z.literal(15), z.literal(20), z.literal(30)], {
      error: 'validation.extraMinutes' satisfies TSharedMessageKey,
    }),
  ),
});

export const ZCancelSchema = z.strictObject({
  reason: z.nullish(z.string().check(z.trim(), z.maxLength(500), singleLine())),
  refundIfPaid: z.optional(z.boolean()),
});

export const ZHandledSchema = z.object({
  id: z.string(),
  status: z.union([z.enum(ORDER_STATUSES), z.enum(RESERVATION_STATUSES)]),
  committedReadyAt: z.nullable(z.string()),
});

export const ZOrderStatusChangeSchema = z.strictObject({
  status: z.enum(['CONFIRMED', 'PREPARING', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED'], {
    error: 'validation.orderStatus' satisfies TSharedMessageKey,
  }),
});

export const ZAlertsSchema = z.object({
  reservationsRequested: z.int(),
  ordersNew: z.int(),
  buffetOrdersNew: z.int(),
  /** Orders whose tickets have waited for a printer longer than two minutes. */
  printerProblems: z.int(),
  /**
   * Everything waiting for a decision on the incoming screen, seen or not: NEW orders the kitchen sees,
   * REQUESTED reservations, and guests' changes waiting for staff's Seen. The badge's number: the counts above fall to 0 once the screen has shown them,
   * while the orders still wait. 0 from a server that does not send it.
   */
  waiting: z._default(z.int(), 0),
  /** Incoming screens online and the automatic pause: every admin page's banner. */
  screens: z.optional(ZScreenAlertSchema),
});
export type TAlerts = z.infer<typeof ZAlertsSchema>;

export const ZAlertsSeenSchema = z.strictObject({
  kinds: z.array(z.enum(ALERT_KINDS)).check(z.maxLength(3)),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The order lists' largest page and widest window: one request never reads more. */
export const MAX_ORDER_PAGE_SIZE = 200;
export const DEFAULT_ORDER_PAGE_SIZE = 50;
export const MAX_ORDER_WINDOW_DAYS = 366;

/**
 * GET /api/admin/orders and /api/admin/buffet-orders: restaurant-local days `from`..`to`
 * (inclusive; today when left out), `q` an order number, a name, a phone number or an email, and a page.
 */
export const ZAdminOrderListQuerySchema = z.object({
  from: z.optional(z.string().check(z.regex(DAY, 'validation.day' satisfies TSharedMessageKey))),
  to: z.optional(z.string().check(z.regex(DAY, 'validation.day' satisfies TSharedMessageKey))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), singleLine())),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ORDER_PAGE_SIZE)),
    DEFAULT_ORDER_PAGE_SIZE,
  ),
});
export type TAdminOrderListQuery = z.input<typeof ZAdminOrderListQuerySchema>;

/** One page of an order list, with the window it was read from (never a silent cut). */
export const ZAdminOrderPageSchema = z.object({
  items: z.array(ZAdminOrderSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** The restaurant-local days the list covers, inclusive. */
  from: z.string(),
  to: z.string(),
});
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPageSchema>;
