import { z } from 'zod/mini';
import { ORDER_TYPES } from './enums';

/**
 * GET /api/public/order-slots?orderType=&date=: the times the checkout's picker offers. A
 * time is offered when the restaurant is open then (special days included), it lies at least the
 * preparation time ahead (45 minutes plus busy mode's), within 30 days, and its 15-minute slot has
 * room under the order type's capacity. Nothing is offered while online orders of the type are paused.
 */
export const ZOrderSlotsQuerySchema = z.object({
  orderType: z.enum(ORDER_TYPES),
  /** Restaurant-local 'YYYY-MM-DD'; left out: the first date with a time. */
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type TOrderSlotsQuery = z.infer<typeof ZOrderSlotsQuerySchema>;

export const ZOrderSlotsSchema = z.object({
  /** The date `times` are for: the one asked, else the first of `dates`; null when nothing is possible. */
  date: z.nullable(z.string()),
  /** Every restaurant-local date ('YYYY-MM-DD') with at least one possible time, ascending. */
  dates: z.array(z.string()),
  /** The possible times on `date`, restaurant-local 'HH:mm', in 5-minute steps, ascending. */
  times: z.array(z.string()),
  /** The first possible time overall, restaurant-local 'YYYY-MM-DDTHH:mm'; null when none. */
  earliest: z.nullable(z.string()),
});
export type TOrderSlots = z.infer<typeof ZOrderSlotsSchema>;
