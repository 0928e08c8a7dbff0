/**
 * Opening hours: the week model, its stored text form (spec section 3), the editor's JSON form, the
 * validation messages of spec section 5, and evaluation in the restaurant's time zone.
 *
 * Ranges past midnight. Spec 5 says an opening time must be before its closing time, yet the product
 * must evaluate ranges that pass midnight ('Fri: 18:00-02:00'). Both hold with this reading:
 * - 'HH:mm-00:00' means "until midnight" (close 00:00 counts as 24:00), so '17:00-00:00' is an
 *   ordinary range and '00:00-00:00' is the whole day.
 * - A range whose close is earlier than its open runs past midnight into the next day. The stored
 *   text accepts it (parseOpeningHoursText allows it by default), so hours like 'Fri: 18:00-02:00'
 *   survive a save and are evaluated correctly (Saturday 01:30 is open).
 * - The admin editor applies the spec rule literally: validateWeek and parseOpeningHoursJson refuse
 *   such a range with 'An opening time must be before the closing time.' unless called with
 *   { allowOvernight: true }.
 * - open == close is refused everywhere: it could mean "closed" or "24 hours".
 *
 * Time zones and DST. A range on a given date is one continuous period of real time: from the instant
 * the restaurant's clock first shows the opening time until the instant it first shows the closing
 * time. A clock time skipped by the spring change (02:00-03:00 on the last Sunday of March in Zurich)
 * is taken as the moment of the jump, so a range opening at 02:30 that day opens at 03:00; a clock
 * time that occurs twice in autumn is taken at its first occurrence. Evaluation uses only
 * Intl.DateTimeFormat, so any IANA zone works without a dependency.
 */

import {
  DAY_MS,
  DEFAULT_ASAP_MINUTES,
  DEFAULT_ASAP_MS,
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  MINUTE_MS,
  parseClientDateTime,
  restaurantTimeZone,
  wallMsAt,
  wallToInstant,
  zonedLocalToInstant,
} from './zoned-time';

// The restaurant's clock lives in zoned-time.ts; what it exports is re-exported here for the server
// and the back office. The public pages import zoned-time.ts itself, so they load none of this file.
export {
  DEFAULT_ASAP_MINUTES,
  DEFAULT_ASAP_MS,
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  parseClientDateTime,
  restaurantTimeZone,
  zonedLocalToInstant,
};

export type TWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface TTimeRange {
  open: string;
  close: string;
}
/** 1 = Monday .. 7 = Sunday (ISO 8601), ranges with 'HH:mm' times. */
export type TWeekHours = Record<TWeekday, TTimeRange[]>;

/**
 * The week with its exceptions (special days): the ranges of a restaurant-local date ('YYYY-MM-DD') replace
 * that weekday's; an empty list closes the date. A range past midnight belongs to the date it opens on,
 * so closing the 25th leaves the 24th's '18:00-02:00' open until 02:00 on the 25th.
 */
export interface TSchedule {
  week: TWeekHours;
  special?: ReadonlyMap<string, readonly TTimeRange[]>;
}

/** What the evaluation functions take: a plain week, or a week with its special days. */
export type THours = TWeekHours | TSchedule;

function asSchedule(hours: THours): TSchedule {
  return 'week' in hours ? hours : { week: hours };
}

export const WEEKDAYS: readonly TWeekday[] = [1, 2, 3, 4, 5, 6, 7];
export const WEEKDAY_SHORT_NAMES: Readonly<Record<TWeekday, string>> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};

/** What the editor adds when a range is added (spec 2). */
export const DEFAULT_NEW_RANGE: Readonly<TTimeRange> = { open: '11:00', close: '14:00' };

/** Exact texts of spec section 5 (and their catalogue keys, kept light for the web's i18n core). */
export {
  OPEN_BEFORE_CLOSE_MESSAGE,
  OPENING_HOURS_MESSAGE_KEYS,
  TIME_FORMAT_MESSAGE,
} from './opening-hours-messages';

import { OPEN_BEFORE_CLOSE_MESSAGE, TIME_FORMAT_MESSAGE } from './opening-hours-messages';

