import { Container } from '@/components/ui/container';
import { Title } from '@/components/ui/typography';
import { useSavedDetails } from '@/features/account/prefill/lazy-saved-details';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import classes from './checkout-page.module.css';

/** Checkout (spec section 2): details, time, payment method and summary, then the card payment. */
export function CheckoutPage() {
  const t = useT();
  const { name } = useRestaurantInfo();
  usePageTitle(t('checkout.title'), name);
  // A signed-in diner's saved details fill the form (the account's, lazily).
  const savedDetails = useSavedDetails();
  return (
    <Container className={classes.page}>
      <div className={classes.stack}>
        <Title order={1}>{t('checkout.title')}</Title>
        <CheckoutView savedDetails={savedDetails} />
      </div>
    </Container>
  );
}
