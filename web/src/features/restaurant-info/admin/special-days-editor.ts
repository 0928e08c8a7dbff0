import { DEFAULT_NEW_RANGE, type TTimeRange } from '@app/shared/opening-hours';
import {
  isIsoDate,
  MAX_SPECIAL_DAYS,
  MAX_SPECIAL_RANGES,
  type TSlotCapacity,
  type TSpecialDay,
} from '@app/shared/special-days';
import { SPECIAL_DAY_MESSAGES, ZSpecialDaysInputSchema } from '@app/shared/special-days-input';
import { addDays, type TDayRun } from '@/features/restaurant-info/special-days-format';
import { tAdmin, translateMessage } from '@/i18n/i18n';
import {
  checkWithSchema,
  type TChecked,
  type TFieldErrors,
  type TPlaceField,
  withFormErrors,
} from '@/lib/form-errors';

/**
 * The special-days part of the restaurant info form: the list as saved (one entry per
 * date, sorted, so an entry's index is the one the server names in `specialDays.3.ranges`), the runs
 * the screen shows (consecutive equal days as one), and the add/edit draft with its checks.
 */

/** The list as the form keeps it and sends it: sorted by date. */
export function sortSpecialDays(days: readonly TSpecialDay[]): TSpecialDay[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date));
}

/** Every date from `from` through `to` ('YYYY-MM-DD'); null when `to` is before `from` or too far. */
export function datesBetween(from: string, to: string, max = MAX_SPECIAL_DAYS): string[] | null {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return null;
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (dates.length >= max) return null;
    dates.push(date);
  }
  return dates;
}

export interface TDraftRange extends TTimeRange {
  /** Stable identity while editing (React keys, error placement). */
  key: number;
}

