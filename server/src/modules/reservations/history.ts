import { GUEST_ACTOR, type TReservationHistoryEntry } from '@app/shared/reservation-history';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reservations, statusHistory } from '../../db/schema';

/** A guest's own change as the incoming screen shows it: the latest status entry, written by the guest. */
export type TGuestChange = {
  reservationId: string;
  /** The booking's status after the change: REQUESTED (staff decide), CONFIRMED (moved) or CANCELLED. */
  status: string;
  note: string | null;
  at: Date;
};

type TGuestChangeRow = { reservation_id: string; status: string; note: string | null; at: Date | string };

/** Each booking's latest status entry when the guest wrote it (the join drops the others). */
const latestGuestEntry = sql`join lateral (
    select changed_by, note, created_at from status_history
     where subject_kind = 'RESERVATION' and subject_id = r.id and field = 'status'
     order by created_at desc, id desc limit 1) h on h.changed_by = ${GUEST_ACTOR}`;

/** A guest's change that asks no decision, not yet seen, of a booking whose day is not long over. */
const unseenUndecided = sql`r.status in ('CONFIRMED', 'CANCELLED') and r.seen_at is null
  and r.reservation_at >= now() - interval '1 day'`;

/**
 * A booking's history for staff, and the guests' changes staff have not seen yet. Reads only: the
 * history is written where each change happens (repository.ts, manage-service.ts, no-shows.ts).
 */
export function reservationHistory(db: TDb) {
  return {
    /** Oldest first; null when nothing is known of the id (a deleted booking keeps its history). */
    async of(id: string): Promise<TReservationHistoryEntry[] | null> {
      const rows = await db
        .select()
        .from(statusHistory)
        .where(and(eq(statusHistory.subjectKind, 'RESERVATION'), eq(statusHistory.subjectId, id)))
        .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
      if (rows.length === 0) {
        const [exists] = await db
          .select({ id: reservations.id })
          .from(reservations)
          .where(eq(reservations.id, id));
        return exists ? [] : null;
      }
      return rows.map((row) => ({
        at: row.createdAt.toISOString(),
        by: row.changedBy,
        field: row.field,
        from: row.fromStatus,
        to: row.toStatus,
        note: row.note,
      }));
    },

    /**
     * Bookings whose latest status entry is a guest's change through the private link: every one still
     * REQUESTED (staff decide anyway; the card says what changed), and a CONFIRMED (moved and confirmed at
     * once) or CANCELLED one until staff mark it seen (`seen_at`, set back to null by each guest change) or
     * its day is over (a guest changes only before the time, so the horizon also keeps the scan small:
     * bookings confirmed automatically are never marked seen).
     */
    async guestChanges(): Promise<TGuestChange[]> {
      const result = await db.execute<TGuestChangeRow>(sql`
        select r.id as reservation_id, r.status, h.note, h.created_at as at
          from reservations r ${latestGuestEntry}
         where r.status = 'REQUESTED' or (${unseenUndecided})
         order by h.created_at
         limit 200`);
      return result.rows.map((row) => ({
        reservationId: row.reservation_id,
        status: row.status,
        note: row.note,
        at: new Date(row.at),
      }));
    },

    /** The guest changes waiting for staff's Seen (not the REQUESTED ones: those count as requests). */
    async countUnseenGuestChanges(): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from reservations r ${latestGuestEntry} where ${unseenUndecided}`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
