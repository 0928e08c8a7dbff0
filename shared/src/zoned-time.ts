/**
 * The restaurant's clock: its time zone, the ASAP lead, restaurant-local date-times ('YYYY-MM-DDTHH:mm'
 * without zone) and their instants, on Intl only. Apart from opening-hours.ts (which re-exports all of
 * this) because the public pages need these helpers before they paint and not the opening hours' text
 * parsing, validation and evaluation: code the public pages load imports this module, not
 * opening-hours.ts (docs/performance.md). Time zones and DST: see opening-hours.ts.
 */

/** The spec's time zone: a new restaurant's, and the clock's until the restaurant's own is known. */
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

let restaurantZone = DEFAULT_TIME_ZONE;

/**
 * The restaurant's time zone, which is data (restaurant information's `timeZone`): the web sets it from
 * the page data or the restaurant information as soon as it has them, the server from the stored row.
 * Every date and time that names no zone of its own is on this clock.
 */
export function restaurantTimeZone(): string {
  return restaurantZone;
}

/** Takes the restaurant's zone from its information; an unknown or missing zone keeps the one in use. */
export function setRestaurantTimeZone(zone: string | null | undefined): void {
  if (zone && zone !== restaurantZone && isTimeZone(zone)) restaurantZone = zone;
}

/** Whether `zone` is an IANA time zone this engine knows ('Europe/Zurich'), as Intl decides. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
/**
 * The spec's ASAP preparation time (now + 45 minutes, spec 9): only a default. The restaurant sets its own
 * per order type (order settings' `asapMinutes`, order-rules.ts), which the server prices and times with.
 */
export const DEFAULT_ASAP_MINUTES = 45;
export const DEFAULT_ASAP_MS = DEFAULT_ASAP_MINUTES * 60_000;

// Time zone arithmetic on Intl only. "Wall" values are the restaurant's clock read as if it were
// UTC (milliseconds), which makes calendar arithmetic plain integer arithmetic.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Constructing a formatter is costly and throws for an unknown zone; reuse one per zone.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Date.UTC without its two-digit-year surprise (years 0..99 map to 19xx there). */
function utcMs(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hours, minutes, seconds));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** The wall clock at `ms`, to the second. */
export function wallMsAt(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return utcMs(
    fields.year ?? 0,
    fields.month ?? 1,
    fields.day ?? 1,
    (fields.hour ?? 0) % 24, // some engines print midnight as 24 even with h23
    fields.minute ?? 0,
    fields.second ?? 0,
  );
}

/** UTC offset in effect at instant `ms` (wall minus instant). */
function offsetAt(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return wallMsAt(wholeSecond, timeZone) - wholeSecond;
}

/**
 * All instants at which the clock shows `wall`, ascending: none in a spring gap, two in an autumn
 * overlap. Offsets are sampled a day either side, which finds both sides of any single transition.
 */
function instantsForWall(wall: number, timeZone: string): number[] {
  const offsets = new Set([
    offsetAt(wall - DAY_MS, timeZone),
    offsetAt(wall, timeZone),
    offsetAt(wall + DAY_MS, timeZone),
  ]);
  const instants = new Set<number>();
  for (const offset of offsets) {
    if (offsetAt(wall - offset, timeZone) === offset) instants.add(wall - offset);
  }
  return [...instants].sort((a, b) => a - b);
}

/** First instant at or after a transition near `wall`: the moment the clock jumps over a gap. */
function transitionAfterGap(wall: number, timeZone: string): number {
  let low = Math.floor((wall - DAY_MS) / 1000);
  let high = Math.floor((wall + DAY_MS) / 1000);
  const before = offsetAt(low * 1000, timeZone);
  // Binary search on whole seconds; real transitions happen on whole seconds.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetAt(middle * 1000, timeZone) === before) low = middle;
    else high = middle;
  }
  return high * 1000;
}

/** Wall time to instant: the earlier one in an overlap, the end of the jump in a gap. */
export function wallToInstant(wall: number, timeZone: string): number {
  const [first] = instantsForWall(wall, timeZone);
  return first ?? transitionAfterGap(wall, timeZone);
}

/** A restaurant-local date-time without zone: 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss'. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Restaurant wall time ('YYYY-MM-DDTHH:mm' or with ':ss', no zone) to an instant, e.g. a scheduledAt
 * sent without zone. A time skipped by the spring change moves forward to the first real instant
 * after the jump (02:30 -> 03:00); a time that occurs twice in autumn takes the earlier instant.
 * Throws a RangeError for text that is not such a date-time.
 */
export function zonedLocalToInstant(localIso: string, timeZone: string = restaurantTimeZone()): Date {
  const match = LOCAL_DATE_TIME.exec(localIso);
  if (!match) throw new RangeError(`Expected YYYY-MM-DDTHH:mm[:ss], got "${localIso}"`);
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((v) => Number(v ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = utcMs(year, month, day, hours, minutes, seconds);
  const check = new Date(wall);
  // Date.UTC silently rolls 31 April into 1 May; a mismatch on read-back means an impossible date.
  if (
    check.getUTCDate() !== day ||
    check.getUTCMonth() !== month - 1 ||
    hours > 23 ||
    minutes > 59 ||
    seconds > 59
  ) {
    throw new RangeError(`Not a valid date-time: "${localIso}"`);
  }
  return new Date(wallToInstant(wall, timeZone));
}

/** The restaurant's wall clock at `date` as 'YYYY-MM-DDTHH:mm:ss' (19 characters, no zone). */
export function instantToZonedLocal(date: Date, timeZone: string = restaurantTimeZone()): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return new Date(wallMsAt(ms, timeZone)).toISOString().slice(0, 19);
}

/**
 * A date-time as clients send it: restaurant-local 'YYYY-MM-DDTHH:mm[:ss]' without zone (ARCHITECTURE
 * "Times"), or ISO 8601 with an offset or Z. Null when it is neither or names an impossible date.
 */
export function parseClientDateTime(text: string, timeZone: string = restaurantTimeZone()): Date | null {
  const value = text.trim();
  try {
    if (LOCAL_DATE_TIME.test(value)) return zonedLocalToInstant(value, timeZone);
  } catch {
    return null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}
