import { chfToRappen, rappenToChf } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import { computePricing, type TDiscountPercents, type TPricingRules } from '@app/shared/pricing';

export interface TSalePrice {
  /** The percent off, e.g. 10. */
  percent: number;
  /** The price after the discount, in CHF. */
  price: number;
}

/** A takeaway paid in cash carries no fee: only the discount matters for an item's sale price. */
const NO_FEES: TPricingRules = {
  deliveryFeeRappen: 0,
  freeDeliveryFromRappen: null,
  cardFeeTenths: 0,
  twintFeeTenths: 0,
};

/**
 * One item's price under the active sale, discounted exactly as checkout discounts a cart of it
 * (shared pricing); undefined when no sale applies to its kind.
 */
export function salePrice(
  price: number,
  kind: TOrderKind,
  discount: TDiscountPercents,
): TSalePrice | undefined {
  const pricing = computePricing({
    lines: [{ unitPriceRappen: chfToRappen(price), quantity: 1 }],
    kind,
    orderType: 'TAKEAWAY',
    paymentMethod: 'CASH',
    discount,
    rules: NO_FEES,
  });
  if (pricing.discountPercent <= 0) return undefined;
  return { percent: pricing.discountPercent, price: rappenToChf(pricing.afterDiscount) };
}
