import { z } from 'zod/mini';
import { ORDER_TYPES, PAYMENT_METHODS } from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { ORDER_KINDS } from './order-kind';

/**
 * The day's close-out (Z report) and the date-range reports. Money in CHF.
 *
 * A business day is the restaurant's (Europe/Zurich) day: it runs from BUSINESS_DAY_STARTS_AT local
 * time to the same time the next morning, so orders placed after midnight until closing count for the
 * evening they belong to. An order counts for the business day it was placed in (created_at).
 */
export const BUSINESS_DAY_STARTS_AT = '05:00';

/** The longest range a report or an export reads at once. */
export const MAX_REPORT_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().check(z.regex(DAY, 'validation.day' satisfies TSharedMessageKey));

export const ZCloseOutQuerySchema = z.object({
  date: day,
  format: z.optional(z.enum(['json', 'csv', 'pdf'])),
});

export const ZReportRangeQuerySchema = z.object({ from: day, to: day });

const ZCountSum = z.object({ count: z.int(), gross: z.number() });

/**
 * Promo codes on the revenue orders: per code (as the orders carry it, so a deleted code still shows),
 * its uses (revenue orders placed with it) and the discount it gave (CHF), by code.
 */
export const ZPromoCodeUsesSchema = z.array(
  z.object({ code: z.string(), count: z.int(), amount: z.number() }),
);
export type TPromoCodeUses = z.infer<typeof ZPromoCodeUsesSchema>;

/**
 * Gift vouchers in a period (docs/decisions/032), apart from revenue: a voucher sold is money held for
 * later, not a sale (no VAT); one redeemed is a means of payment of the orders it paid (their revenue and
 * VAT are counted there) or of a bill at the counter. `outstanding`: what is left on every valid voucher
 * at the period's end (a liability); `expired`: left on vouchers past their last day.
 */
export const ZVoucherFiguresSchema = z.object({
  sold: z.object({ count: z.int(), amount: z.number() }),
  soldByPaymentMethod: z.array(
    z.object({ paymentMethod: z.enum(PAYMENT_METHODS), count: z.int(), amount: z.number() }),
  ),
  redeemed: z.object({
    count: z.int(),
    amount: z.number(),
    /** Of which on orders (online or phone) and at the counter. */
    onOrders: z.number(),
    atCounter: z.number(),
  }),
  /** Given back by cancelled orders. */
  restored: z.object({ count: z.int(), amount: z.number() }),
  outstanding: z.object({ count: z.int(), amount: z.number() }),
  expired: z.object({ count: z.int(), amount: z.number() }),
});
export type TVoucherFigures = z.infer<typeof ZVoucherFiguresSchema>;

/**
 * A change to a closed business day's figures: an order of that day cancelled or refunded after it was
 * closed appears on the business day the change was made (negative); an order placed in a closed day's
 * window after it was closed (LATE_ORDER) appears on the next business day (positive).
 */
export const ZCloseOutCorrectionSchema = z.object({
  orderId: z.string(),
  kind: z.enum(ORDER_KINDS),
  orderNumber: z.int(),
  /** The closed business day the order was counted in. */
  businessDate: z.string(),
  change: z.enum(['CANCELLED', 'REFUNDED', 'LATE_ORDER']),
  changedAt: z.string(),
  /** Negative for a cancellation or refund, positive for a late order (placed or confirmed after the close). */
  gross: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
});

