import type { TOrderKind } from '@app/shared/order-kind';
/**
 * What the order flow needs from a payment provider. The built-in `simulated` provider and Stripe
 * implement it; the events they report go through one handler (service.ts).
 */
export type TIntentRequest = {
  /** The order's id, or a gift voucher's (orderKind VOUCHER). */
  orderId: string;
  orderKind: TOrderKind | 'VOUCHER';
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

  /**
   * A card guarantee (docs/decisions/028): a SetupIntent saves the guest's card for a
   * later charge without charging it; the same key gives the same intent.
   */
  createSetupIntent(request: TSetupRequest): Promise<TSetup>;
  retrieveSetupIntent(setupIntentId: string): Promise<TSetupState | null>;
  /** Charges the saved card off-session; the same idempotency key charges once (and answers the same). */
  chargeSaved(request: TChargeRequest): Promise<TChargeResult>;
  /** Lets the card go: cancels an unused SetupIntent, detaches a saved card. Best effort, may be repeated. */
  releaseSetup(setup: { setupIntentId: string; paymentMethodId: string | null }): Promise<void>;
};

export type TSetupRequest = {
  reservationId: string;
  email: string;
  name: string;
  /** Derived from the reservation: a retried request returns the same intent. */
  idempotencyKey: string;
};

export type TSetup = { setupIntentId: string; clientSecret: string; customerId: string | null };

/** 'Visa •••• 4242': what staff and the guest see of a saved card. */
export function cardLabel(brand: string, last4: string): string {
  return `${brand} •••• ${last4}`;
}

/** What the provider knows about a SetupIntent now. */
export type TSetupState = {
  setupIntentId: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reservationId: string | null;
  paymentMethodId: string | null;
  /** 'Visa •••• 4242' once a card is saved. */
  cardLabel: string | null;
  failureMessage?: string | undefined;
};

export type TChargeRequest = {
  reservationId: string;
  customerId: string | null;
  paymentMethodId: string;
  amountRappen: number;
  currency: 'CHF';
  description: string;
  idempotencyKey: string;
};

export type TChargeResult =
  | { status: 'succeeded'; intentId: string }
  | { status: 'failed'; intentId: string | null; failureMessage: string };

/** A SetupIntent event from the provider's webhook, normalised. */
export type TSetupEvent = {
  id: string;
  type: 'setup_intent.succeeded' | 'setup_intent.setup_failed';
  setupIntentId: string;
};

/** What the card guarantee of large parties needs from the provider (docs/decisions/028). */
export type TGuaranteeProvider = Pick<
  TPaymentProvider,
  'name' | 'publishableKey' | 'createSetupIntent' | 'retrieveSetupIntent' | 'chargeSaved' | 'releaseSetup'
>;

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
