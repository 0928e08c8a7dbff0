import type { TTrackedOrder } from '@app/shared/tracked-order';
import { Paper, Text } from '@mantine/core';
import { formatServiceTime } from '@/features/tracking/format-time';
import { useT } from '@/i18n/use-i18n';

/**
 * While one of the restaurant's couriers has the delivery on its way: "On the way with Luca" and
 * "Arrives around 19:40" (fixed when it was picked up; there is no live location, by design).
 */
export function CourierOnTheWay({
  order,
}: {
  order: Pick<TTrackedOrder, 'courierFirstName' | 'estimatedArrival'>;
}) {
  const t = useT();
  if (!order.courierFirstName) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="violet.0" role="status">
      <Text fw={700} c="violet.9">
        {t('pages.track.onTheWayWith', { name: order.courierFirstName })}
      </Text>
      {order.estimatedArrival ? (
        <Text c="violet.9">
          {t('pages.track.arrivesAround', { time: formatServiceTime(order.estimatedArrival) })}
        </Text>
      ) : null}
    </Paper>
  );
}
