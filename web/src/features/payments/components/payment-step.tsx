import { Alert, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { paymentFormFor, type TPaymentFormProps } from '../payment-provider';
import { PayButton } from './pay-button';

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Online card payment is not available right now. Please go back and choose another payment method.';

export const LOADING_FORM_MESSAGE = 'Loading the secure card form…';

/** The card form of the intent's provider; its Pay button stays disabled until the provider has loaded. */
export function PaymentStep(props: TPaymentFormProps) {
  const Form = paymentFormFor(props.intent.provider);
  if (!Form) {
    return (
      <Alert color="crimson" variant="light" role="alert">
        {PROVIDER_UNAVAILABLE_MESSAGE}
      </Alert>
    );
  }
  return (
    <Suspense
      fallback={
        <Stack gap="sm" aria-busy="true">
          <Text size="sm" c="dimmed" role="status">
            {LOADING_FORM_MESSAGE}
          </Text>
          <PayButton amount={props.intent.amount} disabled />
        </Stack>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}
