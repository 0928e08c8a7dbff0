import type { TOrderType } from '@app/shared/enums';
import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import { normalisePromoCode, type TPromoTerms } from '@app/shared/promo';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkPromoCode } from '@/features/checkout/api/check-promo-code';
import { belowPromoMinimum } from '@/features/checkout/order-pricing';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { CodeEntry } from './code-entry';

export type TPromoState = { terms: TPromoTerms | null; error?: string };

/** What a refused check says: the server's words for a refused code (422), ours for the rest. */
function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.message;
  if (error instanceof ApiError && error.status === 429) return t('checkout.promo.tooMany');
  return t('checkout.promo.failed');
}

/**
 * The promo code field of the checkout's summary (loaded when the diner opens it): the code is checked
 * with the server for the cart's kind and the order type, checked again when either changes, and its
 * discount priced by the checkout (order-pricing.ts). Applied, it reads "Promo code SUMMER10 applied",
 * or the minimum order the items do not reach yet.
 */
export function PromoCodeField({
  promo,
  onChange,
  kind,
  orderType,
  subtotalRappen,
  discountRappen,
}: {
  promo: TPromoState;
  onChange: (promo: TPromoState) => void;
  kind: TOrderKind | 'MIXED' | null;
  orderType: TOrderType;
  /** The items before any discount, for the code's minimum order. */
  subtotalRappen: number;
  /** What the code takes off, as priced. */
  discountRappen: number;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The latest check only: an older answer arriving late changes nothing.
  const latest = useRef(0);
  // What the applied code was checked for: another order type or kind asks the server again.
  const checkedFor = useRef('');
  const cartKind = kind === 'MENU' || kind === 'BUFFET' ? kind : null;
  const situation = `${cartKind} ${orderType}`;

  useEffect(() => input.current?.focus(), []);

  /** `byDiner`: Apply was pressed (a refusal then brings the focus back to the field). */
  async function apply(code: string, byDiner: boolean) {
    if (!code) {
      onChange({ terms: null, error: t('checkout.promo.empty') });
      input.current?.focus();
      return;
    }
    if (!cartKind) return;
    const request = ++latest.current;
    setBusy(true);
    try {
      const terms = await checkPromoCode({ code, kind: cartKind, orderType });
      if (request !== latest.current) return;
      checkedFor.current = situation;
      onChange({ terms });
    } catch (error) {
      if (request !== latest.current) return;
      setText(code);
      onChange({ terms: null, error: refusalMessage(error) });
      // The field, its error read with it (aria-describedby).
      if (byDiner) setTimeout(() => input.current?.focus());
    } finally {
      if (request === latest.current) setBusy(false);
    }
  }

  const applied = promo.terms;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new order type or kind asks again
  useEffect(() => {
    if (applied && checkedFor.current && checkedFor.current !== situation) void apply(applied.code, false);
  }, [situation]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(normalisePromoCode(text), true);
  };

  const below = applied ? belowPromoMinimum(applied, subtotalRappen) : false;
  return (
    <CodeEntry
      inputRef={input}
      label={t('checkout.promo.label')}
      text={text}
      onText={setText}
      error={promo.error}
      busy={busy}
      onSubmit={onSubmit}
      applied={
        applied && {
          code: applied.code,
          onRemove: () => {
            latest.current++;
            setText('');
            onChange({ terms: null });
          },
        }
      }
      // Announced politely as the code is applied, or while the items miss its minimum.
      status={
        applied
          ? below
            ? t('checkout.promo.minimum', { amount: formatRappen(chfToRappen(applied.minimumOrder)) })
            : t('checkout.promo.applied', { code: applied.code, amount: formatRappen(discountRappen) })
          : null
      }
    />
  );
}
