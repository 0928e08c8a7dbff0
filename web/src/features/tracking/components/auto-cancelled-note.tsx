import type { TTrackedOrder } from '@app/shared/tracked-order';
import { Alert, Text } from '@mantine/core';
import { useT } from '@/i18n/use-i18n';

/** A card order the diner paid: what the automatic cancellation refunds in full. */
export function paidByCard(order: Pick<TTrackedOrder, 'paymentMethod' | 'paymentStatus'>): boolean {
  return (
    order.paymentMethod === 'CARD' &&
    (order.paymentStatus === 'SUCCEEDED' || order.paymentStatus === 'REFUNDED')
  );
}

/**
 * An order the restaurant did not confirm in time was cancelled by itself; the diner reads
 * why and, for a paid card order, that the payment is refunded in full. Nothing for other orders.
 */
export function AutoCancelledNote({ order }: { order: TTrackedOrder }) {
  const t = useT();
  if (!order.autoCancelled) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      <Text size="sm" fw={600}>
        {t('pages.track.autoCancelled')}
      </Text>
      {paidByCard(order) && <Text size="sm">{t('pages.track.autoCancelledRefund')}</Text>}
    </Alert>
  );
}
