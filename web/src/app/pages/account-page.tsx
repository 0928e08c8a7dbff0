import type { TAccountOrder } from '@app/shared/account';
import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { AccountScreen } from '@/features/account/components/account-screen';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { ReorderButton } from '@/features/tracking/components/reorder-button';
import { trackingHref } from '@/features/tracking/tracking-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/**
 * An order's way to its tracking page and "Order this again" (the tracking feature's, the same as on the
 * tracking and thank-you pages), with the account's email: the order's own.
 */
function OrderActions({ order, email }: { order: TAccountOrder; email: string }) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-start">
      <Button
        component={Link}
        to={trackingHref(order.kind, order.id, email)}
        variant="default"
        aria-label={t('pages.account.orders.trackLabel', { number: order.orderNumber })}
      >
        {t('pages.account.orders.track')}
      </Button>
      <div style={{ flex: '1 1 10rem', minWidth: 0 }}>
        <ReorderButton kind={order.kind} orderId={order.id} email={email} />
      </div>
    </Group>
  );
}

/** The diner's account (/account): the way in by an emailed link, or their orders, bookings and details. */
export function AccountPage() {
  const t = useT();
  const { name } = useRestaurantInfo();
  usePageTitle(t('pages.account.title'), name);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <AccountScreen orderActions={(order, email) => <OrderActions order={order} email={email} />} />
    </Container>
  );
}