/** An order of the day still waiting for its confirmation (NEW) when the close-out was read or closed. */
export const ZCloseOutAwaitingSchema = z.object({
  orderId: z.string(),
  kind: z.enum(ORDER_KINDS),
  orderNumber: z.int(),
  createdAt: z.string(),
  orderType: z.enum(ORDER_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerName: z.string(),
  gross: z.number(),
});
export type TCloseOutAwaiting = z.infer<typeof ZCloseOutAwaitingSchema>;

/**
 * GET /api/admin/reports/close-out?date=YYYY-MM-DD. Revenue counts the orders placed that business day
 * that are confirmed (not NEW, not cancelled) and not waiting for or failed in an online payment (a
 * refunded one leaves it). Orders still waiting for their confirmation are listed apart, not counted.
 */
/** A courier's shift in the close-out: the float, the cash taken at the doors, and what was handed in. */
export const ZCourierCashSchema = z.object({
  courierName: z.string(),
  float: z.number(),
  collected: z.number(),
  cashDeliveries: z.int(),
  expected: z.number(),
  handedIn: z.nullable(z.number()),
  difference: z.nullable(z.number()),
  settled: z.boolean(),
});
export type TCourierCash = z.infer<typeof ZCourierCashSchema>;

export const ZCloseOutSchema = z.object({
  date: z.string(),
  /** The business day's first and last instant (ISO): from 05:00 to 05:00 the next day, local. */
  from: z.string(),
  to: z.string(),
  /** Closed (frozen) or still open; a closed day's figures are the ones stored when it was closed. */
  closed: z.boolean(),
  closedAt: z.nullable(z.string()),
  closedBy: z.nullable(z.string()),
  /** The counted orders and their gross (totals incl. VAT, fees, after discounts). */
  revenue: ZCountSum,
  byPaymentMethod: z.array(
    z.object({ paymentMethod: z.enum(PAYMENT_METHODS), count: z.int(), gross: z.number() }),
  ),
  byOrderType: z.array(z.object({ orderType: z.enum(ORDER_TYPES), count: z.int(), gross: z.number() })),
  byKind: z.array(z.object({ kind: z.enum(ORDER_KINDS), count: z.int(), gross: z.number() })),
  /** Per VAT rate: the gross it covers and the VAT included. */
  byVatRate: z.array(z.object({ ratePercent: z.number(), gross: z.number(), vat: z.number() })),
  /** Sale discounts granted (count of discounted orders, amount off). */
  discounts: z.object({ count: z.int(), amount: z.number() }),
  deliveryFees: z.object({ count: z.int(), amount: z.number() }),
  cardFees: z.object({ count: z.int(), amount: z.number() }),
  /** Orders of the day that were cancelled (not in revenue). */
  cancellations: ZCountSum,
  /** Orders of the day refunded (not in revenue). */
  refunds: ZCountSum,
  /**
   * Orders of the day still waiting for their confirmation (not in revenue until confirmed; one confirmed
   * after the day was closed is a LATE_ORDER correction of the day it is confirmed). Absent in the
   * figures of days closed before they were kept.
   */
  awaitingConfirmation: z.optional(ZCountSum),
  awaitingOrders: z.optional(z.array(ZCloseOutAwaitingSchema)),
  /**
   * Dish options sold on the revenue orders: per option, its group's and its own name in the restaurant's
   * default language (as ordered), the portions (the sum of its lines' quantities) and the revenue of its
   * price differences (difference × quantity, before the sale discount). Absent in the figures of days
   * closed before options were kept.
   */
  byOption: z.optional(
    z.array(z.object({ group: z.string(), option: z.string(), count: z.int(), gross: z.number() })),
  ),
  /** Promo codes used on the revenue orders; absent in the figures of days closed before promo codes. */
  promoCodes: z.optional(ZPromoCodeUsesSchema),
  /** Gift vouchers sold, redeemed and outstanding (not revenue); absent in days closed before vouchers. */
  vouchers: z.optional(ZVoucherFiguresSchema),
  /** Each courier's cash on the shifts of the day; absent in days closed before couriers. */
  courierCash: z.optional(z.array(ZCourierCashSchema)),
  /** Later changes to orders of closed days, made this business day. */
  corrections: z.array(ZCloseOutCorrectionSchema),
  /** Revenue plus the corrections. */
  net: z.number(),
});
export type TCloseOut = z.infer<typeof ZCloseOutSchema>;

/** GET /api/admin/reports/summary?from=&to=: the back office's reports page. */
export const ZReportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: ZCountSum,
  averageOrderValue: z.number(),
  /** Share of delivery orders among the counted ones, 0..1. */
  deliveryShare: z.number(),
  /** Every business day of the range, also those without orders. */
  byDay: z.array(z.object({ date: z.string(), count: z.int(), gross: z.number() })),
  /** Hours 0..23 of the local time the orders were placed. */
  byHour: z.array(z.object({ hour: z.int(), count: z.int(), gross: z.number() })),
  /** The 10 best-selling items by quantity. */
  topItems: z.array(z.object({ name: z.string(), quantity: z.int(), gross: z.number() })),
  /** Menu categories by revenue (buffet lines count as 'BUFFET'). */
  categories: z.array(z.object({ category: z.string(), quantity: z.int(), gross: z.number() })),
  /** Promo codes used on the range's revenue orders (optional for older answers). */
  promoCodes: z.optional(ZPromoCodeUsesSchema),
  /** Gift vouchers sold, redeemed and outstanding in the range (optional for older answers). */
  vouchers: z.optional(ZVoucherFiguresSchema),
});
export type TReportSummary = z.infer<typeof ZReportSummarySchema>;
