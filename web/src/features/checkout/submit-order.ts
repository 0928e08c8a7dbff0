import type { TOrderType } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TPromoTerms } from '@app/shared/promo';
import type { QueryClient } from '@tanstack/react-query';
import type { TCartLine, TDinerRules } from '@/features/cart/public';
import { createPaymentIntent } from '@/features/payments/public';
import { t } from '@/i18n/i18n';
import { IdempotencyKeys } from '@/lib/idempotency-key';
import type { TFormError } from '@/lib/submit-failure';
import { checkVoucher } from './api/check-voucher';
import { createOrder } from './api/create-order';
import { closedMessage, getHoursStatus } from './api/hours-status';
import { checkCashGiven } from './cash-given';
import type { TFieldErrors } from './checkout-rules';
import type { TCheckoutAction, TCheckoutState } from './checkout-state';
import {
  buildOrderPayload,
  checkCheckout,
  explainCheckoutFailure,
  promoRefusal,
  recheckRefusedLines,
  voucherRefusal,
} from './checkout-submit';
import type { TVoucherState } from './components/voucher-code-field';
import type { priceCart } from './order-pricing';
import { hoursCheckAt } from './restaurant-time';

/**
 * What the checkout needs only once the diner submits (use-checkout.ts imports this module then, and
 * starts fetching it when the form is first touched): the submit itself with its checks, the
 * opening-hours check, the order call with its idempotency key, the card payment's intent, how a
 * refusal is shown, and the payment step's section that follows a card order. Kept out of the code
 * /checkout loads before it paints (docs/performance.md).
 */

export { PaymentSection } from './components/payment-section';

/** The open/closed answer for the chosen time; a failing check never blocks (the server checks again). */
async function closedAt(orderType: TOrderType, at: 'asap' | string): Promise<string | null> {
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
async function showVoucherRefusal(
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

/** What the checkout's submit works with: its state and what use-checkout.ts derived from it. */
export interface TSubmitInput {
  state: TCheckoutState;
  cart: { lines: TCartLine[]; kind: TOrderKind | 'MIXED' | null; totalRappen: number };
  orderType: TOrderType;
  rules: Pick<TDinerRules, 'zones'>;
  pricing: ReturnType<typeof priceCart>;
  promo: { terms: TPromoTerms | null };
  voucher: TVoucherState;
  paidByVoucher: boolean;
  /** One per checkout, made here on the first submit, so a retried payload keeps its key. */
  keys: { current: IdempotencyKeys | null };
  dispatch: (action: TCheckoutAction) => void;
  setPromo: (promo: { terms: TPromoTerms | null; error?: string }) => void;
  setVoucher: (voucher: TVoucherState) => void;
  queryClient: QueryClient;
  /** The order is placed (and paid, or nothing is left to pay): on to the thank-you page. */
  finish: (order: { orderId: string; email: string; kind: TOrderKind }) => void;
  /** When the diner pressed the button: the chosen time is checked against it. */
  now: Date;
  /** "I'll pay with" as typed: sent for a delivery paid in cash only. */
  cashGiven?: string | undefined;
}

/**
 * The checkout's one action (spec 4), after use-checkout.ts marked it started: validate, check the
 * opening hours, create the order, then either finish (to /thank-you) or, for CARD, fetch the payment
 * intent for the payment step. A refusal is shown on the form: its fields' messages, a refused promo
 * code or gift voucher at its field, lines no longer available checked again.
 */
export async function submitCheckout(input: TSubmitInput): Promise<void> {
  const { state, cart, orderType, pricing, promo, voucher, dispatch } = input;
  const { customer, paymentMethod, specialInstructions, timing } = state;
  const fail = (formError: TFormError, fieldErrors: TFieldErrors = {}) =>
    dispatch({ type: 'failed', formError, fieldErrors });
  try {
    const check = checkCheckout({
      customer,
      lines: cart.lines,
      kind: cart.kind,
      orderType,
      subtotalRappen: cart.totalRappen,
      timing,
      now: input.now,
      zones: input.rules.zones,
    });
    const cash =
      paymentMethod === 'CASH' && orderType === 'DELIVERY' && !input.paidByVoucher
        ? checkCashGiven(input.cashGiven ?? '', pricing.amountDue)
        : { ok: true as const, cashGiven: undefined };
    if (!check.ok || !cash.ok) {
      const fieldErrors = {
        ...(check.ok ? {} : check.fieldErrors),
        ...(cash.ok ? {} : { cashGiven: cash.error }),
      };
      fail({ message: check.ok ? t('checkout.fixFields') : check.message, details: [] }, fieldErrors);
      return;
    }
    const closed = await closedAt(orderType, hoursCheckAt(check.cartTiming));
    if (closed) {
      fail({ message: closed, details: [] }, check.cartTiming.asap ? {} : { scheduledAt: closed });
      return;
    }
    const payload = buildOrderPayload({
      kind: check.kind,
      customerInfo: check.customerInfo,
      orderType,
      paymentMethod,
      lines: cart.lines,
      timing: check.cartTiming,
      specialInstructions,
      promoCode: pricing.promoDiscount > 0 ? promo.terms?.code : undefined,
      voucherCode: pricing.voucherAmount > 0 ? voucher.applied?.code : undefined,
      cashGiven: cash.cashGiven,
    });
    input.keys.current ??= new IdempotencyKeys();
    const { id } = await createOrder(check.kind, payload, input.keys.current.keyFor(payload));
    const order = { orderId: id, email: check.customerInfo.email, kind: check.kind };
    // Nothing left to pay by card: the server asks for no payment, so there is no payment step.
    if (paymentMethod !== 'CARD' || input.paidByVoucher) {
      input.finish(order);
      return;
    }
    const intent = await createPaymentIntent(check.kind, id);
    dispatch({ type: 'paymentStarted', payment: { ...order, intent } });
  } catch (error) {
    const { formError, fieldErrors } = explainCheckoutFailure(error, cart.lines);
    // A code refused on the order (used up since, say): its line goes and its field says why.
    const promoRefused = promoRefusal(error);
    if (promoRefused) input.setPromo({ terms: null, error: promoRefused });
    void showVoucherRefusal(error, voucher.applied, input.setVoucher);
    recheckRefusedLines(error, input.queryClient);
    fail(formError, fieldErrors);
  }
}
