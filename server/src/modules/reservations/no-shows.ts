import type { TGuestRecord } from '@app/shared/reservations';
import { phoneKey } from '@app/shared/staff-entry';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { reservations, statusHistory } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { emitChange } from '../../lib/change-hooks';
import type { TReservationRow } from './repository';

export const NOT_CONFIRMED_NO_SHOW_MESSAGE = 'Only a confirmed booking can be marked as a no-show.';
export const NOT_STARTED_MESSAGE =
  'This booking’s time has not come yet: it cannot be a no-show before then.';
export const ARRIVED_NO_SHOW_MESSAGE = 'This party has arrived. Undo the arrival first.';
export const NOT_CONFIRMED_ARRIVAL_MESSAGE = 'Only a confirmed booking can be marked as arrived.';
const GONE_MESSAGE = 'This reservation no longer exists.';

type TActor = { userId: number | null; username: string };

/**
 * A booking may become a no-show only when it is CONFIRMED, its time has started and its party was not
 * marked arrived: 409 with a code otherwise (the caller changes nothing).
 */
export function assertNoShowAllowed(
  before: Pick<TReservationRow, 'status' | 'reservationAt' | 'arrivedAt'>,
  now: Date,
): void {
  if (before.status !== 'CONFIRMED')
    throw new AppError(409, NOT_CONFIRMED_NO_SHOW_MESSAGE, { code: 'NOT_CONFIRMED' });
  if (before.reservationAt.getTime() > now.getTime())
    throw new AppError(409, NOT_STARTED_MESSAGE, { code: 'NOT_STARTED' });
  if (before.arrivedAt) throw new AppError(409, ARRIVED_NO_SHOW_MESSAGE, { code: 'ARRIVED' });
}

/**
 * Who the guest is across bookings: the email (trimmed, any case; on reservations_email_idx), or the phone
 * number's digits (Swiss numbers in national form, as orders.customer_phone_key; '+41 (0)79' too) for a
 * booking without one.
 */
const emailKey = sql`lower(btrim(${reservations.customerEmail}))`;
const phoneKeyOf = (column: typeof reservations.customerPhone) =>
  sql`regexp_replace(regexp_replace(replace(${column}, '(0)', ''), '\\D', '', 'g'), '^(00)?41(?=\\d{9}$)', '0')`;

/** The guest's key: 'e:' and the email, or 'p:' and the phone's key when there is no email; null: neither. */
function guestKey(guest: { email: string; phone: string }): string | null {
  const email = guest.email.trim().toLowerCase();
  if (email) return `e:${email}`;
  const digits = phoneKey(guest.phone.replaceAll('(0)', ''));
  return digits.length >= 6 ? `p:${digits}` : null;
}

/** The bookings of the same guest as `email` / `phone` (email first; the phone only when there is no email). */
function sameGuest(guest: { email: string; phone: string }): SQL | undefined {
  const key = guestKey(guest);
  if (!key) return undefined;
  if (key.startsWith('e:')) return sql`${emailKey} = ${key.slice(2)}`;
  return and(sql`${emailKey} = ''`, sql`${phoneKeyOf(reservations.customerPhone)} = ${key.slice(2)}`);
}

/**
 * A CONFIRMED booking nobody marked arrived or a no-show counts as a visit once its service is over, this
 * long after its time (tonight's party still expected is no visit yet).
 */
const SERVICE_OVER_MS = 12 * 3_600_000;

/**
 * A visit: the party arrived, or a CONFIRMED booking whose service is over and that nobody marked a
 * no-show (restaurants that do not tap "arrived" still see their regulars). A no-show: status NO_SHOW.
 */
const visitAt = (now: Date) =>
  sql<number>`count(*) filter (where ${reservations.arrivedAt} is not null or (${reservations.status} = 'CONFIRMED' and ${reservations.reservationAt} <= ${new Date(now.getTime() - SERVICE_OVER_MS)}))::int`;
const noShowCount = sql<number>`count(*) filter (where ${reservations.status} = 'NO_SHOW')::int`;

/**
 * No-shows and arrivals (docs/decisions/027, the guest's history): staff mark a CONFIRMED booking whose
 * time has started a no-show (no email to the guest), mark a party arrived or take that back; each guest's
 * visits and no-shows are counted over all their bookings, and a guest with too many no-shows is not
 * confirmed automatically.
 */
