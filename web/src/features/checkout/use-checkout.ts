import type { TPaymentMethod } from '@app/shared/enums';
import { MSG, type TPaymentIntent } from '@app/shared/orders';
import type { TCartKind } from '@app/shared/pricing';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ASAP_TIMING,
  type TCartTiming,
  toScheduledAt,
  useActiveDiscount,
  useCart,
} from '@/features/cart/public';
import { createPaymentIntent } from '@/features/payments/public';
import { explainSubmitFailure, type TFormError } from '@/lib/submit-failure';
import { paths } from '@/paths';
import { createOrder } from './api/create-order';
import { closedMessage, getHoursStatus } from './api/hours-status';
import {
  buildOrderPayload,
  checkCheckout,
  deliveryBlocker,
  EMPTY_CUSTOMER,
  FAILED_MESSAGE,
  mapServerDetails,
  type TCustomerField,
  type TCustomerValues,
  type TFieldErrors,
  type TTimingChoice,
} from './checkout-rules';
import { IdempotencyKeys } from './idempotency-key';
import { priceCart } from './order-pricing';
import { hoursCheckAt } from './restaurant-time';

export interface TPendingPayment {
  orderId: string;
  kind: TCartKind;
  email: string;
  intent: TPaymentIntent;
}

export const DEFAULT_PAYMENT_METHOD: TPaymentMethod = 'CARD';

/** /thank-you with what the tracking link needs. */
export function thankYouHref(order: { orderId: string; email: string; kind: TCartKind }): string {
  const query = new URLSearchParams({
    orderId: order.orderId,
    email: order.email,
    kind: order.kind === 'BUFFET' ? 'buffet' : 'menu',
  });
  return `${paths.thankYou}?${query}`;
}

function timingChoiceOf(timing: TCartTiming): TTimingChoice {
  return timing.asap ? { asap: true } : { asap: false, input: timing.scheduledAt.slice(0, 16) };
}

/** The open/closed answer for the chosen time; a failing check never blocks (the server checks again). */
async function closedAt(orderType: 'DELIVERY' | 'TAKEAWAY', at: string): Promise<string | null> {
  try {
    return closedMessage(await getHoursStatus(orderType, at));
  } catch {
    return null;
  }
}

/**
 * The checkout's state and its one action (spec 4): validate, check the opening hours, create the
 * order, then either go to /thank-you or, for CARD, fetch the payment intent and show the payment step.
 */
export function useCheckout() {
  const cart = useCart();
  const navigate = useNavigate();
  const discount = useActiveDiscount();
  const [customer, setCustomer] = useState<TCustomerValues>(EMPTY_CUSTOMER);
  const [paymentMethod, setPaymentMethod] = useState<TPaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [specialInstructions, setSpecialInstructions] = useState('');
  const [timing, setTimingChoice] = useState<TTimingChoice>(() => timingChoiceOf(cart.timing));
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<TFormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [payment, setPayment] = useState<TPendingPayment | null>(null);
  /** Bumped after a failed submit so the form can move focus to the first invalid field. */
  const [failedAttempts, setFailedAttempts] = useState(0);
  const keys = useRef(new IdempotencyKeys());

  const pricing = priceCart({
    lines: cart.lines,
    kind: cart.kind,
    orderType: cart.orderType,
    paymentMethod,
    discount,
  });
  const blocker =
    cart.kind === 'MIXED'
      ? MSG.mixedCart
      : deliveryBlocker({
          orderType: cart.orderType,
          customer,
          lines: cart.lines,
          subtotalRappen: cart.totalRappen,
        });

  function setField(field: TCustomerField, value: string) {
    setCustomer((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function setTiming(choice: TTimingChoice) {
    setTimingChoice(choice);
    setFieldErrors((current) => (current.scheduledAt ? { ...current, scheduledAt: undefined } : current));
    if (choice.asap) {
      cart.setTiming(ASAP_TIMING);
      return;
    }
    const scheduledAt = toScheduledAt(choice.input);
    if (scheduledAt) cart.setTiming({ asap: false, scheduledAt });
  }

  function fail(error: TFormError, errors: TFieldErrors = {}) {
    setFieldErrors(errors);
    setFormError(error);
    setFailedAttempts((n) => n + 1);
  }

  function finish(order: { orderId: string; email: string; kind: TCartKind }) {
    cart.clear();
    cart.setTiming(ASAP_TIMING);
    keys.current.reset();
    navigate(thankYouHref(order));
  }

  function report(error: unknown) {
    const { formError, fieldErrors } = explainSubmitFailure(error, {
      mapDetails: mapServerDetails,
      failedMessage: FAILED_MESSAGE,
      logLabel: 'Checkout failed',
    });
    fail(formError, fieldErrors);
  }

  async function submit() {
    if (submitting) return;
    const now = new Date();
    const check = checkCheckout({
      customer,
      lines: cart.lines,
      kind: cart.kind,
      orderType: cart.orderType,
      subtotalRappen: cart.totalRappen,
      timing,
      now,
    });
    if (!check.ok) {
      fail({ message: check.message, details: [] }, check.fieldErrors);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const closed = await closedAt(cart.orderType, hoursCheckAt(check.cartTiming, now));
      if (closed) {
        fail({ message: closed, details: [] }, check.cartTiming.asap ? {} : { scheduledAt: closed });
        return;
      }
      const payload = buildOrderPayload({
        kind: check.kind,
        customerInfo: check.customerInfo,
        orderType: cart.orderType,
        paymentMethod,
        lines: cart.lines,
        timing: check.cartTiming,
        specialInstructions,
      });
      const { id } = await createOrder(check.kind, payload, keys.current.keyFor(payload));
      const order = { orderId: id, email: check.customerInfo.email, kind: check.kind };
      if (paymentMethod !== 'CARD') {
        finish(order);
        return;
      }
      const intent = await createPaymentIntent(check.kind, id);
      setPayment({ ...order, intent });
    } catch (error) {
      report(error);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    cart,
    customer,
    setField,
    paymentMethod,
    setPaymentMethod,
    specialInstructions,
    setSpecialInstructions,
    timing,
    setTiming,
    fieldErrors,
    formError,
    failedAttempts,
    blocker,
    pricing,
    submitting,
    submit,
    payment,
    /** Back from the payment step to the details; the same details reuse the order already made. */
    leavePayment: () => setPayment(null),
    /** The card payment went through. */
    paid: () => {
      if (payment) finish(payment);
    },
  };
}
