import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripePaymentElementOptions } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Text } from '@/components/ui/typography';
import { PayButton } from '@/features/payments/components/pay-button';
import classes from '@/features/payments/components/payment.module.css';
import type { TPaymentFormProps } from '@/features/payments/payment-provider';
import { useLanguage, useT } from '@/i18n/use-i18n';
import { theme } from '@/lib/theme';
import { stripeAppearance } from './stripe-appearance';
import { stripeFor as defaultStripeFor, type TStripeFor } from './stripe-loader';

/** Payment Element options: the payment methods (card, TWINT) are the ones the server put on the intent. */
const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = { layout: 'tabs' };

/**
 * The app's theme as Mantine's provider would resolve it: the checkout renders no MantineProvider
 * (docs/decisions/006-public-pages-without-mantine-js.md), and Stripe's iframe needs plain values.
 */
const APPEARANCE = stripeAppearance(mergeMantineTheme(DEFAULT_THEME, theme));

type TLoadState = { status: 'loading' } | { status: 'loaded'; stripe: Stripe } | { status: 'failed' };

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={`${classes.stack} ${classes.alignStart}`}>
      <Alert color="crimson" className={classes.fullWidth}>
        {t('checkout.pay.unavailable')}
      </Alert>
      <Button variant="light" onClick={onRetry}>
        {t('checkout.card.retry')}
      </Button>
    </div>
  );
}

/** Inside <Elements>: the Payment Element and the Pay button that confirms the intent with Stripe. */
function PaymentElementForm({
  intent,
  returnUrl,
  onSucceeded,
  onLoadError,
}: TPaymentFormProps & { onLoadError: () => void }) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  // A second submit in the same tick (double click, Enter) must not confirm the intent twice.
  const confirming = useRef(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || !ready || confirming.current) return;
    confirming.current = true;
    setProcessing(true);
    let message: string;
    try {
      // Card payments finish here; TWINT and 3-D Secure may leave for their page and come back to
      // returnUrl (/thank-you) with Stripe's redirect_status.
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (result.error) {
        message = result.error.message || t('checkout.card.failed');
      } else if (
        result.paymentIntent.status === 'succeeded' ||
        result.paymentIntent.status === 'processing'
      ) {
        // The server learns the outcome from Stripe's webhook; the order reaches the kitchen once paid.
        onSucceeded();
        return;
      } else {
        message = t('checkout.card.failed');
      }
    } catch (error) {
      console.warn('Stripe payment confirmation failed', error);
      message = t('checkout.card.failed');
    }
    // Spec 8: the card confirmation error is shown in a browser alert; the diner may try again.
    window.alert(message);
    confirming.current = false;
    setProcessing(false);
  }

  return (
    <form onSubmit={pay} noValidate aria-label={t('checkout.card.form')} aria-busy={!ready}>
      <div className={classes.stack}>
        {ready ? null : (
          <Text size="sm" dimmed role="status">
            {t('checkout.pay.loading')}
          </Text>
        )}
        <PaymentElement
          options={PAYMENT_ELEMENT_OPTIONS}
          onReady={() => setReady(true)}
          onLoadError={(event) => {
            console.warn('Stripe Payment Element failed to load', event.error);
            onLoadError();
          }}
        />
        <PayButton amount={intent.amount} disabled={!ready || processing} loading={processing} />
      </div>
    </form>
  );
}

type TStripeFormProps = TPaymentFormProps & { stripeFor?: TStripeFor };

/** Loads Stripe.js for the intent's publishable key, then shows the Payment Element. */
function StripeLoader({
  stripeFor = defaultStripeFor,
  onRetry,
  ...props
}: TStripeFormProps & { onRetry: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { intent } = props;
  const publishableKey = intent.publishableKey;
  const options = useMemo(
    // Stripe's own texts (field labels, its error messages) in the diner's language.
    () => ({ clientSecret: intent.clientSecret, appearance: APPEARANCE, locale: language }),
    [intent.clientSecret, language],
  );
  const [state, setState] = useState<TLoadState>({ status: 'loading' });

  useEffect(() => {
    if (!publishableKey) {
      console.warn('A Stripe payment intent came without a publishable key');
      setState({ status: 'failed' });
      return;
    }
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (current) setState({ status: 'loaded', stripe });
      },
      (error: unknown) => {
        console.warn('Stripe.js could not be loaded', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey, stripeFor]);

  if (state.status === 'failed') return <Unavailable onRetry={onRetry} />;
  if (state.status === 'loading') {
    return (
      <div className={classes.stack} aria-busy="true">
        <Text size="sm" dimmed role="status">
          {t('checkout.pay.loading')}
        </Text>
        <PayButton amount={intent.amount} disabled />
      </div>
    );
  }
  return (
    // A new intent is a new Elements group: Stripe cannot change the client secret of a mounted one.
    <Elements key={intent.clientSecret} stripe={state.stripe} options={options}>
      <PaymentElementForm {...props} onLoadError={() => setState({ status: 'failed' })} />
    </Elements>
  );
}

/**
 * Stripe's Payment Element (card and TWINT) for a 'stripe' intent. Stripe.js comes from js.stripe.com
 * only when this chunk renders, i.e. on the checkout's payment step. `stripeFor` is replaceable for
 * tests; the app uses the cached loader. "Try again" after a failed load starts over from scratch.
 */
export default function StripePaymentForm(props: TStripeFormProps) {
  const [attempt, setAttempt] = useState(0);
  return <StripeLoader key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}
