import { MSG } from '@app/shared/orders';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { Text } from '@/components/ui/typography';
import { confirmSimulatedPayment } from '@/features/payments/api/confirm-simulated-payment';
import { PayButton } from '@/features/payments/components/pay-button';
import classes from '@/features/payments/components/payment.module.css';
import type { TPaymentFormProps } from '@/features/payments/payment-provider';
import { t, translateMessage } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { formatCardNumber, formatExpiry } from './card-input';

type TCardField = 'cardNumber' | 'expiry' | 'cvc';

/** The fields a card processor's form asks for, named as the confirm call and its errors name them. */
const CARD_INPUTS: readonly {
  field: TCardField;
  label: () => string;
  autoComplete: string;
  placeholder: () => string;
  maxLength: number;
  pattern: string;
  format?: (text: string) => string;
}[] = [
  {
    field: 'cardNumber',
    label: () => t('checkout.card.number'),
    autoComplete: 'cc-number',
    // Stripe's placeholder: plainly not a card anyone has (the test cards are named under the form).
    placeholder: () => '1234 1234 1234 1234',
    maxLength: 23,
    pattern: '[0-9 ]*',
    format: formatCardNumber,
  },
  {
    field: 'expiry',
    label: () => t('checkout.card.expiry'),
    autoComplete: 'cc-exp',
    placeholder: () => t('checkout.card.expiryPlaceholder'),
    maxLength: 7,
    // The number pad of a phone has no slash: the field puts it in (card-input.ts).
    pattern: '[0-9]{2}/[0-9]{2,4}',
    format: formatExpiry,
  },
  {
    field: 'cvc',
    label: () => t('checkout.card.cvc'),
    autoComplete: 'cc-csc',
    placeholder: () => 'CVC',
    maxLength: 4,
    pattern: '[0-9]*',
  },
];
const CARD_FIELDS = CARD_INPUTS.map((input) => input.field);

/**
 * The built-in simulated provider's card form (the embedded default and the tests). It behaves like a
 * processor's test mode: 4242 4242 4242 4242 is charged, 4000 0000 0000 0002 is declined. A failed
 * confirmation is said on the page, in an alert beside the form that takes the focus (a browser
 * alert() would block the page and hide which field to fix), and the diner may try another card on
 * the same intent.
 */
export default function SimulatedCardForm({ intent, onSucceeded }: TPaymentFormProps) {
  const t = useT();
  const [card, setCard] = useState<Record<TCardField, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<TCardField, string>>>({});
  const [processing, setProcessing] = useState(false);
  /** Why the last attempt failed, and how many have: each failure moves the focus to the message. */
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const change =
    (field: TCardField, format: (text: string) => string = (text) => text) =>
    (event: { currentTarget: HTMLInputElement }) => {
      const value = format(event.currentTarget.value);
      setCard((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const missing = Object.fromEntries(
      CARD_FIELDS.filter((field) => card[field].trim() === '').map((field) => [
        field,
        translateMessage(MSG.required),
      ]),
    );
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setProcessing(true);
    setFailure(null);
    try {
      await confirmSimulatedPayment({ clientSecret: intent.clientSecret, ...card });
      onSucceeded();
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors: Partial<Record<TCardField, string>> = {};
        for (const field of CARD_FIELDS) {
          const message = error.details?.[field];
          if (message) fieldErrors[field] = message;
        }
        setErrors(fieldErrors);
      } else {
        console.error('Card payment failed', error);
      }
      const message = error instanceof ApiError && error.message ? error.message : t('checkout.card.failed');
      setFailure((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} noValidate aria-label={t('checkout.card.form')}>
      <div className={classes.stack}>
        {CARD_INPUTS.map(({ field, label, placeholder, format, ...input }) => (
          <TextField
            key={field}
            {...input}
            label={label()}
            placeholder={placeholder()}
            value={card[field]}
            onChange={change(field, format)}
            error={errors[field]}
            inputMode="numeric"
            required
          />
        ))}
        <Text size="xs" dimmed>
          {t('checkout.card.testNote')}
        </Text>
        {failure ? (
          <Alert key={failure.attempt} ref={failureRef} tabIndex={-1}>
            {failure.message}
          </Alert>
        ) : null}
        <PayButton amount={intent.amount} disabled={processing} loading={processing} />
      </div>
    </form>
  );
}
