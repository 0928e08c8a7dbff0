import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import { computePricing, type TDiscountPercents, type TPricing } from '@app/shared/pricing';
import { linePriceRappen, type TCartLine } from '@/features/cart/public';

/**
 * The checkout summary's numbers: the shared pricing the server charges with, fed from the cart.
 * A mixed cart (refused anyway) is priced as a menu cart.
 */
export function priceCart(options: {
  lines: readonly TCartLine[];
  kind: TOrderKind | 'MIXED' | null;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  discount: TDiscountPercents;
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
  });
}
