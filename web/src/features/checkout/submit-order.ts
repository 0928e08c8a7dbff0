import type { TOrderType } from '@app/shared/enums';
import { checkVoucher } from './api/check-voucher';
import { closedMessage, getHoursStatus } from './api/hours-status';
import { voucherRefusal } from './checkout-submit';
import type { TVoucherState } from './components/voucher-code-field';

/**
 * What the checkout needs only once the diner submits (use-checkout.ts imports this module then, and
 * starts fetching it when the form is first touched): the opening-hours check, the order call with its
 * idempotency key, and the card payment's intent. Kept out of the code /checkout loads before it paints
 * (docs/performance.md).
 */
export { createPaymentIntent } from '@/features/payments/public';
export { IdempotencyKeys } from '@/lib/idempotency-key';
export { createOrder } from './api/create-order';
export {
  buildOrderPayload,
  checkCheckout,
  explainCheckoutFailure,
  promoRefusal,
  recheckRefusedLines,
} from './checkout-submit';

/** The open/closed answer for the chosen time; a failing check never blocks (the server checks again). */
export async function closedAt(orderType: TOrderType, at: 'asap' | string): Promise<string | null> {
  try {
    return closedMessage(await getHoursStatus(orderType, at));
  } catch {
    return null;
  }
}

/**
 * The server refused the order's gift voucher (nothing was charged): its words at the field. When the
 * balance changed meanwhile (VOUCHER_CHANGED), it is asked again and the new balance applied, for the
 * diner to see the new amounts before placing the order again.
 */
export async function showVoucherRefusal(
  error: unknown,
  applied: TVoucherState['applied'],
  setVoucher: (voucher: TVoucherState) => void,
): Promise<void> {
  const refusal = voucherRefusal(error);
  if (!refusal) return;
  const message = refusal.message;
  if (refusal.code !== 'VOUCHER_CHANGED' || !applied) {
    setVoucher({ applied: null, error: message });
    return;
  }
  setVoucher({ applied, error: message });
  try {
    const check = await checkVoucher(applied.code);
    setVoucher(
      check.valid && check.balance > 0
        ? { applied: { ...applied, balance: check.balance, expiresOn: check.expiresOn }, error: message }
        : { applied: null, error: message },
    );
  } catch {
    setVoucher({ applied: null, error: message });
  }
}
