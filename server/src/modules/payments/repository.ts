import { and, desc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { orders, paymentEvents, paymentIntents } from '../../db/schema';

export type TPaymentIntentRow = typeof paymentIntents.$inferSelect;
type TPaymentEventInsert = typeof paymentEvents.$inferInsert;
type TIntentStatus = TPaymentIntentRow['status'];

/** The payment intents created for orders, with where each one stands. */
export function paymentIntentsRepository(db: TDb) {
  return {
    /** Whether the provider's event (or our refund) with this id was handled before. */
    async eventSeen(id: string): Promise<boolean> {
      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
      return Boolean(seen);
    },
    /** Records a handled event and its outcome; a replayed one is recorded once. */
    async recordEvent(event: TPaymentEventInsert) {
      await db.insert(paymentEvents).values(event).onConflictDoNothing();
    },

    /** Records an intent the provider created for the order (a replayed one is recorded once). */
    async record(intent: Omit<typeof paymentIntents.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>) {
      await db.insert(paymentIntents).values(intent).onConflictDoNothing({ target: paymentIntents.id });
    },

    async find(intentId: string): Promise<TPaymentIntentRow | undefined> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).limit(1);
      return row;
    },

    /** The order's intents other than `current` that may still be paid: to be cancelled. */
    unpaidOthers(orderId: string, current: string) {
      return db
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.orderId, orderId),
            ne(paymentIntents.id, current),
            inArray(paymentIntents.status, ['PENDING', 'FAILED']),
          ),
        );
    },

    /** The intent through which the order was paid (the latest, should there be two). */
    async succeededFor(orderId: string): Promise<TPaymentIntentRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.status, 'SUCCEEDED')))
        .orderBy(desc(paymentIntents.updatedAt))
        .limit(1);
      return row;
    },

    /** Moves the intent to `to` only from one of `from`; returns whether it moved. */
    async setStatus(intentId: string, from: TIntentStatus[], to: TIntentStatus): Promise<boolean> {
      const rows = await db
        .update(paymentIntents)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(paymentIntents.id, intentId), inArray(paymentIntents.status, from)))
        .returning({ id: paymentIntents.id });
      return rows.length > 0;
    },

    /** Unpaid intents of CARD orders still unpaid and placed between `from` and `to`, newest first. */
    unpaidOfUnpaidOrders(range: { from: Date; to: Date; limit: number }) {
      return db
        .select({ intentId: paymentIntents.id, orderId: paymentIntents.orderId })
        .from(paymentIntents)
        .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
        .where(
          and(
            eq(orders.paymentMethod, 'CARD'),
            // FAILED too: a declined first try may be followed by a payment whose webhook was lost.
            inArray(orders.paymentStatus, ['PENDING', 'FAILED']),
            inArray(paymentIntents.status, ['PENDING', 'FAILED']),
            lt(orders.createdAt, range.to),
            gt(orders.createdAt, range.from),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(paymentIntents.createdAt))
        .limit(range.limit);
    },
  };
}
