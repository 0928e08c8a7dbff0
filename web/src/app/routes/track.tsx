import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/features/restaurant-info/hooks/use-page-title';
import { TrackedOrderView } from '@/features/tracking/components/tracked-order-view';

/** Track a menu order (spec section 2): /track?orderId=…&email=… */
export function TrackPage() {
  const [params] = useSearchParams();
  usePageTitle('Track your order');
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <TrackedOrderView kind="MENU" orderId={params.get('orderId')} email={params.get('email')} />
    </Container>
  );
}
