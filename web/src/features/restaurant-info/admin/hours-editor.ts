import {
  DEFAULT_NEW_RANGE,
  formatOpeningHoursText,
  parseOpeningHoursJson,
  parseOpeningHoursText,
  type TTimeRange,
  type TWeekday,
  type TWeekHours,
  validateRange,
  WEEKDAYS,
} from '@app/shared/opening-hours';
import { currentLocale, tAdmin, translateMessage } from '@/i18n/i18n';

/**
 * The opening-hours editor's state (spec sections 2 and 5) and its way to and from the stored text.
 * Parsing, formatting and the two validation messages come from @app/shared/opening-hours; this file
 * only keeps the ranges the admin is editing (with stable keys for React) and turns them back into a
 * week.
 */

export interface TEditorRange extends TTimeRange {
  /** Stable identity while editing (removing range 1 must not move range 2's focus or errors). */
  key: number;
}

export type TEditorWeek = Record<TWeekday, TEditorRange[]>;

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Monday' … 'Sunday' (1 … 7) in the current language: 'Montag', 'lundi', 'lunedì'. */
export function weekdayName(day: TWeekday): string {
  const locale = currentLocale();
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  // 4 January 2026 was a Sunday, so day 1 (Monday) is the 5th.
  const name = format.format(new Date(Date.UTC(2026, 0, 4 + day)));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The time inputs move in 5-minute steps (spec sections 2 and 9), given in seconds as HTML wants. */
export const TIME_STEP_SECONDS = 300;

let lastKey = 0;
function nextKey(): number {
  lastKey += 1;
  return lastKey;
}

export function emptyEditorWeek(): TEditorWeek {
  return { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] };
}

function editorWeekFromWeek(week: TWeekHours): TEditorWeek {
  const editor = emptyEditorWeek();
  for (const day of WEEKDAYS) {
    editor[day] = (week[day] ?? []).map((range) => ({ ...range, key: nextKey() }));
  }
  return editor;
}

export type TEditorLoad =
  | { ok: true; week: TEditorWeek }
  | { ok: false; week: TEditorWeek; errors: string[] };

/**
 * The stored text as editor state. Text the shared parser cannot read (it never passes the server's
 * check, but could predate it) gives an empty week plus the parser's reasons, so the screen can say
 * what was wrong instead of silently dropping hours.
 */
export function editorWeekFromText(text: string): TEditorLoad {
  const parsed = parseOpeningHoursText(text);
  if (!parsed.ok) return { ok: false, week: emptyEditorWeek(), errors: parsed.errors };
  return { ok: true, week: editorWeekFromWeek(parsed.week) };
}

/** 'Set closed': the day has no ranges. */
export function setDayClosed(editor: TEditorWeek, day: TWeekday): TEditorWeek {
  return { ...editor, [day]: [] };
}

/** Adds a range defaulting to 11:00-14:00 (spec section 9). */
export function addRange(editor: TEditorWeek, day: TWeekday): TEditorWeek {
  return { ...editor, [day]: [...editor[day], { ...DEFAULT_NEW_RANGE, key: nextKey() }] };
}

export function removeRange(editor: TEditorWeek, day: TWeekday, key: number): TEditorWeek {
  return { ...editor, [day]: editor[day].filter((range) => range.key !== key) };
}

export function updateRange(
  editor: TEditorWeek,
  day: TWeekday,
  key: number,
  change: Partial<TTimeRange>,
): TEditorWeek {
  return {
    ...editor,
    [day]: editor[day].map((range) => (range.key === key ? { ...range, ...change } : range)),
  };
}

/** The spec 5 message of every faulty range, by the range's key. The editor refuses overnight ranges. */
export function editorErrors(editor: TEditorWeek): Map<number, string> {
  const errors = new Map<number, string>();
  for (const day of WEEKDAYS) {
    for (const range of editor[day]) {
      const message = validateRange(range);
      if (message) errors.set(range.key, translateMessage(message));
    }
  }
  return errors;
}

/** The editor's JSON form of spec section 3: weekday 1 (Mon) .. 7 (Sun) to lists of open/close. */
export function editorToJson(editor: TEditorWeek): Record<string, TTimeRange[]> {
  const json: Record<string, TTimeRange[]> = {};
  for (const day of WEEKDAYS) {
    json[String(day)] = editor[day].map(({ open, close }) => ({ open, close }));
  }
  return json;
}

/**
 * The text to save (spec section 3), read through the shared JSON parser so the editor and the
 * server agree on every rule; null while a range is faulty.
 */
export function editorToText(editor: TEditorWeek): string | null {
  const parsed = parseOpeningHoursJson(editorToJson(editor));
  return parsed.ok ? formatOpeningHoursText(parsed.week) : null;
}

/** 'Monday range 1 opens': what a screen reader announces for each time input. */
export function timeInputLabel(day: TWeekday, index: number, role: 'opens' | 'closes'): string {
  const values = { day: weekdayName(day), number: index + 1 };
  return role === 'opens' ? tAdmin('hours.opensLabel', values) : tAdmin('hours.closesLabel', values);
}
