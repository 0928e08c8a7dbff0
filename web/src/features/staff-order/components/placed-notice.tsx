import type { TAdminOrder } from '@app/shared/admin-orders';
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { getAdminOrder } from '@/features/orders/public';
import type { TAdminKey } from '@/i18n/catalogs';
import { useAdminT } from '@/i18n/use-i18n';
import type { TPrintOutcome } from '../use-staff-order';

/** How often the placed order's print status is read while its ticket waits in the printers' queue. */
const FOLLOW_PRINT_MS = 2_000;

/**
 * What became of the print, in words that claim no more than happened: "printed" only once a printer
 * took it; otherwise queued, waiting for a printer that does not answer, handed to this device's print
 * app or share sheet, downloaded as a file, or not printed at all.
 */
export function printSentence(outcome: TPrintOutcome, printStatus: TAdminOrder['printStatus']): TAdminKey {
  switch (outcome.route) {
    case 'pending':
      return 'newOrder.print.pending';
    case 'failed':
      return 'newOrder.print.failed';
    case 'server':
      if (printStatus === 'PRINTED') return 'newOrder.print.printed';
      if (printStatus === 'QUEUED') return 'newOrder.print.queued';
      if (printStatus === 'WAITING_FOR_PRINTER') return 'newOrder.print.waiting';
      return 'newOrder.print.none';
    case 'device':
      if (outcome.delivery === 'share') return 'newOrder.print.shared';
      if (outcome.delivery === 'print-app') return 'newOrder.print.printApp';
      if (outcome.delivery === 'download') return 'newOrder.print.downloaded';
      return 'newOrder.print.none';
  }
}

/**
 * The placed order's line: its number, that it is confirmed, and what became of its print. With network
 * printers the order's print status is followed until a printer took the ticket or does not answer.
 */
export function PlacedNotice({
  order,
  printOutcome,
  onClose,
}: {
  order: TAdminOrder;
  printOutcome: TPrintOutcome;
  onClose: () => void;
}) {
  const t = useAdminT();
  const followed = useQuery({
    queryKey: ['admin', 'staff-order', 'placed', order.kind, order.id],
    queryFn: () => getAdminOrder(order.kind, order.id),
    initialData: order,
    enabled: printOutcome.route === 'server',
    refetchInterval: (query) => (query.state.data?.printStatus === 'QUEUED' ? FOLLOW_PRINT_MS : false),
  });
  const printStatus = followed.data?.printStatus ?? order.printStatus;
  return (
    <Alert color="green" withCloseButton closeButtonLabel={t('common.close')} onClose={onClose} role="status">
      {t('newOrder.placedLine', { number: order.orderNumber })} {t(printSentence(printOutcome, printStatus))}{' '}
      <Anchor component={Link} to={order.kind === 'MENU' ? adminPaths.orders : adminPaths.buffetOrders}>
        {t(order.kind === 'MENU' ? 'newOrder.toMenuList' : 'newOrder.toBuffetList')}
      </Anchor>
    </Alert>
  );
}
