import { z } from 'zod/mini';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { singleLine } from './text';

/**
 * An order as its diner tracks it (/track, /track-buffet) and the query that finds it. Apart from
 * orders.ts, which the checkout loads before it paints: the checkout never reads a tracked order
 * (docs/performance.md). `TTrackedOrder` and `TVatBreakdown` are re-exported there as types.
 */

export const ZTrackQuerySchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), singleLine()),
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), singleLine()),
});

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
      /**
       * The menu item (menu orders) or buffet item (buffet orders) the line was ordered as, for "Order
       * this again"; null when that item has been deleted since. Optional for older answers.
       */
      itemId: z.optional(z.nullable(z.int())),
    }),
  ),
  specialInstructions: z.nullable(z.string()),
  /**
   * Cancelled because the restaurant did not confirm it in time: the tracking page says so
   * and, for a paid card order, that it is refunded. Optional for older answers.
   */
  autoCancelled: z.optional(z.boolean()),
});
export type TTrackedOrder = z.infer<typeof ZTrackedOrderSchema>;
