import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import {
  cardLabel,
  type TIntentState,
  type TPaymentEvent,
  type TPaymentProvider,
  type TSetupEvent,
  type TSetupState,
} from './provider';

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

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function setupState(intent: Stripe.SetupIntent): TSetupState {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const paymentMethodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : (method?.id ?? null);
  const card = method?.card;
  return {
    setupIntentId: intent.id,
    status:
      intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'canceled'
          ? 'canceled'
          : intent.status === 'requires_payment_method' && intent.last_setup_error
            ? 'failed'
            : 'pending',
    reservationId: intent.metadata?.reservationId ?? null,
    paymentMethodId,
    cardLabel: card ? cardLabel(BRANDS[card.brand] ?? card.brand, card.last4) : null,
    failureMessage: intent.last_setup_error?.message ?? undefined,
  };
}

/**
 * Stripe through its official SDK: PaymentIntents for card and TWINT with the order's id in the
 * metadata, refunds, and webhook events verified against the signing secret on the raw body.
 */
export function stripeProvider(options: TStripeOptions): TPaymentProvider & {
  name: 'stripe';
  /** The normalised event of a verified webhook, null for event types the restaurant ignores. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): TPaymentEvent | TSetupEvent | null;
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
          description: `${request.orderKind === 'VOUCHER' ? 'Gift voucher' : 'Order'} ${request.orderId}`,
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

    async createSetupIntent(request) {
      // A Customer to save the card to: Stripe charges a saved card off-session only through one.
      const customer = await stripe.customers.create(
        { email: request.email, name: request.name, metadata: { reservationId: request.reservationId } },
        { idempotencyKey: `${request.idempotencyKey}-customer` },
      );
      const intent = await stripe.setupIntents.create(
        {
          customer: customer.id,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { reservationId: request.reservationId },
          description: `Card guarantee for reservation ${request.reservationId}`,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned setup intent ${intent.id} without a secret`);
      return { setupIntentId: intent.id, clientSecret: intent.client_secret, customerId: customer.id };
    },

    async retrieveSetupIntent(setupIntentId) {
      try {
        return setupState(await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async chargeSaved(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountRappen,
            currency: request.currency.toLowerCase(),
            ...(request.customerId ? { customer: request.customerId } : {}),
            payment_method: request.paymentMethodId,
            allowed_payment_method_types: ['card'],
            off_session: true,
            confirm: true,
            metadata: { reservationId: request.reservationId, kind: 'no-show-fee' },
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id };
        // Off-session, a card that wants the guest (3-D Secure) cannot be charged: a failure for staff.
        return {
          status: 'failed',
          intentId: intent.id,
          failureMessage: intent.last_payment_error?.message ?? `The payment is ${intent.status}.`,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } }).payment_intent;
          return { status: 'failed', intentId: intent?.id ?? null, failureMessage: error.message };
        }
        throw error;
      }
    },

    async releaseSetup(setup) {
      try {
        if (setup.paymentMethodId) await stripe.paymentMethods.detach(setup.paymentMethodId);
        else await stripe.setupIntents.cancel(setup.setupIntentId);
      } catch (error) {
        // Already detached, cancelled or succeeded meanwhile: nothing left to let go.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
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
      if (event.type === 'setup_intent.succeeded' || event.type === 'setup_intent.setup_failed') {
        // Only the id is taken: the guarantee asks Stripe for the intent (and its card) itself.
        return { id: event.id, type: event.type, setupIntentId: event.data.object.id };
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
