import {
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  parseClientDateTime,
  restaurantTimeZone,
} from '@app/shared/zoned-time';

/**
 * When the diner wants the order (spec 3, 'Cart timing preference'): as soon as possible, or at a
 * restaurant-local time sent as 'YYYY-MM-DDTHH:mm:ss' (19 characters, no zone, no fractions).
 */

export const CART_TIMING_STORAGE_KEY = 'ak_cart_timing_v1';

export type TCartTiming = { asap: true } | { asap: false; scheduledAt: string };

export const ASAP_TIMING: TCartTiming = { asap: true };

/**
 * A date-time as the 19-character restaurant-local form, or null when it cannot be read. Local text
 * ('2026-05-01T18:30' from a datetime-local input, or with seconds) keeps its wall time; a value with
 * a zone or offset is the instant it names, shown on the restaurant's clock.
 */
export function toScheduledAt(value: string, timeZone: string = restaurantTimeZone()): string | null {
  const text = value.trim();
  const instant = parseClientDateTime(text, timeZone);
  if (!instant) return null;
  if (LOCAL_DATE_TIME.test(text)) return text.length === 16 ? `${text}:00` : text;
  return instantToZonedLocal(instant, timeZone);
}

export function serializeTiming(timing: TCartTiming): string {
  return JSON.stringify(timing.asap ? { asap: true } : { asap: false, scheduledAt: timing.scheduledAt });
}

/** Absent, unreadable, asap true or no usable scheduledAt: ASAP. */
export function parseStoredTiming(raw: string | null): TCartTiming {
  if (raw === null) return ASAP_TIMING;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return ASAP_TIMING;
  }
  if (typeof data !== 'object' || data === null) return ASAP_TIMING;
  const { asap, scheduledAt } = data as { asap?: unknown; scheduledAt?: unknown };
  if (asap === true || typeof scheduledAt !== 'string') return ASAP_TIMING;
  const normalized = toScheduledAt(scheduledAt);
  return normalized ? { asap: false, scheduledAt: normalized } : ASAP_TIMING;
}
