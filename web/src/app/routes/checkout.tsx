import { Container, Stack, Title } from '@mantine/core';
import { CheckoutView } from '../../features/checkout/components/checkout-view';
import { usePageTitle } from '../../features/restaurant-info/hooks/use-page-title';

/** Checkout (spec section 2): details, time, payment method and summary, then the card payment. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        <CheckoutView />
      </Stack>
    </Container>
  );
}
