import { addDays, restaurantToday } from '@app/shared/calendar-day';
import type { TTimeRange } from '@app/shared/opening-hours';
import type { TSpecialDay } from '@app/shared/special-days';

/**
 * How special days read on the home page and in the back office: '25.12.' in every
 * language (the Swiss form), a weekday before it in the reader's locale ('Fri 25.12.', 'Fr. 25.12.'),
 * hours as '17:00–21:00'. Kept apart from @app/shared/special-days' helpers on purpose: what this file
 * needs of that module would load with it on every public page (its schemas are in the first load).
 */

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' as '25.12.'. */
export function formatDayMonth(isoDate: string): string {
  return `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.`;
}

/** 'YYYY-MM-DD' as 'Fri 25.12.' in `locale` (a calendar date: no time zone applies). */
export function formatWeekdayDate(isoDate: string, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return `${format.format(new Date(`${isoDate}T12:00:00Z`))} ${formatDayMonth(isoDate)}`;
}

/** A run of dates: 'Fri 25.12.–Sat 26.12.', or one date alone; without `locale`, no weekdays. */
export function formatDateRun(from: string, to: string, locale?: string): string {
  const one = (date: string) => (locale ? formatWeekdayDate(date, locale) : formatDayMonth(date));
  return from === to ? one(from) : `${one(from)}–${one(to)}`;
}

/** '11:00–14:00, 17:00–21:00'. */
export function formatRanges(ranges: readonly TTimeRange[]): string {
  return ranges.map((range) => `${range.open}–${range.close}`).join(', ');
}

/** Today's date on the restaurant's clock, and day arithmetic: one implementation, in shared. */
export { addDays, restaurantToday };

/** Consecutive special days with the same hours and note, and where they sit in the list. */
export interface TDayRun {
  from: string;
  to: string;
  dates: string[];
  /** Their indexes in the list (what the server's field errors name: `specialDays.3.ranges`). */
  indexes: number[];
  closed: boolean;
  ranges: TTimeRange[];
  note: string;
}

const sameDay = (a: TSpecialDay, b: TSpecialDay) =>
  a.closed === b.closed &&
  (a.note ?? '') === (b.note ?? '') &&
  JSON.stringify(a.closed ? [] : a.ranges) === JSON.stringify(b.closed ? [] : b.ranges);

/**
 * A list sorted by date as runs of consecutive equal days ('Closed 25.12.–26.12.: Christmas'), the way
 * diners and the admin read a holiday: one line, not 21. Days outside `from`..`to` are left out.
 */
export function specialDayRuns(days: readonly TSpecialDay[], from = '', to = '9999-12-31'): TDayRun[] {
  const runs: TDayRun[] = [];
  let previous: TSpecialDay | undefined;
  days.forEach((day, index) => {
    if (day.date < from || day.date > to) return;
    const run = runs.at(-1);
    if (run && previous && addDays(run.to, 1) === day.date && sameDay(previous, day)) {
      run.to = day.date;
      run.dates.push(day.date);
      run.indexes.push(index);
    } else {
      runs.push({
        from: day.date,
        to: day.date,
        dates: [day.date],
        indexes: [index],
        closed: day.closed,
        ranges: day.closed ? [] : day.ranges.map((r) => ({ open: r.open, close: r.close })),
        note: day.note ?? '',
      });
    }
    previous = day;
  });
  return runs;
}
