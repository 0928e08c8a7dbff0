import { type FormEvent, lazy, type ReactNode, Suspense, useRef } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Fieldset } from '@/components/ui/fieldset';
import { Loader } from '@/components/ui/loader';
import { Skeleton } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { Text } from '@/components/ui/typography';
import { LazyUnavailableNotice, OrderTypeSwitch, useCartRestored } from '@/features/cart/public';
import { useAsapClosed } from '@/features/checkout/api/asap-status';
import { notDeliverableMessage } from '@/features/checkout/checkout-rules';
import { loadSubmitOrder, useCheckout } from '@/features/checkout/use-checkout';
import { preloadPaymentStep } from '@/features/payments/public';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import { lazyModule } from '@/hooks/use-lazy-dialog';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import classes from './checkout.module.css';
import { CustomerFields } from './customer-fields';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { PromoCode } from './promo-code';
import { TimingFields } from './timing-fields';
import { VoucherCode } from './voucher-code';

const SPECIAL_INSTRUCTIONS_MAX = 1000;

/**
 * The payment step's section, with the submit-time code (there by the time an order is placed), and the
 * step itself with its texts: fetched as a card order is placed.
 */
const loadPaymentSection = lazyModule(() =>
  Promise.all([loadSubmitOrder(), preloadPaymentStep()]).then(([module]) => ({
    default: module.PaymentSection,
  })),
);
const LazyPaymentSection = lazy(loadPaymentSection);
// "I'll pay with" for a cash delivery (its texts come with it): only when the diner chooses both.
const LazyCashGivenField = lazy(() => import('./cash-given-field'));

/**
 * The checkout while the diner's cart is not known yet (the server's render, and the browser's first
 * render of it): the form's place, kept at least a screen high so that nothing below moves when the form
 * or the empty cart's notice comes.
 */
function CartPending() {
  const t = useT();
  return (
    <div className={classes.pending} role="status" aria-busy="true" aria-label={t('site.loading')}>
      <Skeleton height={120} />
      <Skeleton height={320} />
    </div>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <div className={`${classes.stackMd} ${classes.alignStart}`}>
      <Alert color="gray" role="status">
        {t('checkout.empty')}
      </Alert>
      <ButtonLink to={paths.menu} variant="light">
        {t('checkout.backToMenu')}
      </ButtonLink>
    </div>
  );
}

/**
 * Checkout (spec sections 2, 4, 5): the details form, then for CARD the payment step. `savedDetails`
 * draws what fills the form from a signed-in diner's account (above the address fields), with the
 * checkout's state and actions.
 */
