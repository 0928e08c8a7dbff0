import { instantToZonedLocal, openInstantsOn, type TSchedule } from '@app/shared/opening-hours';
import { addDays, SLOT_MINUTES } from '@app/shared/special-days';

/**
 * The rules of the checkout's times and of an order's time (slot capacity and lead time), in one place: a
 * time is possible when the restaurant is open then, it is no earlier than the preparation time ahead,
 * no later than the scheduling horizon, and its 15-minute slot has room under the order type's capacity.
 */

export const SLOT_MS = SLOT_MINUTES * 60_000;
/** How far ahead a diner may schedule. */
export const MAX_SCHEDULE_DAYS = 30;
/** The picker's step. */
export const PICKER_STEP_MINUTES = 5;

/**
 * The slot of an instant: 15-minute steps of real time from the epoch (as `order_slot_counts` bins them
 * in SQL, from 2000-01-01 UTC), which are the restaurant's quarter hours in a zone with a whole-quarter offset.
 */
export function slotOf(ms: number): number {
  return Math.floor(ms / SLOT_MS) * SLOT_MS;
}

/** Open orders per slot start (ms); a slot not listed has none. */
export type TSlotCounts = ReadonlyMap<number, number>;

export type TSlotRules = {
  schedule: TSchedule | null;
  timeZone: string;
  /** The first possible instant: now plus the preparation time (45 minutes plus busy mode's). */
  earliest: Date;
  /** The last possible instant: now plus the scheduling horizon. */
  latest: Date;
  /** Orders per slot of the order type; null: no limit. */
  capacity: number | null;
  counts: TSlotCounts;
};

/** Whether the slot of `at` can take one more order. */
export function hasRoom(rules: Pick<TSlotRules, 'capacity' | 'counts'>, at: Date): boolean {
  if (rules.capacity === null) return true;
  return (rules.counts.get(slotOf(at.getTime())) ?? 0) < rules.capacity;
}

/** The restaurant-local date ('YYYY-MM-DD') of an instant. */
export function localDate(at: Date, timeZone: string): string {
  return instantToZonedLocal(at, timeZone).slice(0, 10);
}

/** The possible times on restaurant-local date `date`, in 5-minute steps of the restaurant's clock. */
export function possibleTimesOn(rules: TSlotRules, date: string): Date[] {
  if (!rules.schedule) return [];
  const from = rules.earliest.getTime();
  const to = rules.latest.getTime();
  return openInstantsOn(rules.schedule, date, rules.timeZone, PICKER_STEP_MINUTES).filter(
    (at) => at.getTime() >= from && at.getTime() <= to && hasRoom(rules, at),
  );
}

/** The dates from the earliest's through the latest's, ascending. */
export function datesOf(rules: Pick<TSlotRules, 'earliest' | 'latest' | 'timeZone'>): string[] {
  const first = localDate(rules.earliest, rules.timeZone);
  const last = localDate(rules.latest, rules.timeZone);
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The first possible time strictly after `after`, looking `days` restaurant-local dates ahead (its own
 * included); null when there is none.
 */
export function nextPossibleTime(rules: TSlotRules, after: Date, days = 2): Date | null {
  let date = localDate(after, rules.timeZone);
  for (let i = 0; i < days; i++, date = addDays(date, 1)) {
    const next = possibleTimesOn(rules, date).find((at) => at.getTime() > after.getTime());
    if (next) return next;
  }
  return null;
}
