import { NOT_DELIVERABLE_MESSAGE } from '@app/shared/delivery';
import { MSG } from '@app/shared/orders';
import { Alert, Button, Card, Fieldset, Grid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useFocusAfterRefusal } from '../../../hooks/use-focus-after-refusal';
import { paths } from '../../../paths';
import { OrderTypeSwitch } from '../../cart/components/order-type-switch';
import { PaymentStep } from '../../payments/components/payment-step';
import { PAY_LATER_INFO } from '../../payments/payment-methods';
import { thankYouHref, useCheckout } from '../use-checkout';
import { CustomerFields } from './customer-fields';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { TimingFields } from './timing-fields';

const SPECIAL_INSTRUCTIONS_MAX = 1000;

function EmptyCart() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="gray" variant="light" role="status">
        {MSG.cartEmpty}
      </Alert>
      <Button component={Link} to={paths.menu} variant="light">
        Back to menu
      </Button>
    </Stack>
  );
}

/** Checkout (spec sections 2, 4, 5): the details form, then for CARD the payment step. */
export function CheckoutView() {
  const checkout = useCheckout();
  const { cart, payment } = checkout;
  const { formRef, errorRef } = useFocusAfterRefusal(checkout.failedAttempts);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkout.submit();
  };

  if (cart.lines.length === 0 && !payment) return <EmptyCart />;

  const card = checkout.paymentMethod === 'CARD';
  const busy = checkout.submitting;
  const formError = checkout.formError;
  // An entered postcode outside the delivery area is marked at once, not only after a submit.
  const fieldErrors =
    checkout.blocker === NOT_DELIVERABLE_MESSAGE && !checkout.fieldErrors.plz
      ? { ...checkout.fieldErrors, plz: NOT_DELIVERABLE_MESSAGE }
      : checkout.fieldErrors;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <OrderSummary
          lines={cart.lines}
          pricing={checkout.pricing}
          orderType={cart.orderType}
          paymentMethod={checkout.paymentMethod}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        {payment ? (
          <Card withBorder padding="lg" component="section" aria-labelledby="payment-heading">
            <Stack gap="md">
              <Title order={2} size="h3" id="payment-heading">
                Payment
              </Title>
              <Text>
                Your order is reserved. It goes to the kitchen as soon as the payment has gone through.
              </Text>
              <PaymentStep
                intent={payment.intent}
                returnUrl={`${window.location.origin}${thankYouHref(payment)}`}
                onSucceeded={checkout.paid}
              />
              <Button variant="subtle" onClick={checkout.leavePayment}>
                Change order details
              </Button>
            </Stack>
          </Card>
        ) : (
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Checkout">
            <Stack gap="lg">
              <Fieldset legend="Your details" disabled={busy}>
                <CustomerFields
                  values={checkout.customer}
                  errors={fieldErrors}
                  onChange={checkout.setField}
                  disabled={busy}
                />
              </Fieldset>

              <Fieldset legend="Your order" disabled={busy}>
                <Stack gap="md">
                  <OrderTypeSwitch disabled={busy} />
                  <TimingFields
                    orderType={cart.orderType}
                    timing={checkout.timing}
                    error={fieldErrors.scheduledAt}
                    onChange={checkout.setTiming}
                    disabled={busy}
                  />
                  <Textarea
                    label="Special instructions"
                    description="Allergies, doorbell, cutlery… (optional)"
                    value={checkout.specialInstructions}
                    onChange={(event) => checkout.setSpecialInstructions(event.currentTarget.value)}
                    maxLength={SPECIAL_INSTRUCTIONS_MAX}
                    rows={3}
                    disabled={busy}
                  />
                </Stack>
              </Fieldset>

              <Fieldset legend="Payment" disabled={busy}>
                <Stack gap="sm">
                  <PaymentMethodField
                    value={checkout.paymentMethod}
                    onChange={checkout.setPaymentMethod}
                    disabled={busy}
                  />
                  {card ? null : <Text>{PAY_LATER_INFO}</Text>}
                </Stack>
              </Fieldset>

              {checkout.blocker && checkout.blocker !== formError?.message ? (
                <Alert color="yellow" variant="light" role="alert">
                  {checkout.blocker}
                </Alert>
              ) : null}
              <FormErrorAlert error={formError} ref={errorRef} />

              <Button type="submit" size="md" loading={busy} disabled={checkout.blocker !== null}>
                {card ? 'Continue to payment' : 'Place order'}
              </Button>
            </Stack>
          </form>
        )}
      </Grid.Col>
    </Grid>
  );
}
