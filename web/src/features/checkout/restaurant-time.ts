/**
 * What the hours check asks about (spec 5): an ASAP order is judged by the server as placed now
 * ('asap': due after the preparation time with busy mode's minutes, moved to the next free time of a full
 * slot), a scheduled one at its restaurant-local time.
 */
export function hoursCheckAt(timing: { asap: true } | { asap: false; scheduledAt: string }): 'asap' | string {
  return timing.asap ? 'asap' : timing.scheduledAt;
}