/** The add/edit panel: a closure (from, to) or special hours (a date, one to four ranges), a note. */
export interface TSpecialDayDraft {
  kind: 'closure' | 'hours';
  from: string;
  to: string;
  ranges: TDraftRange[];
  note: string;
  /** The dates of the run being edited (they are replaced); null when adding. */
  replaces: string[] | null;
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

export function newDraftRange(range: TTimeRange = DEFAULT_NEW_RANGE): TDraftRange {
  return { open: range.open, close: range.close, key: nextKey() };
}

/** An empty draft starting on `date` (tomorrow is a sensible default: today may be half over). */
export function newDraft(kind: TSpecialDayDraft['kind'], date: string): TSpecialDayDraft {
  return {
    kind,
    from: date,
    to: date,
    ranges: kind === 'hours' ? [newDraftRange({ open: '17:00', close: '21:00' })] : [],
    note: '',
    replaces: null,
  };
}

/** The draft that edits `run`. */
export function draftOfRun(run: TDayRun): TSpecialDayDraft {
  return {
    kind: run.closed ? 'closure' : 'hours',
    from: run.from,
    to: run.to,
    ranges: run.ranges.map((range) => newDraftRange(range)),
    note: run.note,
    replaces: run.dates,
  };
}

/**
 * Whether the draft has a last day: a closure does; special hours are for one date, unless the run
 * being edited already spans several.
 */
export function draftHasEnd(draft: TSpecialDayDraft): boolean {
  return draft.kind === 'closure' || (draft.replaces?.length ?? 0) > 1;
}

/**
 * Where the draft panel shows a message: at the first or last day, the note, the ranges as a whole (none,
 * too many, overlapping), or one range ('ranges.1', by its place in the list).
 */
export type TDraftField = 'from' | 'to' | 'ranges' | `ranges.${number}` | 'note';

export type TDraftResult = TChecked<TSpecialDay[], TDraftField>;

/** The schema's paths in the one entry it checks ('0.ranges.1.open') at the panel's fields. */
const placeDraftField: TPlaceField<TDraftField> = (path) => {
  const [, field, index] = path.split('.');
  if (field === 'date') return 'from';
  if (field === 'note') return 'note';
  if (field !== 'ranges') return null;
  return index === undefined ? 'ranges' : `ranges.${Number(index)}`;
};

/**
 * The list with the draft applied: the edited run's dates and the draft's dates replaced by one entry
 * per date. Checked by the server's own schema, plus what only the form can say (a date already over,
 * a last day before the first).
 */
export function applyDraft(
  days: readonly TSpecialDay[],
  draft: TSpecialDayDraft,
  today: string,
): TDraftResult {
  const errors: TFieldErrors<TDraftField> = {};
  const dateMessage = translateMessage(SPECIAL_DAY_MESSAGES.date);
  const to = draftHasEnd(draft) ? draft.to : draft.from;
  if (!isIsoDate(draft.from)) errors.from = dateMessage;
  else if (draft.from < today) errors.from = tAdmin('specialDays.past');
  if (draftHasEnd(draft)) {
    if (!isIsoDate(to)) errors.to = dateMessage;
    else if (!errors.from && to < draft.from) errors.to = tAdmin('specialDays.toBeforeFrom');
  }
  const dates = errors.from || errors.to ? null : datesBetween(draft.from, to);
  if (!dates && !errors.from && !errors.to) errors.to = translateMessage(SPECIAL_DAY_MESSAGES.tooMany);

  const note = draft.note.trim();
  const entry = (date: string): TSpecialDay => ({
    date,
    closed: draft.kind === 'closure',
    ranges: draft.kind === 'closure' ? [] : draft.ranges.map(({ open, close }) => ({ open, close })),
    ...(note ? { note } : {}),
  });
  // One entry tells everything about the ranges and the note: all dates share them.
  const checked = withFormErrors(
    checkWithSchema(ZSpecialDaysInputSchema, [entry(draft.from)], placeDraftField),
    errors,
  );
  if (!checked.ok) return checked;
  if (!dates) return { ok: false, errors };

  const replaced = new Set([...(draft.replaces ?? []), ...dates]);
  const next = sortSpecialDays([...days.filter((day) => !replaced.has(day.date)), ...dates.map(entry)]);
  if (next.length > MAX_SPECIAL_DAYS) {
    return { ok: false, errors: { to: translateMessage(SPECIAL_DAY_MESSAGES.tooMany) } };
  }
  return { ok: true, body: next };
}

/** The list without the run's dates. */
export function removeRun(days: readonly TSpecialDay[], run: TDayRun): TSpecialDay[] {
  const gone = new Set(run.dates);
  return days.filter((day) => !gone.has(day.date));
}

/** Whether the draft may take another range (a day has at most four). */
export function canAddRange(draft: TSpecialDayDraft): boolean {
  return draft.kind === 'hours' && draft.ranges.length < MAX_SPECIAL_RANGES;
}

/** The first of the server's (or the form's) messages about any day of the run. */
export function runError(
  errors: Readonly<Record<string, string | undefined>>,
  run: TDayRun,
): string | undefined {
  for (const index of run.indexes) {
    const prefix = `specialDays.${index}`;
    for (const [key, message] of Object.entries(errors)) {
      if (message && (key === prefix || key.startsWith(`${prefix}.`))) return translateMessage(message);
    }
  }
  return undefined;
}

export type TCapacityValues = Record<keyof TSlotCapacity, string>;

export function capacityValues(capacity: TSlotCapacity | undefined): TCapacityValues {
  return {
    DELIVERY: capacity?.DELIVERY == null ? '' : String(capacity.DELIVERY),
    TAKEAWAY: capacity?.TAKEAWAY == null ? '' : String(capacity.TAKEAWAY),
  };
}

/** '' is no limit; anything but digits becomes NaN, which the schema refuses with its message. */
function capacityOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function slotCapacityOf(values: TCapacityValues): TSlotCapacity {
  return { DELIVERY: capacityOf(values.DELIVERY), TAKEAWAY: capacityOf(values.TAKEAWAY) };
}
