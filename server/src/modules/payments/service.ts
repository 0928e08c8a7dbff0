import { rappenToChf } from '@app/shared/money';
import type { TPaymentIntent } from '@app/shared/orders';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { ordersService, type TOrderKind } from '../orders/service';
import type { TPaymentEvent, TPaymentProvider } from './provider';

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
      };
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
