import type { TOrderKind } from '@app/shared/order-kind';
import { Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/use-i18n';
import { useTrackedOrder } from '../api/track-order';
import { OrderLines } from './order-lines';
import { RestaurantPhone } from './restaurant-phone';
import { ConfirmBy, readyTimeLabel } from './tracked-order-view';

/**
 * The thank-you page's answer to "what now?": the order number, the expected time (and by when the
 * restaurant confirms, while it has not), the summary with every fee on its line, and the restaurant's
 * phone. Nothing when the order cannot be read (the confirmation above it still stands).
 */
export function ThankYouDetails({
  kind,
  orderId,
  email,
}: {
  kind: TOrderKind;
  orderId: string;
  email: string;
}) {
  const t = useT();
  const query = useTrackedOrder(kind, orderId, email);
  const order = query.data;
  if (!order) {
    return query.isPending ? (
      <Center>
        <Loader size="sm" aria-label={t('pages.track.loading')} />
      </Center>
    ) : null;
  }
  return (
    <Stack gap="sm" ta="left" w="100%">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text>{t('pages.thankYou.number')}</Text>
        <Text fw={700} size="xl">
          #{order.orderNumber}
        </Text>
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text>{order.orderType === 'DELIVERY' ? t('pages.track.delivery') : t('pages.track.pickup')}</Text>
        <Text fw={600}>{readyTimeLabel(order)}</Text>
      </Group>
      <ConfirmBy order={order} />
      <Divider />
      <Title order={2} size="h4">
        {t('pages.thankYou.summary')}
      </Title>
      <OrderLines order={order} />
      <RestaurantPhone phone={order.restaurantPhone} />
    </Stack>
  );
}
