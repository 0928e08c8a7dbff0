import { addDays, daysBetween } from '@app/shared/calendar-day';
import type { TLanguage } from '@app/shared/languages';
import { openInstantsOn, rangesOn } from '@app/shared/opening-hours';
import type { TDayBooking, TDayQuarter, TReservationDay, TWalkIn } from '@app/shared/reservation-day';
import { sittingMinutes } from '@app/shared/reservation-settings';
import { RESERVATION_STEP_MINUTES } from '@app/shared/reservations';
import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/zoned-time';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reservations } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { newPublicId } from '../../lib/ids';
import { scheduleOfRow, type TRestaurantInfoService } from '../restaurant-info';
import type { TReservationCapacity } from './capacity-service';
import { reservationsRepository } from './repository';

export const NO_TABLE_MESSAGE =
  'No table is free for this party now. Seat them without a table, or free a table first.';
/** The name a walk-in gets, in the language of the staff who seat them. */
export const WALK_IN_NAME = 'Walk-in';

/** The day view shows these; a no-show keeps its place on the screen but holds no seats. */
const SHOWN = ['REQUESTED', 'CONFIRMED', 'NO_SHOW'] as const;
const QUARTER = 15;
const DAY_MINUTES = 1440;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:mm' of a minute counted from a day's midnight (past midnight reads as the next day's clock). */
const clock = (minute: number) => {
  const m = ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

type TActor = { userId: number | null; username: string };

/**
 * The day on one screen (docs/decisions/027): a restaurant-local day's tables, bookings and seats per quarter
 * hour, and walk-ins. Sittings, opening hours and the table finder are the capacity service's and the shared
 * opening hours' rules; nothing here decides them again.
 */
export function reservationDay(
  db: TDb,
  options: { readonly timeZone: string; restaurantInfo: Pick<TRestaurantInfoService, 'stored'> },
  capacity: TReservationCapacity,
) {
  const repo = reservationsRepository(db);

  return {
    /** `date` is a valid 'YYYY-MM-DD' (the route checks it). */
    async day(date: string): Promise<TReservationDay> {
      const timeZone = options.timeZone;
      const from = zonedLocalToInstant(`${date}T00:00:00`, timeZone);
      const to = zonedLocalToInstant(`${addDays(date, 1)}T00:00:00`, timeZone);
      const [rules, tables, info, rows] = await Promise.all([
        capacity.settings(),
        capacity.tables(),
        options.restaurantInfo.stored(),
        db
          .select()
          .from(reservations)
          .where(
            and(
              inArray(reservations.status, [...SHOWN]),
              gte(reservations.reservationAt, from),
              lt(reservations.reservationAt, to),
            ),
          )
          .orderBy(asc(reservations.reservationAt), asc(reservations.createdAt)),
      ]);
      const tablesById = await capacity.tablesOf(rows.map((row) => row.id));
      /** Minutes from the day's local midnight on the restaurant's clock. */
      const minuteOf = (at: Date) => {
        const local = instantToZonedLocal(at, timeZone);
        return (
          daysBetween(date, local.slice(0, 10)) * DAY_MINUTES +
          Number(local.slice(11, 13)) * 60 +
          Number(local.slice(14, 16))
        );
      };

      const bookings: TDayBooking[] = rows.map((row) => {
        const startMinute = minuteOf(row.reservationAt);
        const endMinute = startMinute + sittingMinutes(rules.sittings, row.numberOfPeople);
        return {
          id: row.id,
          time: clock(startMinute),
          endTime: clock(endMinute),
          startMinute,
          endMinute,
          numberOfPeople: row.numberOfPeople,
          name: `${row.customerFirstName} ${row.customerLastName}`.trim(),
          phone: row.customerPhone,
          status: row.status,
          tableIds: tablesById.get(row.id) ?? [],
          arrivedAt: row.arrivedAt?.toISOString() ?? null,
          walkIn: row.walkIn,
          specialRequests: row.specialRequests,
        };
      });

      const schedule = scheduleOfRow(info);
      const opening = schedule
        ? rangesOn(schedule, date).map((range) => ({ from: range.open, to: range.close }))
        : [];
      // The quarters of the opening hours (as the availability reads them) and of every booking's sitting.
      const minutes = new Set<number>(
        schedule ? openInstantsOn(schedule, date, timeZone, QUARTER).map(minuteOf) : [],
      );
      for (const booking of bookings) {
        const first = Math.floor(booking.startMinute / QUARTER) * QUARTER;
        for (let m = first; m < booking.endMinute; m += QUARTER) minutes.add(m);
      }
      const active = tables.filter((table) => table.active);
      const seatsTotal =
        active.length > 0 ? active.reduce((sum, table) => sum + table.seats, 0) : (info?.seatCapacity ?? 0);
      const standing = bookings.filter((b) => b.status === 'REQUESTED' || b.status === 'CONFIRMED');
      const quarters: TDayQuarter[] = [...minutes]
        .sort((a, b) => a - b)
        .map((minute) => ({
          time: clock(minute),
          minute,
          seatsBooked: standing
            .filter((b) => b.startMinute < minute + QUARTER && minute < b.endMinute)
            .reduce((sum, b) => sum + b.numberOfPeople, 0),
          seatsTotal,
        }));

      return {
        date,
        opening,
        quarters,
        tables: tables.map(({ id, name, seats, active }) => ({ id, name, seats, active })),
        bookings,
      };
    },

    /**
     * A walk-in seated now (rounded down to the booking step): CONFIRMED, arrived, entered by `by`, no email
     * (no address). Without `tableIds` the smallest free fit is taken under the tables' lock, else 409
     * NO_TABLE and nothing is stored; `tableIds: []` seats the party without a table.
     */
    async walkIn(input: TWalkIn, by: TActor, language: TLanguage, now = new Date()) {
      const step = RESERVATION_STEP_MINUTES * 60_000;
      const at = new Date(Math.floor(now.getTime() / step) * step);
      let tableIds: number[] = [];
      const row = await repo.insert(
        {
          id: newPublicId(),
          customerFirstName: translate(language, WALK_IN_NAME),
          customerLastName: '',
          customerEmail: '',
          customerPhone: '',
          reservationAt: at,
          numberOfPeople: input.numberOfPeople,
          specialRequests: null,
          status: 'CONFIRMED',
          language,
          walkIn: true,
          arrivedAt: now,
        },
        by,
        {
          tables: async (tx) => {
            const seated = await capacity.seat(tx, at, input.numberOfPeople, input.tableIds);
            if (!seated) throw new AppError(409, NO_TABLE_MESSAGE, { code: 'NO_TABLE' });
            tableIds = seated;
            return seated;
          },
          link: capacity.link,
        },
      );
      return { row, tableIds };
    },
  };
}

export type TReservationDayService = ReturnType<typeof reservationDay>;
