import { chfToRappen, formatRappen } from '@app/shared/money';
import { type RefObject, use, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { useCheckout } from '@/features/checkout/use-checkout';
import { loadNamespace } from '@/i18n/i18n';
import { useLanguage, useT } from '@/i18n/use-i18n';

/** The usual notes, to suggest the next ones above the amount to pay. */
const NOTES_CHF = [10, 20, 50, 100, 200] as const;

/**
 * The two smallest notes that each pay `dueRappen` alone, e.g. 50 and 100 for CHF 43.50; above the
 * largest, the amount rounded up to the next hundred.
 */
export function suggestedNotes(dueRappen: number): number[] {
  const notes = NOTES_CHF.filter((note) => chfToRappen(note) >= dueRappen).slice(0, 2);
  return notes.length > 0 ? notes : [Math.ceil(dueRappen / 10_000) * 100];
}

// The field's texts (the catalogue's `payment` area), asked for as the chunk arrives; drawn once there
// (offline, with the keys rather than not at all).
const texts = loadNamespace('payment').catch(() => {});

/**
 * "I'll pay with" under the payment method, for a delivery paid in cash (loaded only then: /checkout's
 * first load has no room for it): the note the diner hands over, so the courier brings change. Optional.
 * What is typed lives in `text`, the checkout's, so it survives a change of method and back and goes
 * with the submit. Its error (the submit's check, or the server's) shows until the diner changes it.
 */
export default function CashGivenField({
  checkout,
  text,
}: {
  checkout: Pick<ReturnType<typeof useCheckout>, 'state' | 'pricing'>;
  text: RefObject<string>;
}) {
  use(texts);
  const t = useT();
  const language = useLanguage();
  const { state } = checkout;
  const [value, setValue] = useState(text.current);
  // The failed submit the diner changed the amount after: its error is then stale.
  const [editedAfter, setEditedAfter] = useState(-1);
  const due = checkout.pricing.amountDue;
  const notes = suggestedNotes(due).map(String);
  return (
    <TextField
      label={t('checkout.pay.cashGiven')}
      description={t('checkout.pay.cashGivenHint', {
        amount: formatRappen(due),
        // "50 or 100", "50 oder 100", "50 ou 100", "50 o 100".
        notes: new Intl.ListFormat(language, { type: 'disjunction' }).format(notes),
      })}
      error={editedAfter === state.failedAttempts ? undefined : state.fieldErrors.cashGiven}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      disabled={state.submitting}
      onChange={(event) => {
        const next = event.currentTarget.value;
        text.current = next;
        setValue(next);
        setEditedAfter(state.failedAttempts);
      }}
    />
  );
}
