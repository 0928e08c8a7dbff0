import {
  daysBetween,
  formatSwissDay as formatDay,
  isIsoDate as isDay,
  addDays as shiftDay,
} from '@app/shared/calendar-day';
import { BUSINESS_DAY_STARTS_AT, MAX_REPORT_DAYS } from '@app/shared/reports';
import { restaurantTimeZone, wallMsAt } from '@app/shared/zoned-time';

/**
 * The restaurant's business days: a day runs from BUSINESS_DAY_STARTS_AT local time to the
 * same time the next morning, so at 01:30 the evening that is still going on is yesterday's date.
 */

/** How far past local midnight a business day starts, in ms ('05:00' -> 5 h). */
function businessDayOffsetMs(): number {
  const [hours = 0, minutes = 0] = BUSINESS_DAY_STARTS_AT.split(':').map(Number);
  return (hours * 60 + minutes) * 60_000;
}

/** The business day at `now`, 'YYYY-MM-DD' (before 05:00 local: yesterday's date). */
export function businessToday(now: Date = new Date()): string {
  const wall = wallMsAt(now.getTime(), restaurantTimeZone()) - businessDayOffsetMs();
  return new Date(wall).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both counted: 1 for a single day. */
export function daysInRange(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

export { isDay, shiftDay };

/** The reports page opens on the last 30 business days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

/** The quick choices of the reports page, in days ending today. */
export const REPORT_PRESET_DAYS = [7, 30, 90] as const;

export interface TDayRange {
  from: string;
  to: string;
}

/** The `days` business days ending today. */
export function lastDays(days: number, today: string): TDayRange {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

/**
 * The range a URL asks for, made sound: unreadable days fall back to the last 30 days, days the wrong
 * way round are swapped, a range longer than the server reads (MAX_REPORT_DAYS) is cut at its start.
 */
export function readRange(params: URLSearchParams, today: string): TDayRange {
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  if (!isDay(rawFrom) || !isDay(rawTo)) return lastDays(DEFAULT_REPORT_DAYS, today);
  let [from, to] = rawFrom <= rawTo ? [rawFrom, rawTo] : [rawTo, rawFrom];
  if (daysInRange(from, to) > MAX_REPORT_DAYS) from = shiftDay(to, -(MAX_REPORT_DAYS - 1));
  return { from, to };
}

/** The close-out's day from the URL (?date=), else today's business day. */
export function readDay(params: URLSearchParams, today: string): string {
  const date = params.get('date');
  return isDay(date) ? date : today;
}

/** 'YYYY-MM-DD' as '24.11.2026' (shared: one way of writing a day everywhere). */
export { formatDay };

/** 'YYYY-MM-DD' as '24.11' (a chart's axis). */
export function formatShortDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}`;
}
