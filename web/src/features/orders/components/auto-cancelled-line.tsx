import type { TAdminOrder } from '@app/shared/admin-orders';
import { Text } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';

/** Issue 24: an order the timeout cancelled (not staff) says so under its status, with the reason. */
export function AutoCancelledLine({ order }: { order: Pick<TAdminOrder, 'autoCancelled'> }) {
  const t = useAdminT();
  if (!order.autoCancelled) return null;
  return (
    <Text size="xs" c="red.9" mt={4}>
      {t('orders.autoCancelled')}
    </Text>
  );
}
