import type { TOrderType } from '@app/shared/enums';
import { closedHoursMessage } from '@app/shared/local-time';
import { type THoursStatus, ZHoursStatusSchema } from '@app/shared/orders';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { currentLanguage, t } from '@/i18n/i18n';
import { apiGet } from '@/lib/api-client';

export const HOURS_STATUS_PATH = PUBLIC_API.publicHoursStatus;
/** The spec's English text when the server names no reason ('checkout.closed' in the catalogue). */
export const CLOSED_FALLBACK_MESSAGE = 'We’re closed.';

/** `at` 'asap': an ASAP order placed now, as the server will judge it. */
export function getHoursStatus(orderType: TOrderType, at: 'asap' | string): Promise<THoursStatus> {
  const query = at === 'asap' ? { orderType, asap: 'true' } : { orderType, at };
  return apiGet(HOURS_STATUS_PATH, { query, schema: ZHoursStatusSchema });
}

/**
 * Spec 5: the server's message (in the diner's language already) plus ' Next open: …' in that language
 * when it names the next opening; null when open.
 */
export function closedMessage(status: THoursStatus): string | null {
  if (status.openNow) return null;
  const message = status.message.trim() || t('checkout.closed');
  return closedHoursMessage(message, status.windowOpensAt, restaurantTimeZone(), {
    language: currentLanguage(),
    nextOpen: (when) => t('site.nextOpen', { when }),
  });
}
