import { MSG } from '@app/shared/orders';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { Text } from '@/components/ui/typography';
import { confirmSimulatedPayment } from '@/features/payments/api/confirm-simulated-payment';
import { PayButton } from '@/features/payments/components/pay-button';
import classes from '@/features/payments/components/payment.module.css';
import type { TPaymentFormProps } from '@/features/payments/payment-provider';
import { t, translateMessage } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';

type TCardField = 'cardNumber' | 'expiry' | 'cvc';

/** The fields a card processor's form asks for, named as the confirm call and its errors name them. */
const CARD_INPUTS: readonly {
  field: TCardField;
  label: () => string;
  autoComplete: string;
  placeholder: () => string;
  maxLength: number;
}[] = [
  {
    field: 'cardNumber',
    label: () => t('checkout.card.number'),
    autoComplete: 'cc-number',
    placeholder: () => '4242 4242 4242 4242',
    maxLength: 23,
  },
  {
    field: 'expiry',
    label: () => t('checkout.card.expiry'),
    autoComplete: 'cc-exp',
    placeholder: () => t('checkout.card.expiryPlaceholder'),
    maxLength: 7,
  },
  {
    field: 'cvc',
    label: () => t('checkout.card.cvc'),
    autoComplete: 'cc-csc',
    placeholder: () => '123',
    maxLength: 4,
  },
];
const CARD_FIELDS = CARD_INPUTS.map((input) => input.field);

/**
 * The built-in simulated provider's card form (the embedded default and the tests). It behaves like a
 * processor's test mode: 4242 4242 4242 4242 is charged, 4000 0000 0000 0002 is declined. A failed
 * confirmation is reported in a browser alert (spec 8) and the diner may try another card on the same
 * intent.
 */
export default function SimulatedCardForm({ intent, onSucceeded }: TPaymentFormProps) {
  const t = useT();
  const [card, setCard] = useState<Record<TCardField, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<TCardField, string>>>({});
  const [processing, setProcessing] = useState(false);

  const change = (field: TCardField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
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
      window.alert(error instanceof ApiError && error.message ? error.message : t('checkout.card.failed'));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} noValidate aria-label={t('checkout.card.form')}>
      <div className={classes.stack}>
        {CARD_INPUTS.map(({ field, label, placeholder, ...input }) => (
          <TextField
            key={field}
            {...input}
            label={label()}
            placeholder={placeholder()}
            value={card[field]}
            onChange={change(field)}
            error={errors[field]}
            inputMode="numeric"
            required
          />
        ))}
        <Text size="xs" dimmed>
          {t('checkout.card.testNote')}
        </Text>
        <PayButton amount={intent.amount} disabled={processing} loading={processing} />
      </div>
    </form>
  );
}
