import { Alert, Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { stripeFor } from '@/features/payments/public';
import { useLanguage, useT } from '@/i18n/use-i18n';
import { syncGuarantee } from '../api/guarantee';
import type { TGuaranteeStepProps } from './guarantee-step';

/** Inside <Elements>: the card field and the button that saves it with Stripe (confirmSetup). */
function SetupElementForm({ reservationId, setup, onDone }: TGuaranteeStepProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second submit in the same tick must not confirm the SetupIntent twice.
  const confirming = useRef(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || !ready || confirming.current) return;
    confirming.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const result = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (result.error) setFailure(result.error.message || t('pages.reservation.guarantee.failed'));
      // Saved: the server asks Stripe at once rather than waiting for the webhook.
      else onDone(await syncGuarantee(reservationId, setup.clientSecret));
    } catch (error) {
      console.warn('Saving the card with Stripe failed', error);
      setFailure(t('pages.reservation.guarantee.failed'));
    } finally {
      confirming.current = false;
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('pages.reservation.guarantee.title')} aria-busy={!ready}>
      <Stack gap="sm">
        {ready ? null : <Text role="status">{t('checkout.pay.loading')}</Text>}
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={saving} disabled={!ready || saving}>
          {t('pages.reservation.guarantee.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe's Payment Element for the booking's SetupIntent (card only): Stripe.js loads with this chunk. */
export default function GuaranteeStripeForm(props: TGuaranteeStepProps) {
  const t = useT();
  const language = useLanguage();
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  const key = props.setup.publishableKey;
  useEffect(() => {
    if (!key) {
      setStripe('failed');
      return;
    }
    let current = true;
    stripeFor(key).then(
      (loaded) => current && setStripe(loaded),
      () => current && setStripe('failed'),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const options = useMemo(
    () => ({ clientSecret: props.setup.clientSecret, locale: language }),
    [props.setup.clientSecret, language],
  );
  if (stripe === 'failed') return <Alert color="red">{t('checkout.pay.unavailable')}</Alert>;
  if (!stripe) return <Text role="status">{t('checkout.pay.loading')}</Text>;
  return (
    <Elements stripe={stripe} options={options}>
      <SetupElementForm {...props} />
    </Elements>
  );
}
