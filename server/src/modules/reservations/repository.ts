import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reservations, statusHistory } from '../../db/schema';
import { emitChange } from '../../lib/change-hooks';

export type TReservationRow = typeof reservations.$inferSelect;
type TStatus = TReservationRow['status'];

export function reservationsRepository(db: TDb) {
  return {
    async findPendingDuplicate(email: string, at: Date) {
      const [row] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            sql`lower(${reservations.customerEmail}) = lower(${email})`,
            eq(reservations.reservationAt, at),
            eq(reservations.status, 'REQUESTED'),
          ),
        )
        .limit(1);
      return row;
    },
    /** People already expected (requested or confirmed) between two instants. */
    async seatsBooked(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${reservations.numberOfPeople}), 0)::int` })
        .from(reservations)
        .where(
          and(
            inArray(reservations.status, ['REQUESTED', 'CONFIRMED']),
            gte(reservations.reservationAt, from),
            lt(reservations.reservationAt, to),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async insert(values: typeof reservations.$inferInsert) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(reservations).values(values).returning();
        if (!row) throw new Error('reservation insert returned no row');
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: row.id,
          toStatus: row.status,
          changedBy: 'customer',
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
    listRequested() {
      return db
        .select()
        .from(reservations)
        .where(eq(reservations.status, 'REQUESTED'))
        .orderBy(asc(reservations.createdAt))
        .limit(200);
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
