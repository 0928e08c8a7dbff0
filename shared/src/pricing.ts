import type { TOrderType, TPaymentMethod } from './enums';
import { chfToRappen, roundHalfUp } from './money';
import type { TOrderKind } from './order-kind';
import { type TVatClass, type TVatRates, type TVatShare, vatShares } from './vat';
import { LOCAL_DATE_TIME, restaurantTimeZone, zonedLocalToInstant } from './zoned-time';

/**
 * Order pricing (ARCHITECTURE.md "Pricing", spec section 9). The server computes it and stores the
 * result; the client shows the same numbers from this same function. All amounts are Rappen and every
 * percentage is applied in integer arithmetic (percent x 10 as an integer), rounding half up.
 */

export interface TPricingLine {
  unitPriceRappen: number;
  quantity: number;
  /** The item's VAT class; left out: REDUCED. */
  vatClass?: TVatClass | undefined;
}

export interface TDiscountPercents {
  percentMenu: number;
  percentBuffet: number;
}

export interface TPricingInput {
  lines: readonly TPricingLine[];
  kind: TOrderKind;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  /** Percents of the active sale; 0 when no sale is active (see activeDiscountPercents). */
  discount: TDiscountPercents;
  /**
   * A promo code's discount (promo.ts), taken off the items after the sale: PERCENT in percent, AMOUNT in
   * CHF (at most what the items come to). Left out or null: none.
   */
  promo?: { kind: 'PERCENT' | 'AMOUNT'; value: number } | null | undefined;
  /**
   * What is left on a gift voucher (vouchers.ts), in Rappen: it pays the total after VAT, as a means of
   * payment, up to what the items and delivery come to; the payment fee is reckoned on the items it does
   * not cover. Left out or 0: none.
   */
  voucherBalanceRappen?: number | undefined;
  /** The VAT rates of the order's day; left out: today's Swiss rates. */
  vatRates?: TVatRates | undefined;
  /** The restaurant's fees: its order settings and, for a delivery, the zone of the postcode. */
  rules: TPricingRules;
}

/**
 * The fees an order is priced with: the restaurant's data (order-rules.ts), never constants. For a
 * TAKEAWAY the delivery fields are not used.
 */
export interface TPricingRules {
  /** The delivery zone's fee. */
  deliveryFeeRappen: number;
  /** Delivery is free when the discounted items total reaches this (inclusive); null: never free. */
  freeDeliveryFromRappen: number | null;
  /** The card fee and the TWINT fee in tenths of a percent (2.6 % = 26); 0: none. */
  cardFeeTenths: number;
  twintFeeTenths: number;
}

export interface TPricing {
  subtotal: number;
  /** The percent applied, e.g. 12.5 (0 when none). */
  discountPercent: number;
  discountAmount: number;
  /** What the promo code took off the items after the sale (0 when none). */
  promoDiscount: number;
  /** The items after the sale and the promo code: the fees are reckoned on this. */
  afterDiscount: number;
  deliveryFee: number;
  /** True for a DELIVERY order whose fee was waived by the free-delivery threshold. */
  deliveryFeeWaived: boolean;
  /** The payment fee: the card fee for CARD, the TWINT fee for TWINT, else 0. */
  cardFee: number;
  total: number;
  /** What the gift voucher pays of `total` (0 when none): a means of payment, the VAT is unchanged. */
  voucherAmount: number;
  /** What is left to pay by the payment method: `total` less the voucher. */
  amountDue: number;
  /** The single rate, or with two rates the reduced one (the spec's field; see vatBreakdown). */
  vatPercent: number;
  /** VAT contained in `total` (prices include VAT), all rates together. */
  vatAmount: number;
  /** Per rate: the gross amount and the VAT it includes. */
  vatBreakdown: TVatShare[];
}

/** Today's Swiss rates, for a client that does not know the rates table (the server prices with it). */
export const CURRENT_VAT_RATES: TVatRates = { REDUCED: 26, STANDARD: 81 };

/**
 * A percent as an integer count of tenths (12.5 -> 125). The sale form steps by 0.1, so finer input
 * is rounded to the nearest tenth rather than refused: a stored 12.25 must not break checkout.
 */
function percentToTenths(name: string, percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`${name} must be between 0 and 100, got ${percent}`);
  }
  return Math.round(percent * 10);
}

