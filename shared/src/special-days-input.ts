import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { type TTimeRange, validateRange } from './opening-hours';
import {
  isIsoDate,
  MAX_SLOT_CAPACITY,
  MAX_SPECIAL_DAYS,
  MAX_SPECIAL_RANGES,
  SPECIAL_DAY_NOTE_MAX,
} from './special-days';
import { singleLine } from './text';

/** The admin's special days and slot capacity: PUT /api/admin/restaurant-info/{id}. */

export const SPECIAL_DAY_MESSAGES = {
  date: 'validation.specialDayDate',
  duplicate: 'validation.specialDayDuplicate',
  ranges: 'validation.specialDayRanges',
  overlap: 'validation.specialDayOverlap',
  capacity: 'validation.slotCapacity',
  tooMany: 'validation.specialDaysTooMany',
} as const satisfies Record<string, TSharedMessageKey>;

const M = SPECIAL_DAY_MESSAGES;

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
