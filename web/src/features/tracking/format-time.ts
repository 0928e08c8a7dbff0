import { RESTAURANT_TIME_ZONE } from '@app/shared/opening-hours';

const DATE_TIME = new Intl.DateTimeFormat('de-CH', {
  timeZone: RESTAURANT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const NO_TIME = '—';

/** Date and time on the restaurant's clock, cut to minutes ('24.11.2026, 18:05'), or a dash. */
export function formatOrderTime(iso: string | null | undefined): string {
  if (!iso) return NO_TIME;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NO_TIME : DATE_TIME.format(date);
}
