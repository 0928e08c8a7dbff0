import { RESTAURANT_TIME_ZONE } from './opening-hours';

/** Shown where an instant is missing or unreadable. */
export const NO_TIME = '—';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date-time' | 'next-open', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(kind === 'next-open' ? 'en-CH' : 'de-CH', {
      timeZone,
      ...(kind === 'next-open' ? { weekday: 'short' as const } : {}),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

function toDate(instant: Date | string | null | undefined): Date | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '24.11.2026, 18:05': date and time on the restaurant's clock, cut to minutes (de-CH), as receipts,
 * emails and the back office show them; `fallback` (a dash) when the instant is missing or unreadable.
 */
export function formatLocalDateTime(
  instant: Date | string | null | undefined,
  options: { timeZone?: string; fallback?: string } = {},
): string {
  const date = toDate(instant);
  return date
    ? formatter('date-time', options.timeZone ?? RESTAURANT_TIME_ZONE).format(date)
    : (options.fallback ?? NO_TIME);
}

/** 'Tue, 24.11.2026, 11:00' on the restaurant's clock: how 'Next open: …' names an instant. */
export function formatNextOpen(instant: Date | string, timeZone: string = RESTAURANT_TIME_ZONE): string {
  const date = toDate(instant);
  return date ? formatter('next-open', timeZone).format(date) : String(instant);
}

/** Spec 5: a closed-hours reason, followed by ' Next open: …' when the next opening is known. */
export function closedHoursMessage(
  reason: string,
  windowOpensAt: Date | string | null,
  timeZone: string = RESTAURANT_TIME_ZONE,
): string {
  return windowOpensAt ? `${reason} Next open: ${formatNextOpen(windowOpensAt, timeZone)}` : reason;
}
