/**
 * Display form of the stored opening-hours text (spec section 3): one line per day such as
 * 'Mon: 11:00-14:00, 17:00-22:00' or 'Sun: (closed)'. Only for showing the hours to diners; the
 * rules (parsing, validation, open now?) live in @app/shared/opening-hours.
 */

export interface TOpeningHoursRow {
  /** The day as written before the first ': ' ('Mon'); empty when the line has no separator. */
  day: string;
  /** The day for people: 'Monday' for the usual abbreviations, else as written. */
  dayLabel: string;
  /** The ranges after the separator, one entry per range ('11:00–14:00'); empty when closed. */
  ranges: string[];
  closed: boolean;
}

const DAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const CLOSED = /^\(?\s*closed\s*\)?$/i;
const DAY_SEPARATOR = /^(.+?):(?:\s+(.*))?$/;

export function dayLabel(day: string): string {
  return DAY_NAMES[day.trim().slice(0, 3).toLowerCase()] ?? day;
}

/** '11:00-14:00' and the legacy '11:00 – 14:00' both become '11:00–14:00' (en dash). */
function formatRange(range: string): string {
  return range.replace(/\s*[-–—]\s*/, '–');
}

/** Splits one stored line at the first ': ' into the day and its ranges. */
export function splitOpeningHoursLine(line: string): TOpeningHoursRow {
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
  return { day, dayLabel: day === '' ? '' : dayLabel(day), ranges, closed };
}

/** One row per non-empty line, in the stored order. */
export function splitOpeningHoursText(text: string): TOpeningHoursRow[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(splitOpeningHoursLine);
}

/** 'mon'..'sun' for the given instant in the restaurant's time zone, to mark today's row. */
export function weekdayKey(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(instant).toLowerCase();
}

export function isRowForWeekday(row: TOpeningHoursRow, key: string): boolean {
  return row.day.trim().slice(0, 3).toLowerCase() === key;
}
