import { API } from '@app/shared/api-paths';
import type { TOrderType } from '@app/shared/enums';
import { closedHoursMessage } from '@app/shared/local-time';
import { type THoursStatus, ZHoursStatusSchema } from '@app/shared/orders';
import { apiGet } from '@/lib/api-client';

export const HOURS_STATUS_PATH = API.publicHoursStatus;
export const CLOSED_FALLBACK_MESSAGE = 'We’re closed.';

export function getHoursStatus(orderType: TOrderType, at: string): Promise<THoursStatus> {
  return apiGet(HOURS_STATUS_PATH, { query: { orderType, at }, schema: ZHoursStatusSchema });
}

/** Spec 5: the server's message plus ' Next open: …' when it names the next opening; null when open. */
export function closedMessage(status: THoursStatus): string | null {
  if (status.openNow) return null;
  const message = status.message.trim() || CLOSED_FALLBACK_MESSAGE;
  return closedHoursMessage(message, status.windowOpensAt);
}
