import { chfToRappen } from '@app/shared/money';
import type { TTrackedOrder } from '@app/shared/orders';

export type TVatLine = { ratePercent: number; vatRappen: number };

/**
 * The VAT an order's total includes, one line per rate: from `vatBreakdown`, else from the
 * spec's single `vatPercent` and `vatAmount` (an older answer); none when the answer has neither.
 */
export function trackedVatLines(
  order: Pick<TTrackedOrder, 'vatBreakdown' | 'vatPercent' | 'vatAmount'>,
): TVatLine[] {
  if (order.vatBreakdown && order.vatBreakdown.length > 0) {
    return order.vatBreakdown.map((share) => ({
      ratePercent: share.ratePercent,
      vatRappen: chfToRappen(share.vat),
    }));
  }
  if (order.vatPercent === undefined || order.vatAmount === undefined) return [];
  return [{ ratePercent: order.vatPercent, vatRappen: chfToRappen(order.vatAmount) }];
}
