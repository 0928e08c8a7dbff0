import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { sellerOf, TrackedOrderView } from '@/features/tracking/components/tracked-order-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** Track a menu order (spec section 2): /track?orderId=…&email=… */
export function TrackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { name, info } = useRestaurantInfo();
  usePageTitle(t('pages.track.title'), name);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <TrackedOrderView
        kind="MENU"
        orderId={params.get('orderId')}
        email={params.get('email')}
        seller={sellerOf(info)}
      />
    </Container>
  );
}
