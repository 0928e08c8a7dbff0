import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { type TSchedule, type TTimeRange, type TWeekHours, validateRange } from './opening-hours';
import { singleLine } from './text';

/**
 * Special days and slot capacity (issue 18), kept in restaurant info. A special day closes a date or
 * replaces its weekday's hours (24.12. 17:00-21:00); a holiday of several days is one entry per date.
 * Slot capacity limits the orders per 15-minute slot of each order type (null: no limit).
 */

export const SPECIAL_DAY_MESSAGES = {
  date: 'validation.specialDayDate',
  duplicate: 'validation.specialDayDuplicate',
  ranges: 'validation.specialDayRanges',
  overlap: 'validation.specialDayOverlap',
  capacity: 'validation.slotCapacity',
  tooMany: 'validation.specialDaysTooMany',
} as const satisfies Record<string, TSharedMessageKey>;

const M = SPECIAL_DAY_MESSAGES;

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

const ZTimeRange = z.object({ open: z.string(), close: z.string() });

export const ZSpecialDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  ranges: z.array(ZTimeRange),
  note: z.optional(z.string()),
});
export type TSpecialDay = z.infer<typeof ZSpecialDaySchema>;

export const ZSlotCapacitySchema = z.object({
  DELIVERY: z.nullable(z.int()),
  TAKEAWAY: z.nullable(z.int()),
});
export type TSlotCapacity = z.infer<typeof ZSlotCapacitySchema>;

export const NO_SLOT_CAPACITY: TSlotCapacity = { DELIVERY: null, TAKEAWAY: null };

const capacity = z.nullable(
  z
    .number({ error: M.capacity })
    .check(z.int(M.capacity), z.minimum(1, M.capacity), z.maximum(MAX_SLOT_CAPACITY, M.capacity)),
);

/** The admin's slot capacity: a whole number from 1 to 500 per order type, or null for no limit. */
export const ZSlotCapacityInputSchema = z.strictObject({ DELIVERY: capacity, TAKEAWAY: capacity });

const specialDayInput = z.strictObject({
  date: z.string({ error: M.date }).check(z.trim(), z.refine(isIsoDate, M.date)),
  closed: z.boolean(),
  ranges: z._default(z.array(z.strictObject({ open: z.string(), close: z.string() })), []),
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(SPECIAL_DAY_NOTE_MAX, 'validation.maxLength.200'), singleLine()),
  ),
});

/**
 * The admin's special days. Every wrong field is named (`specialDays.2.ranges.0`, ...): a date listed
 * twice, a day that is neither closed nor has a valid range, overlapping ranges.
 */
export const ZSpecialDaysInputSchema = z.array(specialDayInput).check(
  z.maxLength(MAX_SPECIAL_DAYS, M.tooMany),
  z.superRefine((days, ctx) => {
    const seen = new Set<string>();
    days.forEach((day, index) => {
      if (seen.has(day.date)) ctx.addIssue({ code: 'custom', message: M.duplicate, path: [index, 'date'] });
      seen.add(day.date);
      if (day.closed) return;
      if (day.ranges.length === 0 || day.ranges.length > MAX_SPECIAL_RANGES) {
        ctx.addIssue({ code: 'custom', message: M.ranges, path: [index, 'ranges'] });
        return;
      }
      day.ranges.forEach((range, r) => {
        const problem = validateRange(range, { allowOvernight: true });
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index, 'ranges', r] });
      });
      if (rangesOverlap(day.ranges))
        ctx.addIssue({ code: 'custom', message: M.overlap, path: [index, 'ranges'] });
    });
  }),
);
export type TSpecialDaysInput = z.input<typeof ZSpecialDaysInputSchema>;

function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether two of the ranges share a minute (a range past midnight runs to 24:00 and beyond). */
function rangesOverlap(ranges: readonly TTimeRange[]): boolean {
  const spans = ranges
    .filter((range) => !validateRange(range, { allowOvernight: true }))
    .map((range) => {
      const start = minutes(range.open);
      let end = range.close === '00:00' ? 1440 : minutes(range.close);
      if (end < start) end += 1440;
      return { start, end };
    })
    .sort((a, b) => a.start - b.start);
  return spans.some((span, i) => i > 0 && span.start < (spans[i - 1]?.end ?? 0));
}

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

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
