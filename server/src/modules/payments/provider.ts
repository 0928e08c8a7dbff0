/**
 * What the order flow needs from a payment provider. The built-in `simulated` provider and Stripe
 * (a later addition) implement it; the events they report go through one handler (service.ts).
 */
export type TIntentRequest = {
  orderId: string;
  orderKind: 'MENU' | 'BUFFET';
  amountRappen: number;
  currency: 'CHF';
  /** Derived from the order and amount: a retried request returns the same intent. */
  idempotencyKey: string;
};

export type TIntent = { intentId: string; clientSecret: string };

export type TPaymentProvider = {
  name: 'simulated' | 'stripe';
  createIntent(request: TIntentRequest): Promise<TIntent>;
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