export function reservationNoShows(db: TDb) {
  /** Locks the booking's row for a change by staff; 404 when it is gone. */
  async function locked(tx: TTx, id: string): Promise<TReservationRow> {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row) throw notFound(GONE_MESSAGE);
    return row;
  }

  async function setArrival(id: string, arrived: boolean, by: TActor, now: Date): Promise<TReservationRow> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.status !== 'CONFIRMED')
        throw new AppError(409, NOT_CONFIRMED_ARRIVAL_MESSAGE, { code: 'NOT_CONFIRMED' });
      // Tapped twice (two tablets): the first tap's time stands, nothing recorded again.
      if (Boolean(before.arrivedAt) === arrived) return before;
      const [row] = await tx
        .update(reservations)
        .set({ arrivedAt: arrived ? now : null, updatedAt: now })
        .where(eq(reservations.id, id))
        .returning();
      if (!row) throw notFound(GONE_MESSAGE);
      await tx.insert(statusHistory).values({
        subjectKind: 'RESERVATION',
        subjectId: id,
        field: 'arrival',
        fromStatus: arrived ? 'NOT_ARRIVED' : 'ARRIVED',
        toStatus: arrived ? 'ARRIVED' : 'NOT_ARRIVED',
        changedByUserId: by.userId,
        changedBy: by.username,
      });
      // The day view and the lists of other devices follow (details changed, no email: time and people stay).
      await emitChange(db, tx, { type: 'reservation.changed', reservation: row, before });
      return row;
    });
  }

  return {
    /**
     * Marks a booking a no-show: only a CONFIRMED one whose time has started and whose party did not arrive
     * (409 with a code otherwise, nothing changed). Recorded in its history; the guest gets no email.
     */
    async markNoShow(id: string, by: TActor, now = new Date()): Promise<TReservationRow> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.status === 'NO_SHOW') return before;
        assertNoShowAllowed(before, now);
        const [row] = await tx
          .update(reservations)
          .set({ status: 'NO_SHOW', updatedAt: now })
          .where(eq(reservations.id, id))
          .returning();
        if (!row) throw notFound(GONE_MESSAGE);
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: id,
          fromStatus: before.status,
          toStatus: 'NO_SHOW',
          changedByUserId: by.userId,
          changedBy: by.username,
        });
        await emitChange(db, tx, { type: 'reservation.status', reservation: row, from: before.status });
        return row;
      });
    },

    /** Staff mark the party arrived (CONFIRMED only, 409 otherwise); a second tap keeps the first time. */
    markArrived: (id: string, by: TActor, now = new Date()) => setArrival(id, true, by, now),
    /** Takes a mistaken "arrived" back. */
    unmarkArrived: (id: string, by: TActor, now = new Date()) => setArrival(id, false, by, now),

    /** Each booking's guest record (visits and no-shows over all the guest's bookings), by booking id. */
    async guestRecords(
      rows: readonly Pick<TReservationRow, 'id' | 'customerEmail' | 'customerPhone'>[],
      now = new Date(),
    ): Promise<Map<string, TGuestRecord>> {
      const keyOfRow = new Map<string, string>();
      for (const row of rows) {
        const key = guestKey({ email: row.customerEmail, phone: row.customerPhone });
        if (key) keyOfRow.set(row.id, key);
      }
      const records = new Map<string, TGuestRecord>();
      const keys = [...new Set(keyOfRow.values())];
      if (keys.length === 0) return records;
      const emails = keys.filter((k) => k.startsWith('e:')).map((k) => k.slice(2));
      const phones = keys.filter((k) => k.startsWith('p:')).map((k) => k.slice(2));
      const key = sql<string>`case when ${emailKey} <> '' then 'e:' || ${emailKey} else 'p:' || ${phoneKeyOf(reservations.customerPhone)} end`;
      const counted = await db
        .select({ key, visits: visitAt(now), noShows: noShowCount })
        .from(reservations)
        .where(
          or(
            emails.length > 0 ? inArray(emailKey, emails) : undefined,
            phones.length > 0
              ? and(sql`${emailKey} = ''`, inArray(phoneKeyOf(reservations.customerPhone), phones))
              : undefined,
          ),
        )
        .groupBy(key);
      const byKey = new Map(
        counted.map((c) => [c.key, { visits: Number(c.visits), noShows: Number(c.noShows) }]),
      );
      for (const [id, k] of keyOfRow) records.set(id, byKey.get(k) ?? { visits: 0, noShows: 0 });
      return records;
    },

    /** The no-shows of a guest (email, or phone when no email) over all their bookings. */
    async noShowsOf(guest: { email: string; phone: string }, q: TDb | TTx = db): Promise<number> {
      const condition = sameGuest(guest);
      if (!condition) return 0;
      const [row] = await q.select({ n: noShowCount }).from(reservations).where(condition);
      return Number(row?.n ?? 0);
    },

    /** Visits and no-shows of the guests with these emails or phone numbers (the returning guests' lookup). */
    async recordOf(guest: { email: string; phone: string }, now = new Date()): Promise<TGuestRecord> {
      const condition = sameGuest(guest);
      if (!condition) return { visits: 0, noShows: 0 };
      const [row] = await db
        .select({ visits: visitAt(now), noShows: noShowCount })
        .from(reservations)
        .where(condition);
      return { visits: Number(row?.visits ?? 0), noShows: Number(row?.noShows ?? 0) };
    },
  };
}

export type TReservationNoShows = ReturnType<typeof reservationNoShows>;
