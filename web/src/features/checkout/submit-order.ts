import type { TOrderType } from '@app/shared/enums';
import { closedMessage, getHoursStatus } from './api/hours-status';

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
