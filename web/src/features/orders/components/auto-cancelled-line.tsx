import type { TAdminOrder } from '@app/shared/admin-orders';
import { Text } from '@mantine/core';
import { escalationText } from '@/features/incoming/public';
import { useAdminT } from '@/i18n/use-i18n';

/**
 * Unseen orders, under an order's status: the escalation steps done because nobody saw it in time, and that
 * the timeout (not staff) cancelled it, with the reason, and when the refund after it failed.
 */
export function AutoCancelledLine({
  order,
}: {
  order: Pick<TAdminOrder, 'autoCancelled' | 'autoRefundFailed' | 'escalations'>;
}) {
  const t = useAdminT();
  const escalations = escalationText(order.escalations);
  return (
    <>
      {escalations && (
        <Text size="xs" mt={4}>
          {escalations}
        </Text>
      )}
      {order.autoCancelled && (
        <Text size="xs" c="red.9" mt={4}>
          {t('orders.autoCancelled')}
        </Text>
      )}
      {order.autoRefundFailed && (
        <Text size="xs" c="red.9" fw={600} mt={4}>
          {t('orders.autoRefundFailed')}
        </Text>
      )}
    </>
  );
}
