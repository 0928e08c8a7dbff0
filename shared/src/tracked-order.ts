import { z } from 'zod/mini';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { ORDER_KINDS } from './order-kind';
import { singleLine } from './text';

/**
 * An option chosen on an order line, as ordered (dish options): its name in the reader's language and
 * its price difference in CHF. Lines without options carry none.
 */
export const ZLineOptionSchema = z.object({
  name: z.string(),
  priceDelta: z.number(),
  /** The option's id, for "Order this again" (the option may have been deleted since). */
  optionId: z.optional(z.int()),
});
export type TLineOption = z.infer<typeof ZLineOptionSchema>;

/**
 * An order as its diner tracks it (/track, /track-buffet) and the query that finds it. Apart from
 * orders.ts, which the checkout loads before it paints: the checkout never reads a tracked order
 * (docs/performance.md). `TTrackedOrder` and `TVatBreakdown` are re-exported there as types.
 */

export const ZTrackQuerySchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), singleLine()),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), singleLine()),
});

/**
 * The progress steps a diner follows, as stable identifiers (README "Tracking an order"): RECEIVED,
 * CONFIRMED (with the ready time), PREPARING, ON_THE_WAY (a delivery) or READY (a pickup), DELIVERED (a
 * delivery handed over, a pickup collected); an order cancelled ends with CANCELLED instead of the steps
 * it never reached. Each step carries when it happened, or null while it is still ahead. A delivery the
 * kitchen has finished (readyAt) shows READY before ON_THE_WAY until it leaves: "ready, on its way soon".
 */
export const TRACKING_STEP_KEYS = [
  'RECEIVED',
  'CONFIRMED',
  'PREPARING',
  'ON_THE_WAY',
  'READY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type TTrackingStepKey = (typeof TRACKING_STEP_KEYS)[number];
export const ZTrackingStepSchema = z.object({
  key: z.enum(TRACKING_STEP_KEYS),
  at: z.nullable(z.string()),
});
export type TTrackingStep = z.infer<typeof ZTrackingStepSchema>;

/** The largest daily order number the lookup accepts (far above any day's orders). */
const MAX_ORDER_NUMBER = 1_000_000;

/** POST /api/orders/lookup: the order number a diner was told and the email they ordered with. */
export const ZOrderLookupSchema = z.strictObject({
  orderNumber: z.int().check(z.gte(1), z.lte(MAX_ORDER_NUMBER)),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), singleLine()),
});
export type TOrderLookup = z.infer<typeof ZOrderLookupSchema>;

/** Its answer: what the tracking link needs (the order's id, and its kind for /track or /track-buffet). */
export const ZOrderLookupResultSchema = z.object({
  orderId: z.string(),
  kind: z.enum(ORDER_KINDS),
});
export type TOrderLookupResult = z.infer<typeof ZOrderLookupResultSchema>;

/** Per VAT rate: the rate, the gross amount at it and the VAT it includes, in CHF. */
export const ZVatBreakdownSchema = z.array(
  z.object({ ratePercent: z.number(), gross: z.number(), vat: z.number() }),
);
export type TVatBreakdown = z.infer<typeof ZVatBreakdownSchema>;

/** What a diner sees on /track and /track-buffet. */
export const ZTrackedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.int(),
  createdAt: z.string(),
  asap: z.boolean(),
  requestedAt: z.string(),
  committedReadyAt: z.nullable(z.string()),
  customerInfo: z.object({ firstName: z.string(), lastName: z.string() }),
  orderType: z.enum(ORDER_TYPES),
  itemsSubtotalBeforeDiscount: z.number(),
  discountPercent: z.number(),
  discountAmount: z.number(),
  /** The promo code the order was placed with, and what it took off (CHF); null and 0 when none. */
  promoCode: z.optional(z.nullable(z.string())),
  promoDiscount: z.optional(z.number()),
  /**
   * What a gift voucher paid of the total (CHF, after VAT: a means of payment, not a discount) and what
   * is left to pay by the order's payment method; 0 and the total without a voucher.
   */
  voucherAmount: z.optional(z.number()),
  amountDue: z.optional(z.number()),
  deliveryFee: z.number(),
  cardFee: z.number(),
  totalPrice: z.number(),
  /** The single rate, or the reduced one when the order has two (see vatBreakdown). */
  vatPercent: z.optional(z.number()),
  vatAmount: z.optional(z.number()),
  vatBreakdown: z.optional(ZVatBreakdownSchema),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  orderItems: z.array(
    z.object({
      name: z.string(),
      quantity: z.int(),
      unitPrice: z.number(),
      /** The line's total in CHF (quantity × unit price), as the server priced it. Optional for older answers. */
      total: z.optional(z.number()),
      /**
       * The menu item (menu orders) or buffet item (buffet orders) the line was ordered as, for "Order
       * this again"; null when that item has been deleted since. Optional for older answers.
       */
      itemId: z.optional(z.nullable(z.int())),
      /** The options chosen (dish options), in the order's language; unitPrice includes their prices. */
      options: z.optional(z.array(ZLineOptionSchema)),
    }),
  ),
  specialInstructions: z.nullable(z.string()),
  /**
   * Cancelled because the restaurant did not confirm it in time: the tracking page says so
   * and, for a paid card order, that it is refunded. Optional for older answers.
   */
  autoCancelled: z.optional(z.boolean()),
  /**
   * While the order waits for the restaurant's confirmation: by when it confirms (after that the order is
   * cancelled, and refunded when paid). Absent once confirmed or cancelled, and when the timeout is off.
   */
  confirmBy: z.optional(z.string()),
  /**
   * When the kitchen finished the order (every station bumped its lines on the kitchen display); null until
   * then, and again when a cook recalls a line before the order is handed out. Always null without stations.
   */
  readyAt: z.nullable(z.string()),
  /**
   * While a delivery is on its way with one of the restaurant's couriers: their first name ("On the way with
   * Luca") and when it should arrive (ISO); null otherwise. No live location, by design.
   */
  courierFirstName: z.optional(z.nullable(z.string())),
  estimatedArrival: z.optional(z.nullable(z.string())),
  /** The progress steps (see TRACKING_STEP_KEYS), in order. */
  steps: z.optional(z.array(ZTrackingStepSchema)),
  /** The restaurant's phone number, for "where is my food?"; null when none is set. */
  restaurantPhone: z.optional(z.nullable(z.string())),
});
export type TTrackedOrder = z.infer<typeof ZTrackedOrderSchema>;
