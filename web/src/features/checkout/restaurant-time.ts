import { ASAP_LEAD_MS, instantToZonedLocal } from '@app/shared/zoned-time';

/**
 * The moment the hours check asks about (spec 5): an ASAP order is due in 45 minutes; a scheduled one
 * at its time. Both as the 19-character restaurant-local date-time the API reads.
 */
export function hoursCheckAt(
  timing: { asap: true } | { asap: false; scheduledAt: string },
  now: Date,
): string {
  return timing.asap ? instantToZonedLocal(new Date(now.getTime() + ASAP_LEAD_MS)) : timing.scheduledAt;
}
