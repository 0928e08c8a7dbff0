import type { TServiceSettingsChange } from '@app/shared/service-status';
import type { TSlotCapacity, TSpecialDay } from '@app/shared/special-days';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import {
  formatDateRun,
  formatDayMonth,
  formatRanges,
  restaurantToday,
  specialDayRuns,
  type TDayRun,
} from '@/features/restaurant-info/special-days-format';
import { tAdmin } from '@/i18n/i18n';
import { sortSpecialDays } from './special-days-editor';

/**
 * One line of the settings history: '24.11. 23:05 anna: closed 25.12.–26.12. added;
 * takeaway limit 6 → 8'. Days that were simply over when the save dropped them are not news.
 */

const ORDER_TYPES = ['DELIVERY', 'TAKEAWAY'] as const satisfies readonly (keyof TSlotCapacity)[];

const key = (day: TSpecialDay) => JSON.stringify([day.closed, day.closed ? [] : day.ranges, day.note ?? '']);

function runText(run: TDayRun): string {
  const dates = formatDateRun(run.from, run.to);
  const text = run.closed
    ? tAdmin('specialDays.history.closed', { dates })
    : tAdmin('specialDays.history.hours', { dates, hours: formatRanges(run.ranges) });
  return run.note ? `${text} (${run.note})` : text;
}

function dayChanges(
  before: readonly TSpecialDay[],
  after: readonly TSpecialDay[],
  savedOn: string,
): string[] {
  const old = new Map(before.map((day) => [day.date, day]));
  const now = new Map(after.map((day) => [day.date, day]));
  const added = after.filter((day) => !old.has(day.date));
  const changed = after.filter((day) => {
    const was = old.get(day.date);
    return was !== undefined && key(was) !== key(day);
  });
  const removed = before.filter((day) => !now.has(day.date) && day.date >= savedOn);
  const parts: string[] = [];
  const describe = (days: TSpecialDay[], verb: 'added' | 'changed' | 'removed') => {
    for (const run of specialDayRuns(sortSpecialDays(days))) {
      parts.push(tAdmin(`specialDays.history.${verb}`, { day: runText(run) }));
    }
  };
  describe(added, 'added');
  describe(changed, 'changed');
  describe(removed, 'removed');
  return parts;
}

function limitText(limit: number | null): string {
  return limit === null ? tAdmin('slotCapacity.noLimit') : String(limit);
}

function capacityChanges(before: TSlotCapacity, after: TSlotCapacity): string[] {
  return ORDER_TYPES.filter((type) => before[type] !== after[type]).map((type) =>
    tAdmin('slotCapacity.history', {
      type,
      before: limitText(before[type]),
      after: limitText(after[type]),
    }),
  );
}

/** What the save changed, in words; '' when nothing a reader would notice. */
export function settingsChangeText(change: TServiceSettingsChange): string {
  const savedOn = restaurantToday(new Date(change.at));
  const parts = [
    ...(change.specialDays ? dayChanges(change.specialDays.before, change.specialDays.after, savedOn) : []),
    ...(change.slotCapacity ? capacityChanges(change.slotCapacity.before, change.slotCapacity.after) : []),
  ];
  return parts.join('; ');
}

/** '24.11. 23:05' on the restaurant's clock (its zone is data: read at each call). */
export function settingsChangeTime(at: string): string {
  const date = new Date(at);
  const time = new Intl.DateTimeFormat('de-CH', {
    timeZone: restaurantTimeZone(),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${formatDayMonth(restaurantToday(date))} ${time.format(date)}`;
}
