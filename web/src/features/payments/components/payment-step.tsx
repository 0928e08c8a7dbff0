import { Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import { Text } from '@/components/ui/typography';
import { paymentFormFor, type TPaymentFormProps } from '@/features/payments/payment-provider';
import { useT } from '@/i18n/use-i18n';
import { PayButton } from './pay-button';
import classes from './payment.module.css';

/** The spec's English texts ('checkout.pay.unavailable', 'checkout.pay.loading' in the catalogue). */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Online card payment is not available right now. Please go back and choose another payment method.';

export const LOADING_FORM_MESSAGE = 'Loading the secure card form…';

/** The card form of the intent's provider; its Pay button stays disabled until the provider has loaded. */
export function PaymentStep(props: TPaymentFormProps) {
  const t = useT();
  const Form = paymentFormFor(props.intent.provider);
  if (!Form) {
    return <Alert color="crimson">{t('checkout.pay.unavailable')}</Alert>;
  }
  return (
    <Suspense
      fallback={
        <div className={classes.stack} aria-busy="true">
          <Text size="sm" dimmed role="status">
            {t('checkout.pay.loading')}
          </Text>
          <PayButton amount={props.intent.amount} disabled />
        </div>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}
