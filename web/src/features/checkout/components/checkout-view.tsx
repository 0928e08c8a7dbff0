import { NOT_DELIVERABLE_MESSAGE } from '@app/shared/delivery';
import { MSG } from '@app/shared/orders';
import type { FormEvent } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/fieldset';
import { TextareaField } from '@/components/ui/textarea-field';
import { Text, Title } from '@/components/ui/typography';
import { OrderTypeSwitch } from '@/features/cart/public';
import { useCheckout } from '@/features/checkout/use-checkout';
import { PAY_LATER_INFO, PaymentStep } from '@/features/payments/public';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import { paths, thankYouHref } from '@/paths';
import classes from './checkout.module.css';
import { CustomerFields } from './customer-fields';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { TimingFields } from './timing-fields';

const SPECIAL_INSTRUCTIONS_MAX = 1000;

function EmptyCart() {
  return (
    <div className={`${classes.stackMd} ${classes.alignStart}`}>
      <Alert color="gray" role="status">
        {MSG.cartEmpty}
      </Alert>
      <ButtonLink to={paths.menu} variant="light">
        Back to menu
      </ButtonLink>
    </div>
  );
}

/** Checkout (spec sections 2, 4, 5): the details form, then for CARD the payment step. */
export function CheckoutView() {
  const checkout = useCheckout();
  const { cart, state } = checkout;
  const { payment } = state;
  const { formRef, errorRef } = useFocusAfterRefusal(state.failedAttempts);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkout.submit();
  };

  if (cart.lines.length === 0 && !payment) return <EmptyCart />;

  const card = state.paymentMethod === 'CARD';
  const busy = state.submitting;
  const formError = state.formError;
  // An entered postcode outside the delivery area is marked at once, not only after a submit.
  const fieldErrors =
    checkout.blocker === NOT_DELIVERABLE_MESSAGE && !state.fieldErrors.plz
      ? { ...state.fieldErrors, plz: NOT_DELIVERABLE_MESSAGE }
      : state.fieldErrors;

  return (
    <div className={classes.layout}>
      <div className={classes.summaryColumn}>
        <OrderSummary
          lines={cart.lines}
          pricing={checkout.pricing}
          orderType={cart.orderType}
          paymentMethod={state.paymentMethod}
        />
      </div>
      <div className={classes.formColumn}>
        {payment ? (
          <section className={classes.card} aria-labelledby="payment-heading">
            <div className={classes.stackMd}>
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
            </div>
          </section>
        ) : (
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Checkout">
            <div className={classes.stackLg}>
              <Fieldset legend="Your details" disabled={busy}>
                <CustomerFields
                  values={state.customer}
                  errors={fieldErrors}
                  onChange={checkout.setField}
                  disabled={busy}
                />
              </Fieldset>

              <Fieldset legend="Your order" disabled={busy}>
                <div className={classes.stackMd}>
                  <OrderTypeSwitch disabled={busy} />
                  <TimingFields
                    orderType={cart.orderType}
                    timing={state.timing}
                    error={fieldErrors.scheduledAt}
                    onChange={checkout.setTiming}
                    disabled={busy}
                  />
                  <TextareaField
                    label="Special instructions"
                    description="Allergies, doorbell, cutlery… (optional)"
                    value={state.specialInstructions}
                    onChange={(event) => checkout.setSpecialInstructions(event.currentTarget.value)}
                    maxLength={SPECIAL_INSTRUCTIONS_MAX}
                    rows={3}
                    disabled={busy}
                  />
                </div>
              </Fieldset>

              <Fieldset legend="Payment" disabled={busy}>
                <div className={classes.stackSm}>
                  <PaymentMethodField
                    value={state.paymentMethod}
                    onChange={checkout.setPaymentMethod}
                    disabled={busy}
                  />
                  {card ? null : <Text>{PAY_LATER_INFO}</Text>}
                </div>
              </Fieldset>

              {checkout.blocker && checkout.blocker !== formError?.message ? (
                <Alert color="yellow">{checkout.blocker}</Alert>
              ) : null}
              <FormErrorAlert error={formError} ref={errorRef} />

              <Button type="submit" size="md" loading={busy} disabled={checkout.blocker !== null}>
                {card ? 'Continue to payment' : 'Place order'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