export function computePricing(input: TPricingInput): TPricing {
  let subtotal = 0;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.unitPriceRappen) || line.unitPriceRappen < 0) {
      throw new RangeError(`unitPriceRappen must be a non-negative integer, got ${line.unitPriceRappen}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`quantity must be a non-negative integer, got ${line.quantity}`);
    }
    subtotal += line.unitPriceRappen * line.quantity;
  }
  // Guards the products below (subtotal x 1000) against leaving exact integer range.
  if (subtotal > 1e12) throw new RangeError(`subtotal out of range: ${subtotal}`);

  const tenths =
    input.kind === 'BUFFET'
      ? percentToTenths('percentBuffet', input.discount.percentBuffet)
      : percentToTenths('percentMenu', input.discount.percentMenu);
  const discountAmount = roundHalfUp(subtotal * tenths, 1000);
  const afterSale = subtotal - discountAmount;
  const promo = input.promo;
  const promoDiscount = !promo
    ? 0
    : promo.kind === 'PERCENT'
      ? roundHalfUp(afterSale * percentToTenths('promo', promo.value), 1000)
      : Math.min(afterSale, Math.max(0, chfToRappen(promo.value)));
  const afterDiscount = afterSale - promoDiscount;

  const { rules } = input;
  const isDelivery = input.orderType === 'DELIVERY';
  const deliveryFeeWaived =
    isDelivery && rules.freeDeliveryFromRappen !== null && afterDiscount >= rules.freeDeliveryFromRappen;
  const deliveryFee = isDelivery && !deliveryFeeWaived ? rules.deliveryFeeRappen : 0;

  // The payment fee covers the online card payment and TWINT at the restaurant's percents; cash and the
  // card terminal cost nothing extra.
  const feeTenths =
    input.paymentMethod === 'CARD'
      ? rules.cardFeeTenths
      : input.paymentMethod === 'TWINT'
        ? rules.twintFeeTenths
        : 0;
  // A gift voucher pays the items and delivery first; the payment fee is only on what it leaves of the items.
  const balance = Math.max(0, input.voucherBalanceRappen ?? 0);
  if (!Number.isSafeInteger(balance)) throw new RangeError(`voucherBalanceRappen out of range: ${balance}`);
  const voucherAmount = Math.min(balance, afterDiscount + deliveryFee);
  const feeBase = Math.max(0, afterDiscount - voucherAmount);
  const cardFee = feeTenths > 0 ? roundHalfUp(feeBase * feeTenths, 1000) : 0;
  const total = afterDiscount + cardFee + deliveryFee;
  // Prices include VAT: each rate's share is its gross x rate / (100 + rate); one rate gives the spec's
  // total x 2.6 / 102.6.
  const rates = input.vatRates ?? CURRENT_VAT_RATES;
  const vatBreakdown = vatShares({
    lines: input.lines.map((l) => ({
      vatClass: l.vatClass ?? 'REDUCED',
      amountRappen: l.unitPriceRappen * l.quantity,
    })),
    discountRappen: discountAmount + promoDiscount,
    feesRappen: cardFee + deliveryFee,
    rates,
  });
  const vatAmount = vatBreakdown.reduce((sum, share) => sum + share.vatRappen, 0);
  const single = vatBreakdown.length === 1 ? vatBreakdown[0] : undefined;

  return {
    subtotal,
    discountPercent: tenths / 10,
    discountAmount,
    promoDiscount,
    afterDiscount,
    deliveryFee,
    deliveryFeeWaived,
    cardFee,
    total,
    voucherAmount,
    amountDue: total - voucherAmount,
    vatPercent: (single?.tenths ?? rates.REDUCED) / 10,
    vatAmount,
    vatBreakdown,
  };
}

export interface TSaleWindow {
  enabled: boolean;
  /** Empty percents count as 0 (spec 3). */
  percentMenu: number | null | undefined;
  percentBuffet: number | null | undefined;
  /** ISO date-time (with offset, or without for restaurant time) or Date; null or '' for an open bound. */
  startsAt: string | Date | null | undefined;
  endsAt: string | Date | null | undefined;
}

function saleBound(value: string | Date | null | undefined, timeZone: string): number | null | 'invalid' {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.getTime();
  if (value == null || value.trim() === '') return null;
  const text = value.trim();
  try {
    // A date-time without zone is restaurant local time, as for scheduledAt (ARCHITECTURE.md "Times").
    const ms = LOCAL_DATE_TIME.test(text) ? zonedLocalToInstant(text, timeZone).getTime() : Date.parse(text);
    return Number.isNaN(ms) ? 'invalid' : ms;
  } catch {
    return 'invalid';
  }
}

function normalizePercent(percent: number | null | undefined): number {
  if (percent == null || !Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/**
 * The percents to price with right now: the sale's when it is enabled and `now` lies in
 * [startsAt, endsAt) (start inclusive, end exclusive, so a sale ending at 18:00 is over at 18:00),
 * else 0 and 0. A bound that cannot be read disables the sale: never give a discount by accident.
 * Percents are clamped to 0..100 and rounded to 0.1 so a bad row cannot break checkout.
 */
export function activeDiscountPercents(
  sale: TSaleWindow,
  now: Date,
  timeZone: string = restaurantTimeZone(),
): TDiscountPercents {
  const none = { percentMenu: 0, percentBuffet: 0 };
  if (!sale.enabled) return none;
  const start = saleBound(sale.startsAt, timeZone);
  const end = saleBound(sale.endsAt, timeZone);
  if (start === 'invalid' || end === 'invalid') return none;
  const t = now.getTime();
  if (start !== null && t < start) return none;
  if (end !== null && t >= end) return none;
  return {
    percentMenu: normalizePercent(sale.percentMenu),
    percentBuffet: normalizePercent(sale.percentBuffet),
  };
}
