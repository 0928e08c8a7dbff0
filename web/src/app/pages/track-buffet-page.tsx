import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { sellerOf, TrackedOrderView } from '@/features/tracking/components/tracked-order-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** Track a buffet order (spec section 2): /track-buffet?orderId=…&email=… */
export function TrackBuffetPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { name, info } = useRestaurantInfo();
  usePageTitle(t('pages.track.buffetTitle'), name);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <TrackedOrderView
        kind="BUFFET"
        orderId={params.get('orderId')}
        email={params.get('email')}
        seller={sellerOf(info)}
      />
    </Container>
  );
}
