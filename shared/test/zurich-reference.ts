/**
 * Reference evaluation for Europe/Zurich, written independently of src/opening-hours.ts: the EU summer
 * time rule is hard-coded (since 1996: from the last Sunday of March 01:00 UTC to the last Sunday of
 * October 01:00 UTC, +02:00, otherwise +01:00) instead of asking Intl, and weekdays come from
 * Date#getUTCDay. Slow and simple on purpose.
 */
import type { TWeekday, TWeekHours } from '../src/opening-hours';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

function lastSundayOf(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

export function dstStart(year: number): number {
  return Date.UTC(year, 2, lastSundayOf(year, 2), 1);
}

export function dstEnd(year: number): number {
  return Date.UTC(year, 9, lastSundayOf(year, 9), 1);
}

export function zurichOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= dstStart(year) && ms < dstEnd(year) ? 2 * HOUR : HOUR;
}

/** Wall clock (as UTC ms) to instant: earlier instant in the autumn overlap, the jump in the spring gap. */
export function refWallToInstant(wall: number): number {
  const summer = wall - 2 * HOUR;
  const winter = wall - HOUR;
  if (zurichOffset(summer) === 2 * HOUR) return summer;
  if (zurichOffset(winter) === HOUR) return winter;
  return dstStart(new Date(wall).getUTCFullYear());
}

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function refPeriods(week: TWeekHours, dayNumber: number): [number, number][] {
  const weekday = (new Date(dayNumber * DAY).getUTCDay() || 7) as TWeekday;
  return week[weekday].flatMap((range) => {
    const start = minutes(range.open);
    let end = range.close === '00:00' ? 1440 : minutes(range.close);
    if (end <= start) end += 1440;
    const s = refWallToInstant(dayNumber * DAY + start * MINUTE);
    const e = refWallToInstant(dayNumber * DAY + end * MINUTE);
    return e > s ? [[s, e] as [number, number]] : [];
  });
}

function wallDay(ms: number): number {
  return Math.floor((ms + zurichOffset(ms)) / DAY);
}

export function refIsOpen(week: TWeekHours, ms: number): boolean {
  const today = wallDay(ms);
  for (let day = today - 2; day <= today + 1; day++) {
    if (refPeriods(week, day).some(([s, e]) => s <= ms && ms < e)) return true;
  }
  return false;
}

export function refNextOpening(week: TWeekHours, ms: number): number | null {
  if (refIsOpen(week, ms)) return ms;
  const today = wallDay(ms);
  let best: number | null = null;
  for (let day = today - 2; day <= today + 16; day++) {
    for (const [s] of refPeriods(week, day)) if (s > ms && (best === null || s < best)) best = s;
  }
  return best;
}
