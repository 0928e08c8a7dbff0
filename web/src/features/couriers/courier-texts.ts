import { COURIER_ERROR_CODES, type TCourierDelivery, type TCourierErrorCode } from '@app/shared/couriers';
import { chfToRappen, formatRappen } from '@app/shared/money';
import { tAdmin } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/toast';

/** CHF as the restaurant writes it: 'CHF 43.50'. */
export const chf = (amount: number) => formatRappen(chfToRappen(amount));

function isCourierCode(code: string | undefined): code is TCourierErrorCode {
  return (COURIER_ERROR_CODES as readonly (string | undefined)[]).includes(code);
}

/**
 * Why a courier's step or a dispatch change was refused, in the screen's words: the stable codes of
 * docs/error-codes.md (another courier has it, it moved on, …); otherwise the server's message, or
 * `fallback` when no answer came.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && isCourierCode(error.code)) return tAdmin(`courier.error.${error.code}`);
  if (error instanceof ApiError && error.details?.cashCollected) return tAdmin('courier.error.cashNeeded');
  return serverMessage(error) ?? fallback;
}

/**
 * What to collect at the door: 'CHF 43.50 cash · pays with CHF 50 · change CHF 6.50', 'CHF 43.50 by
 * card at the door', or 'Paid online' when nothing is left to collect.
 */
export function collectText(
  delivery: Pick<TCourierDelivery, 'amountToCollect' | 'paymentMethod' | 'cashGiven'>,
): string {
  if (delivery.amountToCollect <= 0) return tAdmin('courier.paidOnline');
  const parts = [
    tAdmin('courier.collect', {
      amount: chf(delivery.amountToCollect),
      method: delivery.paymentMethod,
    }),
  ];
  if (delivery.paymentMethod === 'CASH' && delivery.cashGiven !== null) {
    parts.push(tAdmin('courier.paysWith', { amount: chf(delivery.cashGiven) }));
    const change = chfToRappen(delivery.cashGiven) - chfToRappen(delivery.amountToCollect);
    if (change > 0) parts.push(tAdmin('courier.change', { amount: formatRappen(change) }));
  }
  return parts.join(' · ');
}

/** The address on one line: 'Ringstrasse 3, 4600 Olten'. */
export function addressLine(address: TCourierDelivery['address']): string {
  return `${address.street} ${address.streetNo}, ${address.plz} ${address.city}`.trim();
}
