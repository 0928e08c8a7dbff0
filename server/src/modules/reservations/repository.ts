import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { reservations, statusHistory } from '../../db/schema';
import { emitChange } from '../../lib/change-hooks';

export type TReservationRow = typeof reservations.$inferSelect;
type TStatus = TReservationRow['status'];

type TActor = { userId: number | null; username: string };

function sameValue(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

export function reservationsRepository(db: TDb) {
  return {
    /** The guest's booking at that time still waiting for staff (or, `orConfirmed`, already confirmed). */
    async findPendingDuplicate(email: string, at: Date, orConfirmed = false, q: TDb | TTx = db) {
      const [row] = await q
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            sql`lower(${reservations.customerEmail}) = lower(${email})`,
            eq(reservations.reservationAt, at),
            orConfirmed
              ? inArray(reservations.status, ['REQUESTED', 'CONFIRMED'])
              : eq(reservations.status, 'REQUESTED'),
          ),
        )
        .limit(1);
      return row;
    },
    /** People already expected (requested or confirmed) between two instants. */
    async seatsBooked(from: Date, to: Date, except?: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${reservations.numberOfPeople}), 0)::int` })
        .from(reservations)
        .where(
          and(
            inArray(reservations.status, ['REQUESTED', 'CONFIRMED']),
            gte(reservations.reservationAt, from),
            lt(reservations.reservationAt, to),
            except ? ne(reservations.id, except) : undefined,
          ),
        );
      return Number(row?.n ?? 0);
    },
    /**
     * A new reservation; `by` the admin who entered it (a phone booking), else the guest online.
     * `confirmWith` (automatic confirmation, docs/decisions/027) runs first in the same transaction: the tables it
     * returns are taken and the booking is CONFIRMED at once; null leaves `values` as they are.
     */
    async insert(
      values: typeof reservations.$inferInsert,
      by?: TActor,
      confirmWith?: {
        tables: (tx: TTx) => Promise<readonly number[] | null>;
        link: (tx: TTx, id: string, tableIds: readonly number[]) => Promise<void>;
        /** Stores what belongs to the new booking (its card guarantee) before its change is announced. */
        also?: (tx: TTx) => Promise<void>;
      },
    ) {
      return db.transaction(async (tx) => {
        const tableIds = confirmWith ? await confirmWith.tables(tx) : null;
        const [row] = await tx
          .insert(reservations)
          .values({
            ...values,
            ...(tableIds ? { status: 'CONFIRMED' as const } : {}),
            enteredBy: by?.username ?? null,
          })
          .returning();
        if (!row) throw new Error('reservation insert returned no row');
        if (tableIds && confirmWith) await confirmWith.link(tx, row.id, tableIds);
        if (confirmWith?.also) await confirmWith.also(tx);
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: row.id,
          toStatus: row.status,
          changedBy: by?.username ?? 'customer',
          changedByUserId: by?.userId ?? null,
          // A booking of a closed time says why it was allowed, as a phone order's exception does.
          note: row.overrideReason,
        });
        await emitChange(db, tx, { type: 'reservation.created', reservation: row });
        return row;
      });
    },
    list(filter: { status?: TStatus | undefined; from?: Date; to?: Date }) {
      const conditions = [
        filter.status ? eq(reservations.status, filter.status) : undefined,
        filter.from ? gte(reservations.reservationAt, filter.from) : undefined,
        filter.to ? lt(reservations.reservationAt, filter.to) : undefined,
      ].filter((c) => c !== undefined);
      return db
        .select()
        .from(reservations)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(reservations.reservationAt), desc(reservations.createdAt))
        .limit(500);
    },
    byIds(ids: readonly string[]) {
      return db
        .select()
        .from(reservations)
        .where(inArray(reservations.id, [...ids]));
    },
    listRequested() {
      return db
        .select()
        .from(reservations)
        .where(eq(reservations.status, 'REQUESTED'))
        .orderBy(asc(reservations.createdAt))
        .limit(200);
    },
    async countRequested(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .where(eq(reservations.status, 'REQUESTED'));
      return row?.n ?? 0;
    },
    async countUnseenRequested(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.status, 'REQUESTED'), isNull(reservations.seenAt)));
      return row?.n ?? 0;
    },
    async markSeen(id: string): Promise<boolean> {
      const rows = await db
        .update(reservations)
        .set({ seenAt: sql`coalesce(${reservations.seenAt}, now())` })
        .where(eq(reservations.id, id))
        .returning({ id: reservations.id });
      return rows.length > 0;
    },
    async markAllSeen() {
      await db
        .update(reservations)
        .set({ seenAt: sql`now()` })
        .where(and(eq(reservations.status, 'REQUESTED'), isNull(reservations.seenAt)));
    },
    /** Any transition is allowed; each is recorded with who made it. */
    async setStatus(
      id: string,
      status: TStatus,
      by: { userId: number | null; username: string },
      note?: string,
      onlyFrom?: TStatus,
    ): Promise<{ row?: TReservationRow; before?: TReservationRow }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
        if (!before) return {};
        if (onlyFrom && before.status !== onlyFrom) return { before };
        const [row] = await tx
          .update(reservations)
          .set({ status, updatedAt: new Date(), ...(note !== undefined ? { rejectReason: note } : {}) })
          .where(eq(reservations.id, id))
          .returning();
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: id,
          fromStatus: before.status,
          toStatus: status,
          changedByUserId: by.userId,
          changedBy: by.username,
          note: note ?? null,
        });
        if (row && status !== before.status) {
          await emitChange(db, tx, { type: 'reservation.status', reservation: row, from: before.status });
        }
        return { row, before };
      });
    },
    /**
     * Staff change a booking: `change` decides the new values from the row as it is, under its
     * lock. A new status is recorded in the history and announced; a new time, party size or guest detail
     * is announced as 'reservation.changed'. Undefined when the reservation is gone.
     */
    async update(
      id: string,
      change: (before: TReservationRow, tx: TTx) => Promise<Partial<typeof reservations.$inferInsert>>,
      by: TActor,
      /** Runs first in the transaction, before the row's lock (the tables' lock is always taken first). */
      first?: (tx: TTx) => Promise<void>,
    ): Promise<TReservationRow | undefined> {
      return db.transaction(async (tx) => {
        if (first) await first(tx);
        const [before] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
        if (!before) return undefined;
        const values = await change(before, tx);
        const [row] = await tx
          .update(reservations)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(reservations.id, id))
          .returning();
        if (!row) return undefined;
        if (row.status !== before.status) {
          await tx.insert(statusHistory).values({
            subjectKind: 'RESERVATION',
            subjectId: id,
            fromStatus: before.status,
            toStatus: row.status,
            changedByUserId: by.userId,
            changedBy: by.username,
          });
          await emitChange(db, tx, { type: 'reservation.status', reservation: row, from: before.status });
        }
        const detailsChanged = (Object.keys(values) as (keyof typeof values)[]).some(
          (key) =>
            key !== 'status' &&
            key !== 'overCapacity' &&
            !sameValue(before[key as keyof TReservationRow], row[key as keyof TReservationRow]),
        );
        if (detailsChanged)
          await emitChange(db, tx, { type: 'reservation.changed', reservation: row, before });
        return row;
      });
    },
    /** Removes the reservation; its history stays, closed by a DELETED entry, for the record. */
    async delete(id: string, by: { userId: number | null; username: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(reservations).where(eq(reservations.id, id)).returning();
        const [row] = rows;
        if (!row) return false;
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: id,
          fromStatus: row.status,
          toStatus: 'DELETED',
          changedByUserId: by.userId,
          changedBy: by.username,
        });
        return true;
      });
    },
  };
}
