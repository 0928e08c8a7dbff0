import { MAX_CASH_CHF } from '@app/shared/couriers';
import { chfToRappen, formatRappen, parseChfText } from '@app/shared/money';
import { t } from '@/i18n/i18n';

/**
 * "I'll pay with": the note a diner paying a delivery in cash hands over, so the courier brings change.
 * Optional; when given, at least the amount to pay (the server checks the same and answers 400 with
 * details.cashGiven otherwise). The submit's check, with the submit-time code.
 */

export type TCashGivenCheck = { ok: true; cashGiven: number | undefined } | { ok: false; error: string };

/** The typed note in CHF (undefined when left empty), or why it cannot be sent. */
export function checkCashGiven(text: string, dueRappen: number): TCashGivenCheck {
  if (text.trim() === '') return { ok: true, cashGiven: undefined };
  const rappen = parseChfText(text);
  if (rappen === null || rappen <= 0 || rappen > chfToRappen(MAX_CASH_CHF))
    return { ok: false, error: t('checkout.pay.cashGivenInvalid') };
  if (rappen < dueRappen)
    return { ok: false, error: t('checkout.pay.cashGivenTooLow', { amount: formatRappen(dueRappen) }) };
  return { ok: true, cashGiven: rappen / 100 };
}
