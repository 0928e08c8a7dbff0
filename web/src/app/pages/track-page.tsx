import type { TOrderKind } from '@app/shared/order-kind';
import { Container } from '@mantine/core';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { sellerOf, TrackedOrderView } from '@/features/tracking/components/tracked-order-view';
import { TRACKING_TEXTS } from '@/features/tracking/tracking-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/**
 * Track an order of `kind` (spec section 2): a menu order at /track?orderId=…&email=…, a buffet order
 * at /track-buffet?orderId=…&email=… (each kind's `trackPage`). The kinds differ only in their texts.
 */
export function TrackPage({ kind }: { kind: TOrderKind }) {
  const t = useT();
  const [params] = useSearchParams();
  const { name, info } = useRestaurantInfo();
  usePageTitle(t(TRACKING_TEXTS[kind].title), name);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <TrackedOrderView
        kind={kind}
        orderId={params.get('orderId')}
        email={params.get('email')}
        seller={sellerOf(info)}
      />
    </Container>
  );
}

/** The page of each kind as its route renders it (a route passes no props). */
export const TRACK_PAGE = {
  MENU: () => <TrackPage kind="MENU" />,
  BUFFET: () => <TrackPage kind="BUFFET" />,
} as const satisfies Record<TOrderKind, ComponentType>;
