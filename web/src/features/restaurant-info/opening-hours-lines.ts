/**
 * Display form of the stored opening-hours text (spec section 3): one line per day such as
 * 'Mon: 11:00-14:00, 17:00-22:00' or 'Sun: (closed)'. Only for showing the hours to diners; the
 * rules (parsing, validation, open now?) live in @app/shared/opening-hours.
 */

export interface TOpeningHoursRow {
  /** The day as written before the first ': ' ('Mon'); empty when the line has no separator. */
  day: string;
  /** The day for people: 'Monday' ('Montag'…) for the usual abbreviations, else as written. */
  dayLabel: string;
  /** The ranges after the separator, one entry per range ('11:00–14:00'); empty when closed. */
  ranges: string[];
  closed: boolean;
}

/** The stored abbreviations, Monday first; 2026-01-05 was a Monday (a day to name each weekday by). */
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const dayNames = new Map<string, Map<string, string>>();

/** 'mon' → 'Monday' ('Montag', 'lundi', 'lunedì') in `locale`. */
function weekdayNames(locale: string): Map<string, string> {
  let names = dayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    names = new Map(DAY_KEYS.map((key, index) => [key, format.format(Date.UTC(2026, 0, 5 + index, 12))]));
    dayNames.set(locale, names);
  }
  return names;
}

const CLOSED = /^\(?\s*closed\s*\)?$/i;
const DAY_SEPARATOR = /^(.+?):(?:\s+(.*))?$/;

/** The weekday's name in `locale` (the diner's) for the usual abbreviations, else the day as written. */
export function dayLabel(day: string, locale = 'en-CH'): string {
  const name = weekdayNames(locale).get(day.trim().slice(0, 3).toLowerCase());
  if (!name) return day;
  // French and Italian write weekdays in lower case; at the head of a table row they start capitalised.
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** '11:00-14:00' and the legacy '11:00 – 14:00' both become '11:00–14:00' (en dash). */
function formatRange(range: string): string {
  return range.replace(/\s*[-–—]\s*/, '–');
}

/** Splits one stored line at the first ': ' into the day and its ranges. */
export function splitOpeningHoursLine(line: string, locale?: string): TOpeningHoursRow {
  const text = line.trim();
  // The first colon followed by a space (or ending the line): the colons inside times never are.
  const match = DAY_SEPARATOR.exec(text);
  const day = match ? (match[1] ?? '').trim() : '';
  const rest = (match ? (match[2] ?? '') : text).trim();
  const closed = rest === '' || CLOSED.test(rest);
  const ranges = closed
    ? []
    : rest
        .split(',')
        .map((range) => range.trim())
        .filter((range) => range !== '')
        .map(formatRange);
  return { day, dayLabel: day === '' ? '' : dayLabel(day, locale), ranges, closed };
}

/** One row per non-empty line, in the stored order. */
export function splitOpeningHoursText(text: string, locale?: string): TOpeningHoursRow[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => splitOpeningHoursLine(line, locale));
}

/** 'mon'..'sun' for the given instant in the restaurant's time zone, to mark today's row. */
export function weekdayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(instant).toLowerCase();
}

export function isRowForWeekday(row: TOpeningHoursRow, key: string): boolean {
  return row.day.trim().slice(0, 3).toLowerCase() === key;
}