export interface TOpeningHoursOptions {
  /** Accept a close earlier than the open as a range running past midnight. */
  allowOvernight?: boolean;
}
export type TOpeningHoursParseResult = { ok: true; week: TWeekHours } | { ok: false; errors: string[] };
export interface TOpeningHoursIssue {
  day: TWeekday;
  /** Index of the range within the day. */
  index: number;
  message: string;
}

export function emptyWeek(): TWeekHours {
  return { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] };
}

// ---------------------------------------------------------------------------------------------
// Validation

const STRICT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 1440;

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Minutes from the start of the range's own day: end may pass 1440 for a range past midnight.
 * Null when the range is empty or backwards (and overnight ranges are not allowed).
 */
function rangeSpan(range: TTimeRange, allowOvernight: boolean): { start: number; end: number } | null {
  const start = toMinutes(range.open);
  const close = range.close === '00:00' ? MINUTES_PER_DAY : toMinutes(range.close);
  if (close > start) return { start, end: close };
  if (close < start && allowOvernight) return { start, end: close + MINUTES_PER_DAY };
  return null;
}

/** The spec 5 message for one range, or null when it is fine. */
export function validateRange(range: TTimeRange, options: TOpeningHoursOptions = {}): string | null {
  if (!STRICT_TIME.test(range.open) || !STRICT_TIME.test(range.close)) return TIME_FORMAT_MESSAGE;
  return rangeSpan(range, options.allowOvernight ?? false) ? null : OPEN_BEFORE_CLOSE_MESSAGE;
}

/**
 * Every problem of a week, one per faulty range. Defaults to the editor's rule (no overnight ranges);
 * pass { allowOvernight: true } to validate stored hours.
 */
