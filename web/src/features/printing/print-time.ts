import { instantToZonedLocal, restaurantTimeZone } from '@app/shared/zoned-time';
import { formatOrderDateTime } from '@/lib/format-order-time';

/**
 * When a print problem started or a printer last printed, on the restaurant's clock: '19:02' today,
 * the date too on another day (a printer that failed yesterday evening).
 */
export function formatPrintTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatOrderDateTime(iso);
  const local = instantToZonedLocal(date, restaurantTimeZone());
  if (local.slice(0, 10) !== instantToZonedLocal(now, restaurantTimeZone()).slice(0, 10)) {
    return formatOrderDateTime(iso);
  }
  return local.slice(11, 16);
}
