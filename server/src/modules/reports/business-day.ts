import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/opening-hours';
import { BUSINESS_DAY_STARTS_AT } from '@app/shared/reports';
import { addDays } from '@app/shared/special-days';

/**
 * The restaurant's business day. Business day D runs from D 05:00 to D+1 05:00 local time
 * (BUSINESS_DAY_STARTS_AT, the app's `config.timeZone`, Europe/Zurich): the orders placed after midnight
 * until closing count for the evening they belong to. Its length follows the clock: 23 hours on the day
 * the clocks go forward (the last Sunday of March), 25 hours on the day they go back (October); both
 * bounds come from `zonedLocalToInstant`, never from adding 24 hours.
 *
 * An order belongs to the business day its `created_at` falls in: [from, to).
 */
export type TBusinessDay = { date: string; from: Date; to: Date };

/** Hours and minutes of BUSINESS_DAY_STARTS_AT, for SQL's `interval`. */
const [START_HOURS = 0, START_MINUTES = 0] = BUSINESS_DAY_STARTS_AT.split(':').map(Number);
export const BUSINESS_DAY_OFFSET_SQL = `${START_HOURS} hours ${START_MINUTES} minutes`;

/** A real calendar day 'YYYY-MM-DD' (the query schema checks only the shape). */
export { isIsoDate as isCalendarDay } from '@app/shared/calendar-day';

export function businessDay(date: string, timeZone: string): TBusinessDay {
  return {
    date,
    from: zonedLocalToInstant(`${date}T${BUSINESS_DAY_STARTS_AT}`, timeZone),
    to: zonedLocalToInstant(`${addDays(date, 1)}T${BUSINESS_DAY_STARTS_AT}`, timeZone),
  };
}

/** The business day an instant falls in: its local date, or the day before when before 05:00. */
export function businessDateOf(instant: Date, timeZone: string): string {
  const local = instantToZonedLocal(instant, timeZone);
  const date = local.slice(0, 10);
  return local.slice(11, 16) < BUSINESS_DAY_STARTS_AT ? addDays(date, -1) : date;
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * SQL for the business date of a timestamptz column: its local wall time minus the start of the
 * business day, as a date (`$tz` is the parameter holding the time zone). Wall-clock arithmetic, so a
 * DST day needs no special case.
 */
export function businessDateSql(column: string, tzParam: string): string {
  return `((${column} at time zone ${tzParam}) - interval '${BUSINESS_DAY_OFFSET_SQL}')::date`;
}
