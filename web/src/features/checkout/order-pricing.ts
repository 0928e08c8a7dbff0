import { pricingRulesOf } from '@app/shared/delivery';
import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import { chfToRappen } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import { computePricing, type TDiscountPercents, type TPricing } from '@app/shared/pricing';
import type { TPromoTerms } from '@app/shared/promo';
import { linePriceRappen, type TCartLine } from '@/features/cart/public';

/**
 * The checkout summary's numbers: the shared pricing the server charges with, fed from the cart and the
 * restaurant's rules (its payment fees and, for a delivery, the zone's fee and free threshold). A mixed
 * cart (refused anyway) is priced as a menu cart; a delivery without a known zone has no fee yet. A promo
 * code takes its share only once the items reach its minimum order (the summary says what is missing). A
 * gift voucher's balance pays the total after VAT, as the server takes it (amountDue is what is left).
 */
export function priceCart(options: {
  lines: readonly TCartLine[];
  kind: TOrderKind | 'MIXED' | null;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  discount: TDiscountPercents;
  settings: Pick<TOrderRules, 'cardFeePercent' | 'twintFeePercent'>;
  zone: Pick<TDeliveryZone, 'deliveryFee' | 'freeDeliveryFrom'> | undefined;
  promo?: TPromoTerms | null;
  /** What is left on the applied gift voucher, in CHF; left out: none. */
  voucherBalance?: number | null;
}): TPricing {
  const lines = options.lines.map((line) => ({
    unitPriceRappen: linePriceRappen(line),
    quantity: line.quantity,
    vatClass: line.vatClass,
  }));
  const promo = options.promo;
  return computePricing({
    lines,
    promo:
      promo &&
      !belowPromoMinimum(
        promo,
        lines.reduce((sum, line) => sum + line.unitPriceRappen * line.quantity, 0),
      )
        ? promo
        : null,
    kind: options.kind === 'BUFFET' ? 'BUFFET' : 'MENU',
    orderType: options.orderType,
    paymentMethod: options.paymentMethod,
    discount: options.discount,
    voucherBalanceRappen: options.voucherBalance ? chfToRappen(options.voucherBalance) : 0,
    rules: pricingRulesOf(options.settings, options.zone),
  });
}

/** Whether the items (before any discount) come to less than the code's minimum order. */
export function belowPromoMinimum(promo: Pick<TPromoTerms, 'minimumOrder'>, subtotalRappen: number): boolean {
  return subtotalRappen < chfToRappen(promo.minimumOrder);
}