export function validateWeek(week: TWeekHours, options: TOpeningHoursOptions = {}): TOpeningHoursIssue[] {
  const issues: TOpeningHoursIssue[] = [];
  for (const day of WEEKDAYS) {
    (week[day] ?? []).forEach((range, index) => {
      const message = validateRange(range, options);
      if (message) issues.push({ day, index, message });
    });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Text and JSON forms

// A Map, not an object literal: a "day" named 'constructor' must not find Object.prototype.
const DAY_NAMES: ReadonlyMap<string, TWeekday> = new Map([
  ...WEEKDAYS.map((day) => [WEEKDAY_SHORT_NAMES[day].toLowerCase(), day] as const),
  ['monday', 1],
  ['tues', 2],
  ['tuesday', 2],
  ['wednesday', 3],
  ['thur', 4],
  ['thurs', 4],
  ['thursday', 4],
  ['friday', 5],
  ['saturday', 6],
  ['sunday', 7],
]);

// Legacy input: 'H:mm', 'HH:mm' or 'HH:mm:ss' (the old client cut times to 5 characters).
const LENIENT_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A typed time in canonical 'HH:mm', or null. '24:00' is accepted as a close and means midnight. */
function normalizeTime(raw: string, role: 'open' | 'close'): string | null {
  const match = LENIENT_TIME.exec(raw.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? '0');
  if (seconds > 59) return null;
  if (hours === 24 && minutes === 0 && seconds === 0 && role === 'close') return '00:00';
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Normalizes and checks one range; returns the range or the spec message. */
function readRange(open: string, close: string, allowOvernight: boolean): TTimeRange | string {
  const range = { open: normalizeTime(open, 'open'), close: normalizeTime(close, 'close') };
  if (range.open === null || range.close === null) return TIME_FORMAT_MESSAGE;
  const checked = { open: range.open, close: range.close };
  return validateRange(checked, { allowOvernight }) ?? checked;
}

function sortRanges(ranges: TTimeRange[]): TTimeRange[] {
  return ranges.sort((a, b) => toMinutes(a.open) - toMinutes(b.open) || a.close.localeCompare(b.close));
}

const DAY_LINE = /^([A-Za-z]+)\.?\s*:(.*)$/;
const CLOSED = /^\(?\s*closed\s*\)?$/i;
// Hyphen, en dash (legacy) or em dash between the two times.
const RANGE = /^([^\s\-\u2013\u2014]+)\s*[-\u2013\u2014]\s*([^\s\-\u2013\u2014]+)$/;

/**
 * Reads the stored text: one line per day, 'Mon: 11:00-14:00, 17:00-22:00' or 'Mon: (closed)'.
 * Lenient where the meaning is clear: any line order, blank lines, extra spaces, day names in any
 * case (short or full), en/em dashes, 'HH:mm:ss' and 'H:mm', 'closed' with or without brackets, an
 * empty day, '24:00' as a close. Missing days are closed. Ranges come back sorted by opening time.
 * Overnight ranges are accepted unless { allowOvernight: false }.
 */
export function parseOpeningHoursText(
  text: string,
  options: TOpeningHoursOptions = {},
): TOpeningHoursParseResult {
  const allowOvernight = options.allowOvernight ?? true;
  const week = emptyWeek();
  const seen = new Set<TWeekday>();
  const errors: string[] = [];

  text.split(/\r\n|\r|\n/).forEach((rawLine, lineIndex) => {
    const line = rawLine.trim();
    if (line === '') return;
    const where = `Line ${lineIndex + 1}`;
    const dayLine = DAY_LINE.exec(line);
    if (!dayLine) {
      errors.push(`${where}: expected "Mon: 11:00-14:00" or "Mon: (closed)".`);
      return;
    }
    const day = DAY_NAMES.get((dayLine[1] ?? '').toLowerCase());
    if (day === undefined) {
      errors.push(`${where}: unknown day "${dayLine[1]}".`);
      return;
    }
    const name = WEEKDAY_SHORT_NAMES[day];
    if (seen.has(day)) {
      errors.push(`${where}: ${name} is listed twice.`);
      return;
    }
    seen.add(day);

    const body = (dayLine[2] ?? '').trim();
    if (body === '' || CLOSED.test(body)) return;
    const ranges: TTimeRange[] = [];
    for (const part of body.split(',')) {
      const match = RANGE.exec(part.trim());
      if (!match) {
        errors.push(`${where} (${name}): expected a range like 11:00-14:00, got "${part.trim()}".`);
        continue;
      }
      const range = readRange(match[1] ?? '', match[2] ?? '', allowOvernight);
      if (typeof range === 'string') errors.push(`${where} (${name}): ${range}`);
      else ranges.push(range);
    }
    week[day] = sortRanges(ranges);
  });

  return errors.length > 0 ? { ok: false, errors } : { ok: true, week };
}

/** Canonical text: 7 lines Mon..Sun, ranges sorted and joined by ', ', empty days '(closed)'. */
export function formatOpeningHoursText(week: TWeekHours): string {
  return WEEKDAYS.map((day) => {
    const ranges = sortRanges([...(week[day] ?? [])]);
    const body = ranges.length === 0 ? '(closed)' : ranges.map((r) => `${r.open}-${r.close}`).join(', ');
    return `${WEEKDAY_SHORT_NAMES[day]}: ${body}`;
  }).join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the editor's JSON form: an object keyed by weekday 1 (Mon) .. 7 (Sun), as string or number
 * keys, each a list of { open, close } (a missing day or null is closed). Times are normalized like
 * the text form. Being the editor's form, it refuses overnight ranges unless { allowOvernight: true }.
 */
export function parseOpeningHoursJson(
  value: unknown,
  options: TOpeningHoursOptions = {},
): TOpeningHoursParseResult {
  const allowOvernight = options.allowOvernight ?? false;
  if (!isRecord(value)) {
    return { ok: false, errors: ['Opening hours must be an object keyed by weekday 1 (Mon) to 7 (Sun).'] };
  }
  const week = emptyWeek();
  const errors: string[] = [];
  for (const [key, list] of Object.entries(value)) {
    if (!/^[1-7]$/.test(key)) {
      errors.push(`Unknown weekday "${key}": use 1 (Mon) to 7 (Sun).`);
      continue;
    }
    const day = Number(key) as TWeekday;
    const name = WEEKDAY_SHORT_NAMES[day];
    if (list == null) continue;
    if (!Array.isArray(list)) {
      errors.push(`${name}: expected a list of {open, close}.`);
      continue;
    }
    const ranges: TTimeRange[] = [];
    list.forEach((item: unknown, index) => {
      const where = `${name}, range ${index + 1}`;
      if (!isRecord(item)) {
        errors.push(`${where}: expected {open, close}.`);
        return;
      }
      const { open, close } = item;
      const range =
        typeof open === 'string' && typeof close === 'string'
          ? readRange(open, close, allowOvernight)
          : TIME_FORMAT_MESSAGE;
      if (typeof range === 'string') errors.push(`${where}: ${range}`);
      else ranges.push(range);
    });
    week[day] = sortRanges(ranges);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, week };
}

/**
 * Either form, as it may arrive from the editor or the database: an object, JSON text of an object,
 * or the line text. Overnight ranges follow `options`, else each form's own default.
 */
export function parseOpeningHours(
  value: unknown,
  options: TOpeningHoursOptions = {},
): TOpeningHoursParseResult {
  if (typeof value === 'string') {
    if (value.trim().startsWith('{')) {
      try {
        return parseOpeningHoursJson(JSON.parse(value), options);
      } catch {
        return { ok: false, errors: ['Opening hours JSON could not be read.'] };
      }
    }
    return parseOpeningHoursText(value, options);
  }
  return parseOpeningHoursJson(value, options);
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** ISO weekday of a day number (days since 1970-01-01, a Thursday). */
function weekdayOf(dayNumber: number): TWeekday {
  return (((((dayNumber + 3) % 7) + 7) % 7) + 1) as TWeekday;
}

/** 'YYYY-MM-DD' of a day number. */
function isoDateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of 'YYYY-MM-DD' (no check: callers pass valid dates). */
function dayNumberOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** The real-time periods [start, end) of the ranges listed for local day `dayNumber`. */
function periodsOfDay(
  schedule: TSchedule,
  dayNumber: number,
  timeZone: string,
): { start: number; end: number }[] {
  const periods: { start: number; end: number }[] = [];
  // rangesOn leaves out unreadable ranges: they never open.
  for (const range of rangesOn(schedule, isoDateOf(dayNumber))) {
    const span = rangeSpan(range, true);
    if (!span) continue;
    const start = wallToInstant(dayNumber * DAY_MS + span.start * MINUTE_MS, timeZone);
    const end = wallToInstant(dayNumber * DAY_MS + span.end * MINUTE_MS, timeZone);
    // A range lying wholly inside a spring gap collapses to nothing that day.
    if (end > start) periods.push({ start, end });
  }
  return periods;
}

function instantMs(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return ms;
}

function localDayNumber(ms: number, timeZone: string): number {
  return Math.floor(wallMsAt(ms, timeZone) / DAY_MS);
}

/** Days beyond the usual fortnight a search must look ahead past special days (a long holiday). */
function specialHorizon(schedule: TSchedule, today: number): number {
  let last = today;
  for (const date of schedule.special?.keys() ?? []) last = Math.max(last, dayNumberOf(date));
  return Math.min(last - today, 400);
}

function isOpenAtMs(week: TSchedule, ms: number, timeZone: string): boolean {
  const today = localDayNumber(ms, timeZone);
  // Yesterday for ranges past midnight; tomorrow for zones whose autumn change crosses midnight.
  for (let day = today - 1; day <= today + 1; day++) {
    for (const period of periodsOfDay(week, day, timeZone)) {
      if (period.start <= ms && ms < period.end) return true;
    }
  }
  return false;
}

/** Whether the restaurant is open at `instant`: opening time inclusive, closing time exclusive. */
export function isOpenAt(hours: THours, instant: Date, timeZone: string = restaurantTimeZone()): boolean {
  return isOpenAtMs(asSchedule(hours), instantMs(instant), timeZone);
}

/**
 * The first instant at or after `instant` when the restaurant is open: `instant` itself when open
 * (the client only asks when closed, and "open now" needs no special value), otherwise the start of
 * the next opening, strictly later. Null when the week has no opening at all.
 */
export function nextOpeningAt(
  hours: THours,
  instant: Date,
  timeZone: string = restaurantTimeZone(),
): Date | null {
  const week = asSchedule(hours);
  const ms = instantMs(instant);
  if (isOpenAtMs(week, ms, timeZone)) return new Date(ms);
  const today = localDayNumber(ms, timeZone);
  let best: number | null = null;
  let foundOn = Number.POSITIVE_INFINITY;
  // Closed now, so the next open instant is the earliest period start after `ms`. Fifteen days reach
  // every weekday twice, enough even when a range exists only outside one spring-gap day; special
  // days (a company holiday) push the horizon past the last of them.
  const horizon = today + 15 + specialHorizon(week, today);
  for (let day = today - 1; day <= horizon && day <= foundOn + 1; day++) {
    for (const period of periodsOfDay(week, day, timeZone)) {
      if (period.start > ms && (best === null || period.start < best)) {
        best = period.start;
        foundOn = Math.min(foundOn, day);
      }
    }
  }
  return best === null ? null : new Date(best);
}

/**
 * The start of the next service after the current one: while open at `instant`, the next opening after
 * the current opening ends (adjacent ranges count as one); when closed, the next opening. What "pause
 * until the next opening" means on a busy evening. Null when the week has no opening at all.
 */
export function nextServiceStartAt(
  hours: THours,
  instant: Date,
  timeZone: string = restaurantTimeZone(),
): Date | null {
  const week = asSchedule(hours);
  let ms = instantMs(instant);
  // At most a fortnight of back-to-back ranges (a restaurant open around the clock has no "next").
  for (let step = 0; step < 64 && isOpenAtMs(week, ms, timeZone); step++) {
    const today = localDayNumber(ms, timeZone);
    let end = ms;
    for (let day = today - 1; day <= today + 1; day++) {
      for (const period of periodsOfDay(week, day, timeZone)) {
        if (period.start <= ms && ms < period.end) end = Math.max(end, period.end);
      }
    }
    if (end === ms) break;
    ms = end;
  }
  if (isOpenAtMs(week, ms, timeZone)) return null;
  return nextOpeningAt(week, new Date(ms), timeZone);
}

/**
 * The readable ranges listed for restaurant-local date `isoDate` ('YYYY-MM-DD'): its special day's when it has
 * one (an empty list: closed), else its weekday's. A range past midnight ('18:00'-'02:00') belongs to this date.
 */
export function rangesOn(hours: THours, isoDate: string): TTimeRange[] {
  const schedule = asSchedule(hours);
  const day = dayNumberOf(isoDate);
  if (Number.isNaN(day)) return [];
  const ranges = schedule.special?.get(isoDate) ?? schedule.week[weekdayOf(day)] ?? [];
  return ranges.filter((range) => !validateRange(range, { allowOvernight: true }));
}

/**
 * The instants of restaurant-local date `isoDate` ('YYYY-MM-DD') at which the restaurant is open, every
 * `stepMinutes` on its clock, ascending (the checkout's time picker). The tail of the day
 * before's range past midnight counts for this date; a range's closing time is not offered.
 */
export function openInstantsOn(
  hours: THours,
  isoDate: string,
  timeZone: string = restaurantTimeZone(),
  stepMinutes = 5,
): Date[] {
  const schedule = asSchedule(hours);
  const day = dayNumberOf(isoDate);
  if (Number.isNaN(day)) return [];
  const from = wallToInstant(day * DAY_MS, timeZone);
  const to = wallToInstant((day + 1) * DAY_MS, timeZone);
  const step = stepMinutes * MINUTE_MS;
  const times = new Set<number>();
  for (let d = day - 1; d <= day + 1; d++) {
    for (const period of periodsOfDay(schedule, d, timeZone)) {
      const start = Math.max(period.start, from);
      const end = Math.min(period.end, to);
      // Zone offsets are whole multiples of 15 minutes, so steps of real time stay on the clock's.
      for (let t = Math.ceil(start / step) * step; t < end; t += step) times.add(t);
    }
  }
  return [...times].sort((a, b) => a - b).map((t) => new Date(t));
}

/**
 * When "sold out today" ends: the start of the first opening on a restaurant-local date after
 * `instant`'s, so the item is back for the next opening day's first service, not for tonight's dinner.
 * Local midnight after `instant` when the hours never open.
 */
export function nextOpeningDayAt(
  hours: THours,
  instant: Date,
  timeZone: string = restaurantTimeZone(),
): Date {
  const schedule = asSchedule(hours);
  const today = localDayNumber(instantMs(instant), timeZone);
  const horizon = today + 15 + specialHorizon(schedule, today);
  for (let day = today + 1; day <= horizon; day++) {
    const starts = periodsOfDay(schedule, day, timeZone).map((period) => period.start);
    if (starts.length > 0) return new Date(Math.min(...starts));
  }
  return new Date(wallToInstant((today + 1) * DAY_MS, timeZone));
}
