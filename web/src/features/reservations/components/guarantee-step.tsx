import { chfToRappen, formatRappen } from '@app/shared/money';
import { MSG } from '@app/shared/orders';
import type { TGuaranteeSetup, TGuaranteeState } from '@app/shared/reservation-guarantee';
import { Alert, Button, Card, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatCardNumber, formatExpiry } from '@/features/payments/public';
import { translateMessage } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { confirmSimulatedSetup } from '../api/guarantee';

export type TGuaranteeStepProps = {
  reservationId: string;
  people: number;
  setup: TGuaranteeSetup;
  /** The card is saved: the guarantee and the booking as they are now (CONFIRMED when a table was free). */
  onDone: (state: TGuaranteeState) => void;
};

type TCardField = 'cardNumber' | 'expiry' | 'cvc';
const CARD_FIELDS: readonly TCardField[] = ['cardNumber', 'expiry', 'cvc'];
/** As the order payment's card form keeps them: the number in groups of four, the expiry as MM/YY. */
const FORMAT: Record<TCardField, (text: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: (text) => text,
};

/**
 * The simulated provider's card form for a guarantee (the embedded default and the tests): the order
 * payment's test cards, 4242 4242 4242 4242 saved, 4000 0000 0000 0002 declined; nothing is charged.
 */
function SimulatedSetupForm({ setup, onDone }: TGuaranteeStepProps) {
  const t = useT();
  const [card, setCard] = useState<Record<TCardField, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<TCardField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const labels: Record<TCardField, string> = {
    cardNumber: t('checkout.card.number'),
    expiry: t('checkout.card.expiry'),
    cvc: t('checkout.card.cvc'),
  };
  const autoComplete: Record<TCardField, string> = {
    cardNumber: 'cc-number',
    expiry: 'cc-exp',
    cvc: 'cc-csc',
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
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
    setSaving(true);
    setFailure(null);
    try {
      onDone(await confirmSimulatedSetup({ clientSecret: setup.clientSecret, ...card }));
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors: Partial<Record<TCardField, string>> = {};
        for (const field of CARD_FIELDS) {
          const message = error.details?.[field];
          if (message) fieldErrors[field] = message;
        }
        setErrors(fieldErrors);
      } else console.error('Saving the card failed', error);
      const message =
        error instanceof ApiError && error.message ? error.message : t('pages.reservation.guarantee.failed');
      setFailure((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('pages.reservation.guarantee.title')}>
      <Stack gap="sm">
        <Grid gap="sm">
          {CARD_FIELDS.map((field) => (
            <Grid.Col key={field} span={field === 'cardNumber' ? 12 : 6}>
              <TextInput
                label={labels[field]}
                name={field}
                value={card[field]}
                placeholder={field === 'expiry' ? t('checkout.card.expiryPlaceholder') : undefined}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setCard((current) => ({
                    ...current,
                    [field]: FORMAT[field](text),
                  }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                error={errors[field]}
                inputMode="numeric"
                autoComplete={autoComplete[field]}
                maxLength={field === 'cardNumber' ? 23 : field === 'expiry' ? 7 : 4}
                required
                disabled={saving}
              />
            </Grid.Col>
          ))}
        </Grid>
        <Text size="xs" c="dimmed">
          {t('checkout.card.testNote')}
        </Text>
        {failure ? (
          <Alert key={failure.attempt} ref={failureRef} tabIndex={-1} color="red" variant="light">
            {failure.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={saving} disabled={saving}>
          {t('pages.reservation.guarantee.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe.js and its React bindings: their own chunk, fetched only when Stripe is the provider. */
const StripeSetupForm = lazy(() => import('./guarantee-stripe-form'));

/**
 * After a large party's request: the card guarantee (docs/decisions/028). The card is saved through the
 * payment provider, not charged; the booking counts (and is confirmed when a table is free) once it is.
 */
export default function GuaranteeStep(props: TGuaranteeStepProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: give it to the step, so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="guarantee-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="guarantee-heading" ref={headingRef} tabIndex={-1}>
          {t('pages.reservation.guarantee.title')}
        </Title>
        <Text>
          {t('pages.reservation.guarantee.intro', {
            people: props.people,
            fee: formatRappen(chfToRappen(props.setup.feePerPerson)),
          })}
        </Text>
        {props.setup.provider === 'stripe' ? (
          <Suspense fallback={<Text role="status">{t('checkout.pay.loading')}</Text>}>
            <StripeSetupForm {...props} />
          </Suspense>
        ) : (
          <SimulatedSetupForm {...props} />
        )}
      </Stack>
    </Card>
  );
}
