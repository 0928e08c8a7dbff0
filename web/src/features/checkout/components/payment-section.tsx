import { Button } from '@/components/ui/button';
import { Text, Title } from '@/components/ui/typography';
import type { TPendingPayment } from '@/features/checkout/checkout-state';
import { LazyPaymentStep } from '@/features/payments/public';
import { useT } from '@/i18n/use-i18n';
import { thankYouHref } from '@/paths';
import classes from './checkout.module.css';

/**
 * The card payment of an order just made (spec 4): it is reserved until paid, the payment step, and the
 * way back to the details (the same details reuse the order). It comes with the submit-time code
 * (submit-order.ts) and is drawn once the payment step's texts (the catalogue's `payment` area) are
 * there: nothing of it is needed before an order is placed.
 */
export function PaymentSection({
  payment,
  onPaid,
  onLeave,
}: {
  payment: TPendingPayment;
  onPaid: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  return (
    <section className={classes.card} aria-labelledby="payment-heading">
      <div className={classes.stackMd}>
        <Title order={2} size="h3" id="payment-heading">
          {t('checkout.payment')}
        </Title>
        <Text>{t('checkout.pay.reserved')}</Text>
        <LazyPaymentStep
          intent={payment.intent}
          returnUrl={`${window.location.origin}${thankYouHref(payment)}`}
          onSucceeded={onPaid}
        />
        <Button variant="subtle" onClick={onLeave}>
          {t('checkout.pay.changeDetails')}
        </Button>
      </div>
    </section>
  );
}
