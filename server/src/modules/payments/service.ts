import { rappenToChf } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TPaymentIntent } from '@app/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { TOrdersService } from '../orders';
import type { TPaymentEvent, TPaymentProvider } from './provider';
import { paymentIntentsRepository } from './repository';

/** A CARD order still PENDING this long after it was placed is checked with the provider. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** Older unpaid orders are abandoned checkouts, not lost webhooks. */
export const RECONCILE_WITHIN_MS = 48 * 3_600_000;
const RECONCILE_BATCH = 50;

export function paymentsService(
  db: TDb,
  options: {
    provider: TPaymentProvider;
    orders: TOrdersService;
    log: FastifyBaseLogger;
    /** Gift vouchers bought online: their payment events take this same path (asked first). */
    vouchers?: { handlePaymentEvent(event: TPaymentEvent): Promise<string | null> };
  },
) {
  const { orders } = options;
  const intents = paymentIntentsRepository(db);
  const { provider } = options;

  /**
   * Cancels the order's unpaid intents other than `current` at the provider, so only the newest can be
   * paid. One the provider no longer lets go (paid meanwhile) stays as it is, for its event to apply.
   */
  async function cancelSuperseded(orderId: string, current: string, log: FastifyBaseLogger) {
    for (const old of await intents.unpaidOthers(orderId, current)) {
      try {
        const state = await provider.cancelIntent(old.id);
        if (state === 'canceled' || state === null) {
          await intents.setStatus(old.id, ['PENDING', 'FAILED'], 'CANCELLED');
        }
      } catch (error) {
        // The next intent request for the order tries again.
        log.warn({ err: error, intentId: old.id }, 'could not cancel a superseded payment intent');
      }
    }
  }

  return {
    /**
     * An intent for the order's server-side total; the same order and amount give the same intent.
     * Each one is recorded for the order; a new one (another amount, or the provider's idempotency key
     * expired) supersedes the unpaid ones before it, which are cancelled. `log`: the request's.
     */
    async createIntent(
      kind: TOrderKind,
      orderId: string,
      log: FastifyBaseLogger = options.log,
    ): Promise<TPaymentIntent> {
      const order = await orders.findById(orderId, kind);
      if (!order) throw notFound('This order could not be found.');
      if (order.paymentMethod !== 'CARD') throw conflict('This order is not paid by card online.');
      if (order.status === 'CANCELLED') throw conflict('This order was cancelled.');
      if (order.paymentStatus === 'SUCCEEDED') throw conflict('This order has already been paid.');
      if (order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'FAILED') {
        throw conflict('This order cannot be paid online.');
      }
      // A gift voucher paid part of the total: the card pays the rest.
      const due = amountDueOf(order);
      const intent = await provider.createIntent({
        orderId: order.id,
        orderKind: kind,
        amountRappen: due,
        currency: 'CHF',
        idempotencyKey: `order-${order.id}-${due}`,
      });
      await intents.record({
        id: intent.intentId,
        orderId: order.id,
        orderKind: kind,
        provider: provider.name,
        amountRappen: due,
        currency: 'CHF',
      });
      if (order.paymentReference !== intent.intentId)
        await orders.setPaymentReference(order.id, intent.intentId);
      await cancelSuperseded(order.id, intent.intentId, log);
      return {
        clientSecret: intent.clientSecret,
        amount: rappenToChf(due),
        currency: 'CHF',
        provider: provider.name,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
    },

    /**
     * Lets an unpaid card checkout go: cancels each of its unpaid intents at the provider so none can be
     * paid any more. False when one was paid meanwhile (its event then applies), or could not be cancelled.
     */
    async abandon(orderId: string, log: FastifyBaseLogger = options.log): Promise<boolean> {
      for (const intent of await intents.unpaidOthers(orderId, '')) {
        try {
          const state = await provider.cancelIntent(intent.id);
          if (state !== 'canceled' && state !== null) return false;
          await intents.setStatus(intent.id, ['PENDING', 'FAILED'], 'CANCELLED');
        } catch (error) {
          log.warn({ err: error, intentId: intent.id }, 'could not cancel an abandoned payment intent');
          return false;
        }
      }
      return true;
    },

    /**
     * Refunds a paid CARD order in full through the provider (asking twice refunds once), to the intent
     * that was paid (not merely the latest), and records it: paymentStatus REFUNDED and the refund
     * among the payment events. Orders not paid online are left alone; returns whether a refund was made.
     */
    async refundIfPaid(orderId: string, by: string): Promise<boolean> {
      const order = await orders.findById(orderId);
      if (!order) throw notFound('This order could not be found.');
      if (order.paymentMethod !== 'CARD' || order.paymentStatus !== 'SUCCEEDED') return false;
      const paid = await intents.succeededFor(order.id);
      if (!paid) throw conflict('The payment of this order could not be found, so it cannot be refunded.');
      const { refundId } = await provider.refund({
        intentId: paid.id,
        orderId: order.id,
        amountRappen: paid.amountRappen,
        idempotencyKey: `refund-${order.id}`,
      });
      await intents.setStatus(paid.id, ['SUCCEEDED'], 'REFUNDED');
      await orders.markRefunded(order.id, by, refundId);
      await intents.recordEvent({
        id: refundId,
        provider: provider.name,
        type: 'refund',
        orderId: order.id,
        outcome: 'refunded',
      });
      return true;
    },

    /**
     * Asks the provider about the unpaid intents of CARD orders still unpaid a few minutes after they
     * were placed, newest first, so a lost webhook never keeps a paid order from the kitchen. The
     * answer takes the event path.
     */
    async reconcile(now = new Date()): Promise<{ checked: number; applied: number }> {
      const pending = await intents.unpaidOfUnpaidOrders({
        from: new Date(now.getTime() - RECONCILE_WITHIN_MS),
        to: new Date(now.getTime() - RECONCILE_AFTER_MS),
        limit: RECONCILE_BATCH,
      });
      let applied = 0;
      for (const { intentId, orderId } of pending) {
        const state = await provider.retrieveIntent(intentId);
        if (!state || (state.status !== 'succeeded' && state.status !== 'failed')) continue;
        const outcome = await this.handleEvent({
          id: `reconcile:${state.intentId}:${state.status}`,
          type: state.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          intentId: state.intentId,
          orderId: state.orderId ?? orderId,
          amountRappen: state.amountRappen,
          currency: state.currency,
          failureMessage: state.failureMessage,
        });
        if (outcome === 'applied') applied++;
      }
      return { checked: pending.length, applied };
    },

    /**
     * The one path every provider event takes (webhook or simulated): handled once per event id, only
     * for an intent recorded for the order it names (an order id in the metadata proves nothing), never
     * marks an order paid for another amount or currency, never moves a status backwards. `log`: the
     * request's, when a request brought the event.
     */
    async handleEvent(event: TPaymentEvent, log: FastifyBaseLogger = options.log): Promise<string> {
      if (await intents.eventSeen(event.id)) return 'duplicate';
      const voucherOutcome = await options.vouchers?.handlePaymentEvent(event);
      if (voucherOutcome) {
        await intents.recordEvent({
          id: event.id,
          provider: provider.name,
          type: event.type,
          orderId: event.orderId,
          outcome: voucherOutcome,
        });
        return voucherOutcome;
      }
      const intent = await intents.find(event.intentId);
      const order = intent?.orderId === event.orderId ? await orders.findById(intent.orderId) : undefined;
      const succeeded = event.type === 'payment_intent.succeeded';
      let outcome: string;
      if (!intent || intent.orderId !== event.orderId) {
        log.warn({ event }, 'payment event for an intent not recorded for its order');
        outcome = 'unknown_intent';
      } else if (!order) outcome = 'unknown_order';
      else if (
        event.amountRappen !== amountDueOf(order) ||
        event.amountRappen !== intent.amountRappen ||
        event.currency.toUpperCase() !== 'CHF'
      ) {
        log.warn({ event, total: order.totalRappen }, 'payment amount or currency does not match the order');
        outcome = 'amount_mismatch';
      } else if (!succeeded && intent.status === 'CANCELLED') {
        // A late failure of an intent a newer one replaced says nothing about the order.
        outcome = 'superseded';
      } else {
        const changed = await orders.applyPaymentOutcome(
          order.id,
          succeeded ? 'SUCCEEDED' : 'FAILED',
          'payment-provider',
          event.failureMessage ?? event.intentId,
        );
        if (succeeded) {
          await intents.setStatus(intent.id, ['PENDING', 'FAILED', 'CANCELLED'], 'SUCCEEDED');
          // Paid: no other intent of the order may take the diner's money a second time.
          await cancelSuperseded(order.id, intent.id, log);
        } else await intents.setStatus(intent.id, ['PENDING'], 'FAILED');
        outcome = changed ? 'applied' : 'unchanged';
      }
      await intents.recordEvent({
        id: event.id,
        provider: provider.name,
        type: event.type,
        orderId: event.orderId,
        outcome,
      });
      return outcome;
    },
  };
}

/** What the card pays of an order: its total less what a gift voucher paid. */
function amountDueOf(order: { totalRappen: number; voucherAmountRappen: number }): number {
  return order.totalRappen - order.voucherAmountRappen;
}

export type TPaymentsService = ReturnType<typeof paymentsService>;
