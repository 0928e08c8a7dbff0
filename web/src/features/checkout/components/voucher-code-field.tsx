import { formatSwissDay } from '@app/shared/calendar-day';
import { chfToRappen, formatRappen } from '@app/shared/money';
import {
  formatVoucherCode,
  normaliseVoucherCode,
  type TVoucherCheck,
  ZVoucherCheckQuerySchema,
} from '@app/shared/vouchers';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkVoucher } from '@/features/checkout/api/check-voucher';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { CodeEntry } from './code-entry';
import classes from './promo-code.module.css';

/** The voucher applied at checkout (its code as stored, what is left on it in CHF), or why not. */
export type TVoucherState = {
  applied: { code: string; balance: number; expiresOn: string | null } | null;
  error?: string;
};

/** Why a checked voucher cannot pay, in the diner's words. */
export function voucherReasonMessage(check: Pick<TVoucherCheck, 'reason' | 'expiresOn'>): string {
  switch (check.reason) {
    case 'VOUCHER_EXPIRED':
      return t('checkout.voucher.expired', { date: formatSwissDay(check.expiresOn ?? '') });
    case 'VOUCHER_EMPTY':
      return t('checkout.voucher.empty');
    default:
      return t('checkout.voucher.invalid');
  }
}

/** A check that did not answer: too many tries, or a failure to try again. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return t('checkout.promo.tooMany');
  if (error instanceof ApiError && error.status === 400) return t('checkout.voucher.invalid');
  return t('checkout.voucher.failed');
}

/**
 * The gift voucher field of the checkout's summary (loaded when the diner opens it): the code is checked
 * with the server and what is left on it priced by the checkout (order-pricing.ts) as a means of payment
 * after the total. Applied, it reads "CHF 50.00 on this voucher"; refused, the reason under the field.
 */
export function VoucherCodeField({
  voucher,
  onChange,
}: {
  voucher: TVoucherState;
  onChange: (voucher: TVoucherState) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The latest check only: an older answer arriving late changes nothing.
  const latest = useRef(0);

  useEffect(() => input.current?.focus(), []);

  async function apply(typed: string) {
    const code = normaliseVoucherCode(typed);
    if (!code) {
      onChange({ applied: null, error: t('checkout.voucher.missing') });
      input.current?.focus();
      return;
    }
    // The shared rule of the check's query: one line, no control characters, at most 64 characters.
    if (!ZVoucherCheckQuerySchema.safeParse({ code }).success) {
      onChange({ applied: null, error: t('checkout.voucher.invalid') });
      input.current?.focus();
      return;
    }
    const request = ++latest.current;
    setBusy(true);
    try {
      const check = await checkVoucher(code);
      if (request !== latest.current) return;
      if (check.valid && check.balance > 0) {
        onChange({ applied: { code, balance: check.balance, expiresOn: check.expiresOn } });
        return;
      }
      onChange({ applied: null, error: voucherReasonMessage(check) });
    } catch (error) {
      if (request !== latest.current) return;
      onChange({ applied: null, error: failureMessage(error) });
    } finally {
      if (request === latest.current) setBusy(false);
    }
    // The field, its error read with it (aria-describedby).
    setTimeout(() => input.current?.focus());
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(text);
  };

  const applied = voucher.applied;
  return (
    <CodeEntry
      inputRef={input}
      label={t('checkout.voucher.label')}
      text={text}
      onText={setText}
      error={voucher.error}
      busy={busy}
      onSubmit={onSubmit}
      applied={
        applied && {
          code: formatVoucherCode(applied.code),
          removeLabel: t('checkout.voucher.removeLabel'),
          onRemove: () => {
            latest.current++;
            setText('');
            onChange({ applied: null });
          },
          // The server found less on it than when it was applied: its words, beside the new balance.
          note: voucher.error ? <p className={classes.error}>{voucher.error}</p> : null,
        }
      }
      status={
        applied ? t('checkout.voucher.balance', { amount: formatRappen(chfToRappen(applied.balance)) }) : null
      }
    />
  );
}
