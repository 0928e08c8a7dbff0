import type { TCloseOutAwaiting } from '@app/shared/reports';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { formatOrderDateTime } from '@/lib/format-order-time';

/**
 * The day's orders still waiting for the kitchen's confirmation: not counted in the revenue until
 * confirmed, so the close-out says which they are before anyone freezes the day without them.
 */
export function AwaitingOrders({ orders }: { orders: readonly TCloseOutAwaiting[] }) {
  const t = useAdminT();
  if (orders.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={t('closeOut.awaitingTitle', { count: orders.length })}>
      <Text size="sm" mb="xs">
        {t('closeOut.awaitingText')}
      </Text>
      <List size="sm" spacing={2} aria-label={t('closeOut.awaitingList')}>
        {orders.map((order) => (
          <List.Item key={order.orderId}>
            {t('closeOut.awaitingLine', {
              number: order.orderNumber,
              kind: t(order.kind === 'MENU' ? 'closeOut.kind.MENU' : 'closeOut.kind.BUFFET'),
              time: formatOrderDateTime(order.createdAt),
              name: order.customerName || '—',
              amount: formatChf(order.gross),
            })}
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to={adminPaths.incoming} size="sm" fw={600} mt="xs" display="inline-block">
        {t('closeOut.awaitingAnswer')}
      </Anchor>
    </Alert>
  );
}
