import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { orderItems, orders, stations, statusHistory } from '../../db/schema';

export type TOrderRow = typeof orders.$inferSelect;
export type TStationRow = Pick<typeof stations.$inferSelect, 'id' | 'name' | 'targetMinutes'>;
export type TKitchenLineRow = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'orderId' | 'position' | 'name' | 'quantity' | 'options' | 'stationId' | 'doneAt'
>;
/** An order with when it was confirmed (an ASAP order's card starts then); null when no entry says so. */
export type TKitchenOrder = { row: TOrderRow; confirmedAt: Date | null };

/** The statuses of an order the kitchen works on: confirmed, not yet handed out. */
export const KITCHEN_STATUSES = ['CONFIRMED', 'PREPARING'] as const;

const lineColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  position: orderItems.position,
  name: orderItems.name,
  quantity: orderItems.quantity,
  options: orderItems.options,
  stationId: orderItems.stationId,
  doneAt: orderItems.doneAt,
};

const stationColumns = { id: stations.id, name: stations.name, targetMinutes: stations.targetMinutes };

/**
 * The first time the order became CONFIRMED, from its history (a staff entry is confirmed when entered):
 * epoch milliseconds, so that it reads as a number whatever the driver makes of timestamps. The order's
 * id is spelt out with its table: drizzle leaves columns unqualified in a one-table select, and a bare
 * "id" inside the subquery would be the history's own.
 */
const confirmedAtMs = sql<number | null>`(
  select (extract(epoch from min(h.created_at)) * 1000)::float8
    from ${statusHistory} h
   where h.subject_kind = 'ORDER' and h.subject_id = "orders"."id"
     and h.field = 'status' and h.to_status = 'CONFIRMED')`;

const asKitchenOrder = (r: { row: TOrderRow; confirmedAtMs: number | null }): TKitchenOrder => ({
  row: r.row,
  confirmedAt: r.confirmedAtMs === null ? null : new Date(Number(r.confirmedAtMs)),
});

/**
 * Orders due at or after `since` (the start of the business day): an order of an earlier day left
 * CONFIRMED or PREPARING (never handed out, or from before the kitchen display) is history, not work.
 */
const dueSince = (since: Date) =>
  sql`coalesce(${orders.committedReadyAt}, ${orders.requestedAt}) >= ${since}`;

/** Orders, their lines at the stations and the stations themselves, as the kitchen display reads them. */
export function kitchenRepository(db: TDb) {
  /** `db` or the caller's transaction. */
  type TRunner = TDb | TTx;

  return {
    listStations(): Promise<TStationRow[]> {
      return db.select(stationColumns).from(stations).orderBy(asc(stations.position), asc(stations.id));
    },
    async findStation(id: number, runner: TRunner = db): Promise<TStationRow | undefined> {
      const [row] = await runner.select(stationColumns).from(stations).where(eq(stations.id, id));
      return row;
    },

    /** The orders the kitchen works on with at least one open line of `stationId`. */
    async openOrdersAt(stationId: number, since: Date): Promise<TKitchenOrder[]> {
      const rows = await db
        .select({ row: orders, confirmedAtMs })
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...KITCHEN_STATUSES]),
            dueSince(since),
            sql`exists (select 1 from ${orderItems} oi
                         where oi.order_id = "orders"."id" and oi.station_id = ${stationId}
                           and oi.done_at is null)`,
          ),
        );
      return rows.map(asKitchenOrder);
    },

    /**
     * The last `limit` orders the kitchen still works on whose every line of `stationId` is done, the
     * most recently finished (its last bump there) first.
     */
    async finishedOrdersAt(stationId: number, limit: number, since: Date): Promise<TKitchenOrder[]> {
      const finished = db
        .select({
          orderId: orderItems.orderId,
          finishedAt: sql<string>`max(${orderItems.doneAt})`.as('finished_at'),
        })
        .from(orderItems)
        .where(eq(orderItems.stationId, stationId))
        .groupBy(orderItems.orderId)
        .having(sql`bool_and(${orderItems.doneAt} is not null)`)
        .as('finished');
      const rows = await db
        .select({ row: orders, confirmedAtMs })
        .from(orders)
        .innerJoin(finished, eq(finished.orderId, orders.id))
        .where(and(inArray(orders.status, [...KITCHEN_STATUSES]), dueSince(since)))
        .orderBy(desc(finished.finishedAt), desc(orders.id))
        .limit(limit);
      return rows.map(asKitchenOrder);
    },

    async findOrder(id: string, runner: TRunner = db): Promise<TKitchenOrder | undefined> {
      const [row] = await runner.select({ row: orders, confirmedAtMs }).from(orders).where(eq(orders.id, id));
      return row && asKitchenOrder(row);
    },

    /** The lines of `orderIds` at `stationId`, in their orders' line order. */
    linesAt(stationId: number, orderIds: string[]): Promise<TKitchenLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select(lineColumns)
        .from(orderItems)
        .where(and(eq(orderItems.stationId, stationId), inArray(orderItems.orderId, orderIds)))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    async findLine(id: number, runner: TRunner = db): Promise<TKitchenLineRow | undefined> {
      const [row] = await runner.select(lineColumns).from(orderItems).where(eq(orderItems.id, id));
      return row;
    },

    /** Locks the order's row for the rest of `tx`: bumps of its lines at several stations take turns. */
    async lockOrder(tx: TTx, id: string): Promise<TOrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async setLineDone(tx: TTx, id: number, doneAt: Date | null): Promise<void> {
      await tx.update(orderItems).set({ doneAt }).where(eq(orderItems.id, id));
    },

    /** The order's lines routed to a station, and how many of them are still open. */
    async routedCounts(tx: TTx, orderId: string): Promise<{ routed: number; open: number }> {
      const [row] = await tx
        .select({
          routed: count(),
          open: sql<number>`(count(*) filter (where ${orderItems.doneAt} is null))::int`,
        })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.stationId)));
      return { routed: Number(row?.routed ?? 0), open: Number(row?.open ?? 0) };
    },

    async setReadyAt(tx: TTx, orderId: string, readyAt: Date | null): Promise<TOrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ readyAt, updatedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return row;
    },

    /** The orders the front still has to hand out, soonest due first. */
    openOrders(since: Date): Promise<TOrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(inArray(orders.status, [...KITCHEN_STATUSES]), dueSince(since)))
        .orderBy(
          asc(sql`coalesce(${orders.committedReadyAt}, ${orders.requestedAt})`),
          asc(orders.orderNumber),
        );
    },

    /** Per order of `orderIds` and station, its lines there and how many of them are done. */
    async progress(
      orderIds: string[],
    ): Promise<{ orderId: string; stationId: number; name: string; done: number; total: number }[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({
          orderId: orderItems.orderId,
          stationId: stations.id,
          name: stations.name,
          done: sql<number>`(count(*) filter (where ${orderItems.doneAt} is not null))::int`,
          total: count(),
        })
        .from(orderItems)
        .innerJoin(stations, eq(stations.id, orderItems.stationId))
        .where(inArray(orderItems.orderId, orderIds))
        .groupBy(orderItems.orderId, stations.id, stations.name, stations.position)
        .orderBy(asc(stations.position), asc(stations.id));
      return rows.map((r) => ({ ...r, done: Number(r.done), total: Number(r.total) }));
    },
  };
}

export type TKitchenRepository = ReturnType<typeof kitchenRepository>;
