import { Container } from '@/components/ui/container';
import { Title } from '@/components/ui/typography';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { usePageTitle } from '@/features/restaurant-info/hooks/use-page-title';
import classes from './checkout.module.css';

/** Checkout (spec section 2): details, time, payment method and summary, then the card payment. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <Container className={classes.page}>
      <div className={classes.stack}>
        <Title order={1}>Checkout</Title>
        <CheckoutView />
      </div>
    </Container>
  );
}
