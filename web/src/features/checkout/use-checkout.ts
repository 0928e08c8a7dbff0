import type { TPaymentMethod } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TPromoTerms } from '@app/shared/promo';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ASAP_TIMING,
  type TCartTiming,
  toScheduledAt,
  useActiveDiscount,
  useCart,
  useOrderRules,
} from '@/features/cart/public';
import { lazyModule } from '@/hooks/use-lazy-dialog';
import { t } from '@/i18n/i18n';
import type { IdempotencyKeys } from '@/lib/idempotency-key';
import { thankYouHref } from '@/paths';
import {
  checkoutZone,
  deliveryBlocker,
  failedMessage,
  type TCustomerField,
  type TCustomerValues,
  type TTimingChoice,
} from './checkout-rules';
import { checkoutReducer, initialCheckoutState } from './checkout-state';
import type { TVoucherState } from './components/voucher-code-field';
import { priceCart } from './order-pricing';

function timingChoiceOf(timing: TCartTiming): TTimingChoice {
  return timing.asap ? { asap: true } : { asap: false, input: timing.scheduledAt.slice(0, 16) };
}

/**
 * The submit-time code (submit-order.ts): fetched when the form is first touched, awaited on submit. A
 * failed fetch is tried again on the next submit and reads as a network failure meanwhile. The payment
 * step's section comes with it (checkout-view.tsx).
 */
export const loadSubmitOrder = lazyModule(() => import('./submit-order'));

function preloadSubmitOrder() {
  loadSubmitOrder().catch(() => {});
}

/**
 * The checkout's state and its one action (spec 4): validate, check the opening hours, create the
 * order, then either go to /thank-you or, for CARD, fetch the payment intent and show the payment step.
 */
export function useCheckout() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const discount = useActiveDiscount();
  const rules = useOrderRules();
  const [state, dispatch] = useReducer(checkoutReducer, cart.timing, (timing) =>
    initialCheckoutState(timingChoiceOf(timing)),
  );
  // Created with the submit-time code; one per checkout, so a retried payload keeps its key.
  const keys = useRef<IdempotencyKeys | null>(null);
  // The promo code checked and applied (its terms), or why the last one was refused.
  const [promo, setPromo] = useState<{ terms: TPromoTerms | null; error?: string }>({ terms: null });
  // The gift voucher checked and applied (what is left on it), or why the last one was refused.
  const [voucher, setVoucher] = useState<TVoucherState>({ applied: null });
  const { customer, paymentMethod, payment } = state;

  // Only an order type the restaurant takes (the switch moves a kept cart to it as well).
  const orderType = rules.orderTypes.includes(cart.orderType)
    ? cart.orderType
    : (rules.orderTypes[0] ?? 'TAKEAWAY');
  const zone = orderType === 'DELIVERY' ? checkoutZone(rules.zones, customer.plz) : undefined;
  const pricing = priceCart({
    lines: cart.lines,
    kind: cart.kind,
    orderType,
    paymentMethod,
    discount,
    settings: rules.settings,
    zone,
    promo: promo.terms,
    voucherBalance: voucher.applied?.balance,
  });
  // The voucher pays it all: there is nothing left for a payment method (the server does not ask for one).
  const paidByVoucher = pricing.voucherAmount > 0 && pricing.amountDue === 0;
  const blocker =
    cart.kind === 'MIXED'
      ? t('checkout.mixed')
      : deliveryBlocker({
          orderType,
          customer,
          lines: cart.lines,
          subtotalRappen: cart.totalRappen,
          zones: rules.zones,
        });

  function setTiming(choice: TTimingChoice) {
    dispatch({ type: 'timing', choice });
    if (choice.asap) {
      cart.setTiming(ASAP_TIMING);
      return;
    }
    const scheduledAt = toScheduledAt(choice.input);
    if (scheduledAt) cart.setTiming({ asap: false, scheduledAt });
  }

  function finish(order: { orderId: string; email: string; kind: TOrderKind }) {
    cart.clear();
    cart.setTiming(ASAP_TIMING);
    keys.current?.reset();
    navigate(thankYouHref(order));
  }

  /**
   * The checkout's one action; what it does comes with the submit-time code (submit-order.ts).
   * `cashGiven`: the note a cash delivery is paid with, as typed ("I'll pay with").
   */
  async function submit(cashGiven?: string) {
    if (state.submitting) return;
    const now = new Date();
    dispatch({ type: 'submitStarted' });
    try {
      const code = await loadSubmitOrder();
      await code.submitCheckout({
        state,
        cart,
        orderType,
        rules,
        pricing,
        promo,
        voucher,
        paidByVoucher,
        keys,
        dispatch,
        setPromo,
        setVoucher,
        queryClient,
        finish,
        now,
        cashGiven,
      });
    } catch (error) {
      // The submit-time code could not come (offline, a new deployment): tried again on the next submit.
      console.error('Checkout failed', error);
      dispatch({ type: 'failed', formError: { message: failedMessage(), details: [] }, fieldErrors: {} });
    } finally {
      dispatch({ type: 'submitEnded' });
    }
  }

  return {
    /** The form's values, errors and progress (checkout-state.ts). */
    state,
    cart,
    /** The order type to place: the cart's, if the restaurant takes it. */
    orderType,
    /** The order types the restaurant takes (one: the page speaks of that one only). */
    orderTypes: rules.orderTypes,
    /** The delivery zone the order is priced with (none for a takeaway or an unknown postcode). */
    zone,
    settings: rules.settings,
    pricing,
    blocker,
    setField: (field: TCustomerField, value: string) => {
      preloadSubmitOrder();
      dispatch({ type: 'field', field, value });
    },
    /** The diner's saved details, into the fields they have not typed into. */
    prefill: (values: Partial<TCustomerValues>) => dispatch({ type: 'prefill', values }),
    setPaymentMethod: (method: TPaymentMethod) => {
      preloadSubmitOrder();
      dispatch({ type: 'paymentMethod', method });
    },
    setSpecialInstructions: (value: string) => dispatch({ type: 'specialInstructions', value }),
    setTiming,
    /** The promo code's terms (null: none) and the message of a refused one. */
    promo,
    setPromo,
    /** The gift voucher applied (null: none) and the message of a refused one. */
    voucher,
    setVoucher,
    /** The voucher pays the whole order: no payment method is asked for. */
    paidByVoucher,
    submit,
    /** Back from the payment step to the details; the same details reuse the order already made. */
    leavePayment: () => dispatch({ type: 'paymentLeft' }),
    /** The card payment went through. */
    paid: () => {
      if (payment) finish(payment);
    },
  };
}
