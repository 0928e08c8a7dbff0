import { LOCALE_OF, type TLanguage } from './languages';
import { restaurantTimeZone } from './zoned-time';

/** Shown where an instant is missing or unreadable. */
export const NO_TIME = '—';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Without a language: de-CH dates (receipts, the back office as the spec shows it) and an en-CH 'Next open'
 * (the spec's English text); with one, that language's Swiss locale (LOCALE_OF).
 */
function formatter(
  kind: 'date-time' | 'next-open',
  timeZone: string,
  language?: TLanguage,
): Intl.DateTimeFormat {
  const locale = language ? LOCALE_OF[language] : kind === 'next-open' ? 'en-CH' : 'de-CH';
  const key = `${kind}|${timeZone}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
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
  options: { timeZone?: string; fallback?: string; language?: TLanguage } = {},
): string {
  const date = toDate(instant);
  return date
    ? formatter('date-time', options.timeZone ?? restaurantTimeZone(), options.language).format(date)
    : (options.fallback ?? NO_TIME);
}

/** 'Tue, 24.11.2026, 11:00' on the restaurant's clock: how 'Next open: …' names an instant. */
export function formatNextOpen(
  instant: Date | string,
  timeZone: string = restaurantTimeZone(),
  language?: TLanguage,
): string {
  const date = toDate(instant);
  return date ? formatter('next-open', timeZone, language).format(date) : String(instant);
}

/**
 * Spec 5: a closed-hours reason, followed by ' Next open: …' when the next opening is known. With a
 * `language`, the date is in its locale and `nextOpen` words it (the catalogue's 'hours.nextOpen',
 * 'Next open: {when}', filled by the caller's translator); `reason` is expected in that language already.
 */
export function closedHoursMessage(
  reason: string,
  windowOpensAt: Date | string | null,
  timeZone: string = restaurantTimeZone(),
  localized?: { language: TLanguage; nextOpen: (when: string) => string },
): string {
  if (!windowOpensAt) return reason;
  if (!localized) return `${reason} Next open: ${formatNextOpen(windowOpensAt, timeZone)}`;
  return `${reason} ${localized.nextOpen(formatNextOpen(windowOpensAt, timeZone, localized.language))}`;
}
