import { instantToZonedLocal, restaurantTimeZone } from './zoned-time';

/**
 * Calendar days written 'YYYY-MM-DD' (restaurant-local dates: special days, order lists, close-outs,
 * reports). Day arithmetic is done in UTC, where every day has 24 hours.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * 'YYYY-MM-DD' as the Swiss write a day, '24.11.2026', in every language (receipts, vouchers, the back
 * office's lists); anything else as it is.
 */
export function formatSwissDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}.${month}.${year}` : isoDate;
}

/** A real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !ISO_DATE.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today's date on the restaurant's clock (or `timeZone`'s), 'YYYY-MM-DD'. */
export function restaurantToday(now: Date = new Date(), timeZone: string = restaurantTimeZone()): string {
  return instantToZonedLocal(now, timeZone).slice(0, 10);
}
