import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-i18n';
import classes from './promo-code.module.css';

/**
 * A code the diner types at checkout (the promo code, the gift voucher): the field with Apply, or once
 * applied the code with Remove; the status line is announced politely. One form for both, so they look and
 * read alike.
 */
export function CodeEntry({
  inputRef,
  label,
  text,
  onText,
  error,
  busy,
  onSubmit,
  applied,
  status,
}: {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  text: string;
  onText: (text: string) => void;
  /** Under the field, tied to it. */
  error: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The applied code as shown, what Remove is read as, what it does, and a note beside it. */
  applied: { code: string; removeLabel?: string; onRemove: () => void; note?: ReactNode } | null;
  /** The polite announcement (applied, or what is missing). */
  status: ReactNode;
}) {
  const t = useT();
  return (
    <div className={classes.promo}>
      {applied ? (
        <div className={classes.applied}>
          <span className={classes.code}>{applied.code}</span>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={applied.removeLabel}
            onClick={applied.onRemove}
          >
            {t('checkout.promo.remove')}
          </Button>
          {applied.note}
        </div>
      ) : (
        <form className={classes.form} onSubmit={onSubmit} noValidate>
          <TextField
            ref={inputRef}
            label={label}
            value={text}
            onChange={(event) => onText(event.currentTarget.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            wrapperClassName={classes.field}
          />
          <Button type="submit" variant="light" loading={busy}>
            {t('checkout.promo.apply')}
          </Button>
        </form>
      )}
      <p className={classes.status} role="status">
        {status}
      </p>
    </div>
  );
}
