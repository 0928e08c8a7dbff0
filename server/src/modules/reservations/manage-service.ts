import { guaranteeApplies } from '@app/shared/reservation-guarantee';
import { GUEST_ACTOR } from '@app/shared/reservation-history';
import {
  MANAGE_ERROR_CODES,
  type TManageChange,
  type TManagedReservation,
} from '@app/shared/reservation-manage';
import {
  guaranteePolicyOf,
  type TAvailability,
  type TReservationSettings,
} from '@app/shared/reservation-settings';
import { instantToZonedLocal } from '@app/shared/zoned-time';
import { eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { reservations, statusHistory } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { emitChange } from '../../lib/change-hooks';
import type { THoursService } from '../hours';
import type { TRestaurantInfoService } from '../restaurant-info';
import type { TReservationCapacity } from './capacity-service';
import type { TReservationRow } from './repository';

/** Every miss (unknown, malformed or deleted token) answers the same. */
export const MANAGE_MISS_MESSAGE = 'This booking link is not valid (any more). Please call us.';
export const CHANGE_CLOSED_MESSAGE =
  'Changes online are no longer possible this close to your time. Please call us{hasPhone, select, yes { at {phone}} other {}}.';
export const NOT_CHANGEABLE_MESSAGE =
  'This booking can no longer be changed online. Please call us{hasPhone, select, yes { at {phone}} other {}}.';
export const NO_TABLE_MESSAGE =
  'No table is free for that party at that time. Choose another time, or call us{hasPhone, select, yes { at {phone}} other {}}.';

/** The statuses a guest may still change or cancel. */
const STANDING = new Set<TReservationRow['status']>(['REQUESTED', 'CONFIRMED']);

/** Who the booking's history names for a change made through the guest's link. */
export const GUEST = { userId: null, username: GUEST_ACTOR } as const;

/**
 * The guest's private link (`/reservation/manage/{token}`): the booking as the guest may see it, a new time or
 * party size validated like a new online request, and the cancellation, each up to `cancelCutoffMinutes` before
 * the time. Table assignments follow decision 027: the tables' lock first, then the booking's row; a confirmed
 * booking of a restaurant that confirms automatically moves only onto free tables (its own count as free).
 * Each change is recorded by 'guest' in the booking's history and comes in again as unseen for staff.
 */
export function reservationManage(
  db: TDb,
  options: { readonly timeZone: string; restaurantInfo: Pick<TRestaurantInfoService, 'stored'> },
  deps: {
    hours: Pick<THoursService, 'assertOpen'>;
    capacity: TReservationCapacity;
    /** The create path's checks of a requested time (format, 5-minute step, future, six months). */
    parseWhen: (text: string, now: Date) => Date;
    /** Whether the seats at that time go beyond the room's capacity, others counted (the staff flag). */
    overCapacityAt: (at: Date, people: number, except?: string) => Promise<boolean>;
  },
) {
  const { capacity } = deps;

  async function phone(): Promise<string> {
    return (await options.restaurantInfo.stored())?.phone ?? '';
  }

  const phoneValues = (text: string) => ({ hasPhone: text ? 'yes' : 'no', phone: text });

  async function byToken(token: string, q: TDb | TTx = db, lock = false): Promise<TReservationRow> {
    // The same query for any text: a malformed token costs what an unknown one costs, and answers the same.
    const key = token.length <= 64 ? token : '';
    const query = q.select().from(reservations).where(eq(reservations.manageToken, key));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(MANAGE_MISS_MESSAGE);
    return row;
  }

  const changeUntil = (row: TReservationRow, rules: TReservationSettings) =>
    new Date(row.reservationAt.getTime() - rules.cancelCutoffMinutes * 60_000);

  function view(
    row: TReservationRow,
    rules: TReservationSettings,
    restaurantPhone: string,
    now: Date,
  ): TManagedReservation {
    const until = changeUntil(row, rules);
    return {
      status: row.status,
      reservationDateTime: instantToZonedLocal(row.reservationAt, options.timeZone).slice(0, 16),
      numberOfPeople: row.numberOfPeople,
      customerFirstName: row.customerFirstName,
      customerLastName: row.customerLastName,
      specialRequests: row.specialRequests,
      canChange: STANDING.has(row.status) && now.getTime() < until.getTime(),
      changeUntil: until.toISOString(),
      restaurantPhone,
    };
  }

  /** 409 unless the guest may still change the booking: standing, and before the cut-off. */
  function assertChangeable(row: TReservationRow, rules: TReservationSettings, now: Date, tel: string) {
    if (!STANDING.has(row.status) || row.reservationAt.getTime() <= now.getTime())
      throw new AppError(409, NOT_CHANGEABLE_MESSAGE, {
        code: MANAGE_ERROR_CODES.notChangeable,
        values: phoneValues(tel),
      });
    if (now.getTime() >= changeUntil(row, rules).getTime())
      throw new AppError(409, CHANGE_CLOSED_MESSAGE, {
        code: MANAGE_ERROR_CODES.closed,
        values: phoneValues(tel),
      });
  }

  /** What changed, for the booking's history: '19:00 → 19:30, 4 → 5 people'. */
  function changeNote(before: TReservationRow, at: Date, people: number): string {
    const local = (date: Date) => instantToZonedLocal(date, options.timeZone);
    const [fromDay, toDay] = [local(before.reservationAt), local(at)];
    const parts: string[] = [];
    if (fromDay !== toDay) {
      const sameDay = fromDay.slice(0, 10) === toDay.slice(0, 10);
      const show = (text: string) =>
        sameDay ? text.slice(11, 16) : `${text.slice(0, 10)} ${text.slice(11, 16)}`;
      parts.push(`${show(fromDay)} → ${show(toDay)}`);
    }
    if (people !== before.numberOfPeople) parts.push(`${before.numberOfPeople} → ${people} people`);
    return parts.join(', ');
  }

  /** The booking's own tables if they are still free for its new sitting; none otherwise (staff assign again). */
  async function keptTables(tx: TTx, id: string, at: Date, people: number): Promise<number[]> {
    const own = (await capacity.tablesOf([id], tx)).get(id) ?? [];
    if (own.length === 0) return own;
    try {
      await capacity.assertTablesFree(tx, id, at, people);
      return own;
    } catch (err) {
      if (err instanceof AppError && err.code === 'TABLE_TAKEN') return [];
      throw err;
    }
  }

  return {
    async view(token: string, now = new Date()): Promise<TManagedReservation> {
      const [row, rules, tel] = await Promise.all([byToken(token), capacity.settings(), phone()]);
      return view(row, rules, tel, now);
    },

    /** The public availability for a day and party, this booking's own tables counted as free. */
    async availability(
      token: string,
      date: string,
      people: number,
      now = new Date(),
    ): Promise<TAvailability> {
      const row = await byToken(token);
      return capacity.availability(date, people, now, row.id);
    },

    /**
     * A new time and party size. Unchanged: nothing is written. A restaurant that confirms automatically (an
     * active table and autoConfirm) moves the booking onto free tables and keeps (or makes) it CONFIRMED; a
     * confirmed booking that fits nowhere is refused (409 NO_TABLE, nothing changed). Otherwise the change is
     * stored and a confirmed booking goes back to REQUESTED for staff to confirm the new time.
     */
    async change(token: string, input: TManageChange, now = new Date()): Promise<TManagedReservation> {
      const [rules, tel] = await Promise.all([capacity.settings(), phone()]);
      // Look first, so that a closed booking says so before its new time is judged.
      assertChangeable(await byToken(token), rules, now, tel);
      const at = deps.parseWhen(input.reservationDateTime, now);
      await deps.hours.assertOpen(at, 'reservationDateTime');
      const people = input.numberOfPeople;
      const row = await db.transaction(async (tx) => {
        // The tables' lock before the booking's row, as every writer of assignments takes them (decision 027).
        await capacity.lockTables(tx);
        const before = await byToken(token, tx, true);
        assertChangeable(before, rules, now, tel);
        if (before.reservationAt.getTime() === at.getTime() && before.numberOfPeople === people)
          return before;

        let status = before.status;
        let tableIds: number[];
        // A party grown into the card guarantee's size gave no card: staff decide, as for a request without one.
        const policy = guaranteePolicyOf(rules);
        const needsCard =
          guaranteeApplies(policy, people) && !guaranteeApplies(policy, before.numberOfPeople);
        // Null unless the restaurant confirms automatically and a table is free for the new sitting.
        const fit = needsCard ? null : await capacity.autoAssign(tx, at, people, now, before.id);
        if (fit) {
          status = 'CONFIRMED';
          tableIds = fit;
        } else if (
          !needsCard &&
          rules.autoConfirm &&
          before.status === 'CONFIRMED' &&
          (await capacity.managed())
        ) {
          throw new AppError(409, NO_TABLE_MESSAGE, {
            code: MANAGE_ERROR_CODES.noTable,
            values: phoneValues(tel),
          });
        } else {
          // Staff confirm the new time; the tables stay where they are still free.
          status = 'REQUESTED';
          tableIds = await keptTables(tx, before.id, at, people);
        }
        const [after] = await tx
          .update(reservations)
          .set({
            reservationAt: at,
            numberOfPeople: people,
            status,
            overCapacity: await deps.overCapacityAt(at, people, before.id),
            // Comes in again for staff, like a new request.
            seenAt: null,
            // Moved: reminded of the new time (reminders.ts).
            ...(at.getTime() !== before.reservationAt.getTime() ? { reminderSentAt: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(reservations.id, before.id))
          .returning();
        if (!after) throw notFound(MANAGE_MISS_MESSAGE);
        await capacity.setTables(tx, before.id, tableIds);
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: before.id,
          fromStatus: before.status,
          toStatus: after.status,
          changedBy: GUEST.username,
          changedByUserId: GUEST.userId,
          note: changeNote(before, at, people),
        });
        if (after.status !== before.status)
          await emitChange(db, tx, { type: 'reservation.status', reservation: after, from: before.status });
        await emitChange(db, tx, { type: 'reservation.changed', reservation: after, before });
        return after;
      });
      return view(row, rules, tel, now);
    },

    /** Cancels the booking (its tables freed); the guest gets the cancellation email. */
    async cancel(token: string, now = new Date()): Promise<TManagedReservation> {
      const [rules, tel] = await Promise.all([capacity.settings(), phone()]);
      const row = await db.transaction(async (tx) => {
        await capacity.lockTables(tx);
        const before = await byToken(token, tx, true);
        assertChangeable(before, rules, now, tel);
        const [after] = await tx
          .update(reservations)
          .set({ status: 'CANCELLED', seenAt: null, updatedAt: new Date() })
          .where(eq(reservations.id, before.id))
          .returning();
        if (!after) throw notFound(MANAGE_MISS_MESSAGE);
        await capacity.setTables(tx, before.id, []);
        await tx.insert(statusHistory).values({
          subjectKind: 'RESERVATION',
          subjectId: before.id,
          fromStatus: before.status,
          toStatus: 'CANCELLED',
          changedBy: GUEST.username,
          changedByUserId: GUEST.userId,
        });
        await emitChange(db, tx, { type: 'reservation.status', reservation: after, from: before.status });
        return after;
      });
      return view(row, rules, tel, now);
    },
  };
}

export type TReservationManage = ReturnType<typeof reservationManage>;
