import type { TOrderKind } from '@app/shared/order-kind';
/**
 * What the order flow needs from a payment provider. The built-in `simulated` provider and Stripe
 * implement it; the events they report go through one handler (service.ts).
 */
export type TIntentRequest = {
  orderId: string;
  orderKind: TOrderKind;
  amountRappen: number;
  currency: 'CHF';
  /** Derived from the order and amount: a retried request returns the same intent. */
  idempotencyKey: string;
};

export type TIntent = { intentId: string; clientSecret: string };

/** What the provider knows about an intent now (the reconciliation job asks when a webhook is late). */
export type TIntentState = {
  intentId: string;
  status: 'succeeded' | 'failed' | 'pending' | 'canceled';
  orderId: string | null;
  amountRappen: number;
  currency: string;
  failureMessage?: string | undefined;
};

export type TRefundRequest = {
  intentId: string;
  orderId: string;
  amountRappen: number;
  /** Derived from the order: asking twice refunds once. */
  idempotencyKey: string;
};

export type TPaymentProvider = {
  name: 'simulated' | 'stripe';
  /** Given to the browser's payment form (Stripe's publishable key). */
  publishableKey?: string | undefined;
  createIntent(request: TIntentRequest): Promise<TIntent>;
  retrieveIntent(intentId: string): Promise<TIntentState | null>;
  /**
   * Cancels an unpaid intent (a newer one superseded it), so it can never be paid. Returns the intent's
   * status afterwards: 'canceled', or what it already was when it can no longer be cancelled (a
   * payment that went through meanwhile); null when the provider does not know it.
   */
  cancelIntent(intentId: string): Promise<TIntentState['status'] | null>;
  refund(request: TRefundRequest): Promise<{ refundId: string }>;
};

/** A provider event, normalised: what happened to which intent, for which order and amount. */
export type TPaymentEvent = {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  intentId: string;
  orderId: string;
  amountRappen: number;
  currency: string;
  failureMessage?: string | undefined;
};
