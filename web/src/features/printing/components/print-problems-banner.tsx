import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { printOrder } from '@/features/receipts/public';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';
import { usePrintProblems } from '../api/get-print-problems';
import { problemsByOrder, type TOrderPrintProblem } from '../print-problems';
import { formatPrintTime } from '../print-time';

/**
 * The incoming screen's warning: the orders whose tickets wait for a network printer (listed at
 * once; the alert badge counts them after two minutes), each with "Print on this device" (the device
 * printing of spec section 4), and a way to the Printers screen. Nothing while there are none or they
 * cannot be read.
 */
export function PrintProblemsBanner() {
  const t = useAdminT();
  const problems = usePrintProblems();
  const orders = useMemo(() => problemsByOrder(problems.data ?? []), [problems.data]);
  const [printing, setPrinting] = useState<ReadonlySet<string>>(() => new Set());

  if (orders.length === 0) return null;

  const onPrint = async (order: TOrderPrintProblem) => {
    setPrinting((current) => new Set(current).add(order.orderId));
    try {
      await printOrder({ kind: order.kind, id: order.orderId, orderNumber: order.orderNumber });
    } catch (error) {
      notifyError(error, t('orders.printFailed'));
    } finally {
      setPrinting((current) => {
        const next = new Set(current);
        next.delete(order.orderId);
        return next;
      });
    }
  };

  return (
    <Alert color="red" variant="light" title={t('incoming.printProblemsTitle')} role="alert">
      <List spacing="xs" listStyleType="none" ml={0} pl={0}>
        {orders.map((order) => {
          const textId = `print-problem-${order.kind}-${order.orderId}`;
          return (
            <List.Item key={textId}>
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Text size="sm" id={textId}>
                  {t('incoming.printProblem', {
                    kind: order.kind,
                    number: order.orderNumber,
                    printer: order.printerNames.join(', '),
                    time: formatPrintTime(order.since),
                  })}
                  {order.lastError ? ` ${t('incoming.printProblemReason', { reason: order.lastError })}` : ''}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-describedby={textId}
                  loading={printing.has(order.orderId)}
                  onClick={() => void onPrint(order)}
                >
                  {t('incoming.printOnDevice')}
                </Button>
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Anchor
        component={Link}
        to={adminPaths.printers}
        size="sm"
        underline="always"
        mt="xs"
        display="inline-block"
      >
        {t('incoming.printersLink')}
      </Anchor>
    </Alert>
  );
}
