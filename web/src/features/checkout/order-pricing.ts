import { pricingRulesOf } from '@app/shared/delivery';
import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import { computePricing, type TDiscountPercents, type TPricing } from '@app/shared/pricing';
import { linePriceRappen, type TCartLine } from '@/features/cart/public';

/**
 * The checkout summary's numbers: the shared pricing the server charges with, fed from the cart and the
 * restaurant's rules (its payment fees and, for a delivery, the zone's fee and free threshold). A mixed
 * cart (refused anyway) is priced as a menu cart; a delivery without a known zone has no fee yet.
 */
export function priceCart(options: {
  lines: readonly TCartLine[];
  kind: TOrderKind | 'MIXED' | null;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  discount: TDiscountPercents;
  settings: Pick<TOrderRules, 'cardFeePercent' | 'twintFeePercent'>;
  zone: Pick<TDeliveryZone, 'deliveryFee' | 'freeDeliveryFrom'> | undefined;
}): TPricing {
  return computePricing({
    lines: options.lines.map((line) => ({
      unitPriceRappen: linePriceRappen(line),
      quantity: line.quantity,
      vatClass: line.vatClass,
    })),
    kind: options.kind === 'BUFFET' ? 'BUFFET' : 'MENU',
    orderType: options.orderType,
    paymentMethod: options.paymentMethod,
    discount: options.discount,
    rules: pricingRulesOf(options.settings, options.zone),
  });
}
