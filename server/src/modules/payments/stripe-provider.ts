import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { TIntentState, TPaymentEvent, TPaymentProvider } from './provider';

export type TStripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A local fake of Stripe's API (tests); Stripe's own servers otherwise. */
  apiUrl?: string | undefined;
};

/** Seconds a webhook signature stays acceptable (Stripe's own default): replays after that are refused. */
export const WEBHOOK_TOLERANCE_S = 300;

export const INVALID_SIGNATURE = 'The webhook signature could not be verified.';

/** Card and TWINT, the methods the restaurant takes online (both charge CHF). */
export const ONLINE_PAYMENT_METHODS = ['card', 'twint'] as const;

function sdkAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  } as const;
}

function intentState(intent: Stripe.PaymentIntent): TIntentState {
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled'
        ? 'canceled'
        : intent.status === 'requires_payment_method' && intent.last_payment_error
          ? 'failed'
          : 'pending';
  return {
    intentId: intent.id,
    status,
    orderId: intent.metadata?.orderId ?? null,
    amountRappen: intent.status === 'succeeded' ? intent.amount_received || intent.amount : intent.amount,
    currency: intent.currency,
    failureMessage: intent.last_payment_error?.message ?? undefined,
  };
}

/**
 * Stripe through its official SDK: PaymentIntents for card and TWINT with the order's id in the
 * metadata, refunds, and webhook events verified against the signing secret on the raw body.
 */
export function stripeProvider(options: TStripeOptions): TPaymentProvider & {
  name: 'stripe';
  /** The normalised event of a verified webhook, null for event types the restaurant ignores. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): TPaymentEvent | null;
} {
  const stripe = new Stripe(options.secretKey, {
    ...sdkAddress(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'restaurant-ordering' },
  });

  async function retrieveIntent(intentId: string): Promise<TIntentState | null> {
    try {
      return intentState(await stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountRappen,
          currency: request.currency.toLowerCase(),
          allowed_payment_method_types: [...ONLINE_PAYMENT_METHODS],
          metadata: { orderId: request.orderId, orderKind: request.orderKind },
          description: `Order ${request.orderId}`,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },

    retrieveIntent,

    async cancelIntent(intentId) {
      try {
        return intentState(await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }))
          .status;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.statusCode === 404) return null;
        // Succeeded, processing or already cancelled: Stripe refuses; say what the intent is now.
        if (error.code === 'payment_intent_unexpected_state')
          return (await retrieveIntent(intentId))?.status ?? null;
        throw error;
      }
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.intentId,
          amount: request.amountRappen,
          metadata: { orderId: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError(400, INVALID_SIGNATURE, { code: 'BAD_REQUEST' });
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_S,
        );
      } catch {
        throw new AppError(400, INVALID_SIGNATURE, { code: 'BAD_REQUEST' });
      }
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
        return null;
      }
      const state = intentState(event.data.object);
      return {
        id: event.id,
        type: event.type,
        intentId: state.intentId,
        orderId: state.orderId ?? '',
        amountRappen: state.amountRappen,
        currency: state.currency,
        failureMessage: state.failureMessage,
      };
    },
  };
}
