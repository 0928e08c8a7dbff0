import { addDays, restaurantToday } from '@app/shared/calendar-day';

/**
 * What the reservation tests share: the restaurant open evenings only, and dates counted from today on the
 * restaurant's clock.
 */

/** Evenings only, every day: 18:00 to 22:00. */
export const EVENINGS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  .map((d) => `${d}: 18:00-22:00`)
  .join('\n');

/** A restaurant-local date `days` ahead ('YYYY-MM-DD'): beyond any notice, within the days ahead. */
export function dayAhead(days: number): string {
  return addDays(restaurantToday(new Date(), 'Europe/Zurich'), days);
}
