import { LOCALE_OF } from '@app/shared/languages';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { currentLanguage } from '@/i18n/i18n';

const localDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: restaurantTimeZone(), dateStyle: 'short' }).format(date);

/**
 * '19:45' on the restaurant's clock when it is today, else '28.11.2026, 17:00' (the reader's Swiss locale),
 * so a pause until tomorrow's opening cannot be read as this evening.
 */
export function formatServiceTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = localDay(date) === localDay(now);
  return new Intl.DateTimeFormat(LOCALE_OF[currentLanguage()], {
    timeZone: restaurantTimeZone(),
    ...(sameDay ? {} : { day: '2-digit', month: '2-digit', year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
