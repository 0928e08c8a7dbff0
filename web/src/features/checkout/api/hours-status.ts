import type { TOrderType } from '@app/shared/enums';
import { type THoursStatus, ZHoursStatusSchema } from '@app/shared/orders';
import { apiGet } from '../../../lib/api-client';
import { formatNextOpen } from '../restaurant-time';

export const HOURS_STATUS_PATH = '/api/public/hours/status';
export const CLOSED_FALLBACK_MESSAGE = 'We’re closed.';

export function getHoursStatus(orderType: TOrderType, at: string): Promise<THoursStatus> {
  return apiGet(HOURS_STATUS_PATH, { query: { orderType, at }, schema: ZHoursStatusSchema });
}

/** Spec 5: the server's message plus ' Next open: …' when it names the next opening; null when open. */
export function closedMessage(status: THoursStatus): string | null {
  if (status.openNow) return null;
  const message = status.message.trim() || CLOSED_FALLBACK_MESSAGE;
  return status.windowOpensAt ? `${message} Next open: ${formatNextOpen(status.windowOpensAt)}` : message;
}
