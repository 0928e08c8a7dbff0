import type { TAdminOrder } from '@app/shared/admin-orders';
import { Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminOrders, useUpdateOrderStatus } from '@/features/orders/api/admin-orders';
import type { TOrderKind } from '@/features/orders/api/get-order';
import { groupOrders, ORDER_GROUPS, type TStatusChoice } from '@/features/orders/order-groups';
import { printOrder } from '@/features/receipts/public';
import type { TAdminKey } from '@/i18n/catalogs';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';
import { OrdersTable } from './orders-table';

/** What differs between the two lists. */
const ORDER_LIST_SCREENS: Record<TOrderKind, { title: TAdminKey; loadError: TAdminKey }> = {
  MENU: { title: 'orders.menuTitle', loadError: 'orders.menuLoadFailed' },
  BUFFET: { title: 'orders.buffetTitle', loadError: 'orders.buffetLoadFailed' },
};

/**
 * /admin/orders and /admin/buffet-orders (spec sections 2 and 4): orders grouped Active,
 * Done/Delivered and Cancelled (NEW ones are on the incoming screen), a status choice and a Print
 * button per row.
 */
export function OrderListScreen({ kind }: { kind: TOrderKind }) {
  const t = useAdminT();
  const title = t(ORDER_LIST_SCREENS[kind].title);
  const loadError = t(ORDER_LIST_SCREENS[kind].loadError);
  const orders = useAdminOrders(kind);
  const updateStatus = useUpdateOrderStatus(kind);
  const [printing, setPrinting] = useState<ReadonlySet<string>>(() => new Set());
  const groups = useMemo(() => groupOrders(orders.data ?? []), [orders.data]);

  useEffect(() => {
    if (orders.isError) notifyError(orders.error, loadError);
  }, [orders.isError, orders.error, loadError]);

  const onStatusChange = (order: TAdminOrder, status: TStatusChoice) => {
    if (status !== order.status) updateStatus.mutate({ id: order.id, status });
  };

  const onPrint = async (order: TAdminOrder) => {
    setPrinting((current) => new Set(current).add(order.id));
    try {
      await printOrder(order);
    } catch (error) {
      notifyError(error, t('orders.printFailed'));
    } finally {
      setPrinting((current) => {
        const next = new Set(current);
        next.delete(order.id);
        return next;
      });
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {title}
      </Title>

      {orders.isError && !orders.data ? (
        <ErrorAlert
          title={loadError}
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('orders.loading')} size="sm" />
        </Center>
      ) : (
        ORDER_GROUPS.map((group) => {
          const rows = groups[group.key];
          const headingId = `${kind}-${group.key}-heading`;
          return (
            <Stack gap="xs" key={group.key} component="section" aria-labelledby={headingId}>
              <Group gap="xs">
                <Title order={2} size="h4" id={headingId}>
                  {t(group.title)}
                </Title>
                <Badge variant="light" color="gray" aria-label={t('orders.count', { count: rows.length })}>
                  {rows.length}
                </Badge>
              </Group>
              {rows.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('orders.empty')}
                </Text>
              ) : (
                <OrdersTable
                  orders={rows}
                  printing={printing}
                  onStatusChange={onStatusChange}
                  onPrint={onPrint}
                />
              )}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
