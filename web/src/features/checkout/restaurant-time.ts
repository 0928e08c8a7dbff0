import { ASAP_LEAD_MS, instantToZonedLocal } from '@app/shared/opening-hours';

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

/** The earliest time the picker offers: now on the restaurant's clock, rounded up to 5 minutes. */
export function earliestPickerValue(now: Date, stepMinutes = 5): string {
  const step = stepMinutes * 60_000;
  return instantToZonedLocal(new Date(Math.ceil(now.getTime() / step) * step)).slice(0, 16);
}

/** A sensible first choice when the diner switches to a scheduled time: the ASAP time, rounded up. */
export function defaultScheduledValue(now: Date): string {
  return earliestPickerValue(new Date(now.getTime() + ASAP_LEAD_MS));
}
