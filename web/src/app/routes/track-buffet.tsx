import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/features/restaurant-info/hooks/use-page-title';
import { TrackedOrderView } from '@/features/tracking/components/tracked-order-view';

/** Track a buffet order (spec section 2): /track-buffet?orderId=…&email=… */
export function TrackBuffetPage() {
  const [params] = useSearchParams();
  usePageTitle('Track your buffet order');
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <TrackedOrderView kind="BUFFET" orderId={params.get('orderId')} email={params.get('email')} />
    </Container>
  );
}
