import { LOCALE_OF } from '@app/shared/languages';
import type { THoursStatus } from '@app/shared/orders';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { currentLanguage, t } from '@/i18n/i18n';

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

/** The server's reason an order cannot be placed now, with the next opening when it names one. */
export function closedNowText(status: Pick<THoursStatus, 'message' | 'windowOpensAt'>): string {
  return status.windowOpensAt
    ? `${status.message} ${t('site.nextOpen', { when: formatServiceTime(status.windowOpensAt) })}`
    : status.message;
}
