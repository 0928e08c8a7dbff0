import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  buffetItems,
  foodItems,
  menuItems,
  orderCounters,
  orderItems,
  orders,
  statusHistory,
} from '../../db/schema';
import { emitChange, type TOrderCreatedContext } from '../../lib/change-hooks';

export type TOrderRow = typeof orders.$inferSelect;
export type TNewOrder = typeof orders.$inferInsert;
export type { TTx } from '../../lib/change-hooks';

/** Cash, TWINT and card-at-pickup orders at once; online card orders once paid. */
const visibleToKitchen = or(ne(orders.paymentMethod, 'CARD'), eq(orders.paymentStatus, 'SUCCEEDED'));

export function ordersRepository(db: TDb) {
  /**
   * Takes the next order number of `day` in a statement of its own, committed at once: the day's
   * counter row is then locked for that one statement, not for the whole order transaction, so
   * orders placed at the same moment do not queue behind each other. A number taken by an order
   * whose transaction then fails (a concurrent retry with the same idempotency key, a crash) is
   * skipped: numbers are unique and increasing per day, and may have gaps.
   */
  async function nextOrderNumber(day: string) {
    const [counter] = await db
      .insert(orderCounters)
      .values({ day, lastNumber: 1 })
      .onConflictDoUpdate({
        target: orderCounters.day,
        set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
      })
      .returning({ n: orderCounters.lastNumber });
    if (!counter) throw new Error('order counter upsert returned no row');
    return counter.n;
  }

  return {
    /** Every menu or buffet item with its food item's name: name, price and availability come from here. */
    catalogue(kind: 'MENU' | 'BUFFET') {
      const table = kind === 'MENU' ? menuItems : buffetItems;
      return db
        .select({
          id: table.id,
          name: foodItems.name,
          priceRappen: table.priceRappen,
          available: table.available,
        })
        .from(table)
        .innerJoin(foodItems, eq(foodItems.id, table.foodItemId));
    },
    async findByIdempotencyKey(key: string) {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
      return row;
    },
    async findById(id: string, kind?: 'MENU' | 'BUFFET') {
      const [row] = await db
        .select()
        .from(orders)
        .where(kind ? and(eq(orders.id, id), eq(orders.kind, kind)) : eq(orders.id, id))
        .limit(1);
      return row;
    },
    items(orderId: string) {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);
    },
    /**
     * Moves the payment status only from one of `from` (so a late or repeated event changes nothing)
     * and records the change. Returns the updated row, or undefined when nothing changed.
     */
    async setPaymentStatus(
      id: string,
      from: TOrderRow['paymentStatus'][],
      to: TOrderRow['paymentStatus'],
      changedBy: string,
      note?: string,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!before || !from.includes(before.paymentStatus)) return undefined;
        const [row] = await tx
          .update(orders)
          .set({ paymentStatus: to, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        await tx.insert(statusHistory).values({
          subjectKind: 'ORDER',
          subjectId: id,
          field: 'paymentStatus',
          fromStatus: before.paymentStatus,
          toStatus: to,
          changedBy,
          note: note ?? null,
        });
        if (row) await emitChange(db, tx, { type: 'order.payment', order: row, from: before.paymentStatus });
        return row;
      });
    },
    async setPaymentReference(id: string, reference: string) {
      await db
        .update(orders)
        .set({ paymentReference: reference, updatedAt: new Date() })
        .where(eq(orders.id, id));
    },
    /** NEW orders the kitchen should see: card orders only once their payment succeeded. */
    listIncoming() {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'NEW'), visibleToKitchen))
        .orderBy(asc(orders.createdAt))
        .limit(200);
    },
    itemsFor(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.position);
    },
    async countUnseenNew(kind: 'MENU' | 'BUFFET'): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.kind, kind), eq(orders.status, 'NEW'), isNull(orders.seenAt), visibleToKitchen));
      return row?.n ?? 0;
    },
    async markSeen(id: string, kind: 'MENU' | 'BUFFET'): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ seenAt: sql`coalesce(${orders.seenAt}, now())` })
        .where(and(eq(orders.id, id), eq(orders.kind, kind)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
    async markAllSeen(kind: 'MENU' | 'BUFFET') {
      await db
        .update(orders)
        .set({ seenAt: sql`now()` })
        .where(and(eq(orders.kind, kind), eq(orders.status, 'NEW'), isNull(orders.seenAt), visibleToKitchen));
    },
    list(kind: 'MENU' | 'BUFFET', range: { from: Date; to: Date; limit: number }) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.kind, kind), gte(orders.createdAt, range.from), lt(orders.createdAt, range.to)))
        .orderBy(desc(orders.createdAt))
        .limit(range.limit);
    },
    /**
     * Changes the status only if it is still one of `from` (so two admins confirming at once make
     * one confirmation) and records it. Undefined when the order is missing or no longer in `from`.
     */
    async transition(
      id: string,
      kind: 'MENU' | 'BUFFET',
      from: TOrderRow['status'][] | 'any',
      change: (before: TOrderRow) => Partial<typeof orders.$inferInsert> & { status: TOrderRow['status'] },
      by: { userId: number | null; username: string },
      note?: string,
    ): Promise<{ row?: TOrderRow; before?: TOrderRow }> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.kind, kind)))
          .for('update');
        if (!before) return {};
        if (from !== 'any' && !from.includes(before.status)) return { before };
        const values = change(before);
        const [row] = await tx
          .update(orders)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        if (values.status !== before.status) {
          await tx.insert(statusHistory).values({
            subjectKind: 'ORDER',
            subjectId: id,
            fromStatus: before.status,
            toStatus: values.status,
            changedByUserId: by.userId,
            changedBy: by.username,
            note: note ?? null,
          });
          if (row) await emitChange(db, tx, { type: 'order.status', order: row, from: before.status });
        }
        return { row, before };
      });
    },
    /**
     * Inserts the order, its lines and its first history entry in one transaction, with what its hooks
     * announce it with (`known`: the restaurant and push devices the order path read for this request).
     */
    async insert(
      order: Omit<TNewOrder, 'orderNumber'>,
      lines: {
        menuItemId: number | null;
        buffetItemId: number | null;
        name: string;
        unitPriceRappen: number;
        quantity: number;
      }[],
      known: Omit<TOrderCreatedContext, 'lines'>,
    ) {
      const orderNumber = await nextOrderNumber(order.orderDate);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({ ...order, orderNumber })
          .returning();
        if (!row) throw new Error('order insert returned no row');
        await tx.insert(orderItems).values(lines.map((l, position) => ({ ...l, orderId: row.id, position })));
        await tx.insert(statusHistory).values({
          subjectKind: 'ORDER',
          subjectId: row.id,
          toStatus: row.status,
          changedBy: 'customer',
        });
        const context = {
          ...known,
          lines: lines.map((l) => ({
            name: l.name,
            quantity: l.quantity,
            unitPriceRappen: l.unitPriceRappen,
          })),
        };
        await emitChange(db, tx, { type: 'order.created', order: row, context });
        return row;
      });
    },
  };
}
