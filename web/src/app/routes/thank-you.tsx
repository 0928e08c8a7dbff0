import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';
import { usePageTitle } from '../../features/restaurant-info/hooks/use-page-title';
import { trackingHref } from '../../features/tracking/tracking-links';

/** Order confirmation (spec section 2): /thank-you?orderId=…&email=…&kind=menu|buffet */
export function ThankYouPage() {
  const [params] = useSearchParams();
  usePageTitle('Order confirmation');
  const orderId = params.get('orderId')?.trim() || null;
  const email = params.get('email')?.trim() || null;
  const kind = params.get('kind') === 'buffet' ? 'BUFFET' : 'MENU';
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <OrderConfirmation
        email={email}
        trackingHref={orderId && email ? trackingHref(kind, orderId, email) : null}
      />
    </Container>
  );
}
