import { addDays } from './calendar-day';
import type { TSchedule, TTimeRange, TWeekHours } from './opening-hours';
import type { TSlotCapacity, TSpecialDay } from './restaurant-info';

export { addDays, isIsoDate } from './calendar-day';
export type { TSlotCapacity, TSpecialDay } from './restaurant-info';

/**
 * Special days and slot capacity, kept in restaurant info (the shapes are in restaurant-info.ts,
 * the admin's input schemas in special-days-input.ts: this module carries no schema, so the public pages
 * that list upcoming closures load nothing more). A special day closes a date or
 * replaces its weekday's hours (24.12. 17:00-21:00); a holiday of several days is one entry per date.
 * Slot capacity limits the orders per 15-minute slot of each order type (null: no limit).
 */

export const NO_SLOT_CAPACITY: TSlotCapacity = { DELIVERY: null, TAKEAWAY: null };

/** At most this many dates (more than a year of closures). */
export const MAX_SPECIAL_DAYS = 400;
/** Ranges on one special day. */
export const MAX_SPECIAL_RANGES = 4;
export const SPECIAL_DAY_NOTE_MAX = 200;
export const MAX_SLOT_CAPACITY = 500;
/** The length of a capacity slot. */
export const SLOT_MINUTES = 15;
/** Upcoming closures and special hours the home page lists. */
export const UPCOMING_SPECIAL_DAYS = 14;

/**
 * Special days as stored: sorted by date, a closed day without ranges, a note only when it has text.
 * Days before `today` ('YYYY-MM-DD', restaurant-local) are over and dropped.
 */
export function normalizeSpecialDays(days: readonly TSpecialDay[], today: string): TSpecialDay[] {
  return days
    .filter((day) => day.date >= today)
    .map((day) => ({
      date: day.date,
      closed: day.closed,
      ranges: day.closed ? [] : day.ranges.map((r) => ({ open: r.open, close: r.close })),
      ...(day.note?.trim() ? { note: day.note.trim() } : {}),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The week with its special days, as the hours evaluation takes it. */
export function scheduleOf(week: TWeekHours, specialDays: readonly TSpecialDay[] = []): TSchedule {
  if (specialDays.length === 0) return { week };
  return { week, special: new Map(specialDays.map((day) => [day.date, day.closed ? [] : day.ranges])) };
}

/** A run of consecutive special days with the same hours and note: what a diner reads as one notice. */
export type TSpecialDayRun = {
  from: string;
  to: string;
  closed: boolean;
  ranges: TTimeRange[];
  note?: string;
};

/**
 * The special days from `today` through the next `days` days (today included), consecutive equal days
 * joined ('Closed 25.12.–26.12.: Christmas').
 */
export function upcomingSpecialDays(
  specialDays: readonly TSpecialDay[],
  today: string,
  days: number = UPCOMING_SPECIAL_DAYS,
): TSpecialDayRun[] {
  const last = addDays(today, days - 1);
  const runs: TSpecialDayRun[] = [];
  const key = (day: { closed: boolean; ranges: readonly TTimeRange[]; note?: string | undefined }) =>
    JSON.stringify([day.closed, day.ranges, day.note ?? '']);
  for (const day of [...specialDays].sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.date < today || day.date > last) continue;
    const previous = runs.at(-1);
    if (previous && addDays(previous.to, 1) === day.date && key(previous) === key(day)) {
      previous.to = day.date;
      continue;
    }
    runs.push({
      from: day.date,
      to: day.date,
      closed: day.closed,
      ranges: day.ranges.map((r) => ({ ...r })),
      ...(day.note ? { note: day.note } : {}),
    });
  }
  return runs;
}