export function CheckoutView({
  savedDetails,
}: {
  savedDetails?: (checkout: ReturnType<typeof useCheckout>) => ReactNode;
}) {
  const t = useT();
  const checkout = useCheckout();
  const { cart, state } = checkout;
  const { payment } = state;
  const { formRef, errorRef } = useFocusAfterRefusal(state.failedAttempts);
  const restored = useCartRestored();
  const asapClosed = useAsapClosed(checkout.orderType);
  // "I'll pay with" as typed (cash-given-field.tsx keeps it here while the diner changes the method).
  const cashGiven = useRef('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A card payment shows the payment step next: fetch it while the order is being placed (not when a
    // gift voucher pays it all).
    if (!checkout.paidByVoucher && (state.paymentMethod === 'CARD' || state.paymentMethod === 'TWINT'))
      void loadPaymentSection().catch(() => {});
    void checkout.submit(cashGiven.current);
  };

  if (!restored) return <CartPending />;
  if (cart.lines.length === 0 && !payment) return <EmptyCart />;

  // Paid in full by a gift voucher: no payment method, no payment step.
  const card = state.paymentMethod === 'CARD' && !checkout.paidByVoucher;
  const busy = state.submitting;
  const formError = state.formError;
  // An entered postcode outside the delivery area is marked at once, not only after a submit.
  const fieldErrors =
    checkout.blocker === notDeliverableMessage() && !state.fieldErrors.plz
      ? { ...state.fieldErrors, plz: checkout.blocker }
      : state.fieldErrors;

  return (
    <>
      {/* Today's state before anything is typed (closed today, paused, …): ASAP is not offered then. */}
      {asapClosed && !payment ? (
        <Alert color="yellow" role="status">
          {asapClosed}
        </Alert>
      ) : null}
      {payment ? null : (
        <Suspense fallback={null}>
          <LazyUnavailableNotice />
        </Suspense>
      )}
      <div className={classes.layout}>
        <div className={classes.summaryColumn}>
          <OrderSummary
            lines={cart.lines}
            pricing={checkout.pricing}
            orderType={checkout.orderType}
            paymentMethod={state.paymentMethod}
            zone={checkout.zone}
            settings={checkout.settings}
            promoCode={checkout.promo.terms?.code}
          >
            {payment ? null : (
              <>
                <PromoCode
                  promo={checkout.promo}
                  onChange={checkout.setPromo}
                  kind={cart.kind}
                  orderType={checkout.orderType}
                  subtotalRappen={checkout.pricing.subtotal}
                  discountRappen={checkout.pricing.promoDiscount}
                />
                <VoucherCode voucher={checkout.voucher} onChange={checkout.setVoucher} />
              </>
            )}
          </OrderSummary>
        </div>
        <div className={classes.formColumn}>
          {payment ? (
            <Suspense fallback={<Loader role="status" aria-label={t('site.loading')} />}>
              <LazyPaymentSection payment={payment} onPaid={checkout.paid} onLeave={checkout.leavePayment} />
            </Suspense>
          ) : (
            <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('checkout.title')}>
              <div className={classes.stackLg}>
                <Fieldset legend={t('checkout.yourDetails')} disabled={busy}>
                  <CustomerFields
                    values={state.customer}
                    errors={fieldErrors}
                    onChange={checkout.setField}
                    disabled={busy}
                    beforeAddress={savedDetails?.(checkout)}
                  />
                </Fieldset>

                <Fieldset legend={t('checkout.yourOrder')} disabled={busy}>
                  <div className={classes.stackMd}>
                    <OrderTypeSwitch disabled={busy} />
                    <TimingFields
                      orderType={checkout.orderType}
                      asapMinutes={
                        checkout.settings.asapMinutes[checkout.orderType] + (checkout.zone?.extraMinutes ?? 0)
                      }
                      timing={state.timing}
                      error={fieldErrors.scheduledAt}
                      onChange={checkout.setTiming}
                      disabled={busy}
                      asapClosed={asapClosed}
                    />
                    <TextareaField
                      label={t('checkout.special')}
                      description={t('checkout.specialHint')}
                      value={state.specialInstructions}
                      onChange={(event) => checkout.setSpecialInstructions(event.currentTarget.value)}
                      maxLength={SPECIAL_INSTRUCTIONS_MAX}
                      rows={3}
                      disabled={busy}
                    />
                  </div>
                </Fieldset>

                <Fieldset legend={t('checkout.payment')} disabled={busy}>
                  {checkout.paidByVoucher ? (
                    <Text>{t('checkout.voucher.paysAll')}</Text>
                  ) : (
                    <div className={classes.stackSm}>
                      <PaymentMethodField
                        value={state.paymentMethod}
                        onChange={checkout.setPaymentMethod}
                        disabled={busy}
                        fees={checkout.settings}
                      />
                      {card ? null : (
                        <Text>
                          {checkout.orderTypes.length > 1
                            ? t('checkout.payLater')
                            : t(
                                checkout.orderType === 'DELIVERY'
                                  ? 'checkout.payOnDelivery'
                                  : 'checkout.payAtPickup',
                              )}
                        </Text>
                      )}
                      {state.paymentMethod === 'CASH' && checkout.orderType === 'DELIVERY' ? (
                        <Suspense fallback={null}>
                          <LazyCashGivenField checkout={checkout} text={cashGiven} />
                        </Suspense>
                      ) : null}
                    </div>
                  )}
                </Fieldset>

                {checkout.blocker && checkout.blocker !== formError?.message ? (
                  <Alert color="yellow">{checkout.blocker}</Alert>
                ) : null}
                <FormErrorAlert error={formError} ref={errorRef} />

                <Button type="submit" size="md" loading={busy} disabled={checkout.blocker !== null}>
                  {card ? t('checkout.continue') : t('checkout.place')}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </>
  );
}
