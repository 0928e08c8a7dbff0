import { rappenToChf } from '@app/shared/money';
import type { TPaymentIntent } from '@app/shared/orders';
import { and, desc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { orders as ordersTable, paymentEvents } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { ordersService, type TOrderKind } from '../orders/service';
import type { TPaymentEvent, TPaymentProvider } from './provider';

/** A CARD order still PENDING this long after it was placed is checked with the provider. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** Older unpaid orders are abandoned checkouts, not lost webhooks. */
export const RECONCILE_WITHIN_MS = 48 * 3_600_000;
const RECONCILE_BATCH = 50;

export function paymentsService(
  db: TDb,
  options: { provider: TPaymentProvider; timeZone: string; log: FastifyBaseLogger },
) {
  const orders = ordersService(db, { timeZone: options.timeZone });
  const { provider } = options;

  return {
    /** An intent for the order's server-side total; the same order and amount give the same intent. */
    async createIntent(kind: TOrderKind, orderId: string): Promise<TPaymentIntent> {
      const order = await orders.findById(orderId, kind);
      if (!order) throw notFound('This order could not be found.');
      if (order.paymentMethod !== 'CARD') throw conflict('This order is not paid by card online.');
      if (order.status === 'CANCELLED') throw conflict('This order was cancelled.');
      if (order.paymentStatus === 'SUCCEEDED') throw conflict('This order has already been paid.');
      if (order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'FAILED') {
        throw conflict('This order cannot be paid online.');
      }
      const intent = await provider.createIntent({
        orderId: order.id,
        orderKind: kind,
        amountRappen: order.totalRappen,
        currency: 'CHF',
        idempotencyKey: `order-${order.id}-${order.totalRappen}`,
      });
      if (order.paymentReference !== intent.intentId)
        await orders.setPaymentReference(order.id, intent.intentId);
      return {
        clientSecret: intent.clientSecret,
        amount: rappenToChf(order.totalRappen),
        currency: 'CHF',
        provider: provider.name,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
    },

    /**
     * Refunds a paid CARD order in full through the provider (asking twice refunds once) and records
     * it: paymentStatus REFUNDED and the refund among the payment events. Orders not paid online are
     * left alone; returns whether a refund was made.
     */
    async refundIfPaid(orderId: string, by: string): Promise<boolean> {
      const order = await orders.findById(orderId);
      if (!order) throw notFound('This order could not be found.');
      if (order.paymentMethod !== 'CARD' || order.paymentStatus !== 'SUCCEEDED' || !order.paymentReference) {
        return false;
      }
      const { refundId } = await provider.refund({
        intentId: order.paymentReference,
        orderId: order.id,
        amountRappen: order.totalRappen,
        idempotencyKey: `refund-${order.id}`,
      });
      await orders.markRefunded(order.id, by, refundId);
      await db
        .insert(paymentEvents)
        .values({
          id: refundId,
          provider: provider.name,
          type: 'refund',
          orderId: order.id,
          outcome: 'refunded',
        })
        .onConflictDoNothing();
      return true;
    },

    /**
     * Asks the provider about CARD orders still unpaid a few minutes after they were placed, newest
     * first, so a lost webhook never keeps a paid order from the kitchen. The answer takes the event path.
     */
    async reconcile(now = new Date()): Promise<{ checked: number; applied: number }> {
      const pending = await db
        .select({ id: ordersTable.id, reference: ordersTable.paymentReference })
        .from(ordersTable)
        .where(
          and(
            eq(ordersTable.paymentMethod, 'CARD'),
            // FAILED too: a declined first try may be followed by a payment whose webhook was lost.
            inArray(ordersTable.paymentStatus, ['PENDING', 'FAILED']),
            isNotNull(ordersTable.paymentReference),
            lt(ordersTable.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
            gt(ordersTable.createdAt, new Date(now.getTime() - RECONCILE_WITHIN_MS)),
          ),
        )
        .orderBy(desc(ordersTable.createdAt))
        .limit(RECONCILE_BATCH);
      let applied = 0;
      for (const order of pending) {
        if (!order.reference) continue;
        const state = await provider.retrieveIntent(order.reference);
        if (!state || (state.status !== 'succeeded' && state.status !== 'failed')) continue;
        const outcome = await this.handleEvent({
          id: `reconcile:${state.intentId}:${state.status}`,
          type: state.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          intentId: state.intentId,
          orderId: state.orderId ?? order.id,
          amountRappen: state.amountRappen,
          currency: state.currency,
          failureMessage: state.failureMessage,
        });
        if (outcome === 'applied') applied++;
      }
      return { checked: pending.length, applied };
    },

    /**
     * The one path every provider event takes (webhook or simulated): handled once per event id,
     * never marks an order paid for another amount or currency, never moves a status backwards.
     */
    async handleEvent(event: TPaymentEvent): Promise<string> {
      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
      if (seen) return 'duplicate';
      const order = await orders.findById(event.orderId);
      let outcome: string;
      if (!order) outcome = 'unknown_order';
      else if (event.amountRappen !== order.totalRappen || event.currency.toUpperCase() !== 'CHF') {
        options.log.warn(
          { event, total: order.totalRappen },
          'payment amount or currency does not match the order',
        );
        outcome = 'amount_mismatch';
      } else {
        const changed = await orders.applyPaymentOutcome(
          order.id,
          event.type === 'payment_intent.succeeded' ? 'SUCCEEDED' : 'FAILED',
          'payment-provider',
          event.failureMessage ?? event.intentId,
        );
        outcome = changed ? 'applied' : 'unchanged';
      }
      await db
        .insert(paymentEvents)
        .values({ id: event.id, provider: provider.name, type: event.type, orderId: event.orderId, outcome })
        .onConflictDoNothing();
      return outcome;
    },
  };
}

export type TPaymentsService = ReturnType<typeof paymentsService>;
