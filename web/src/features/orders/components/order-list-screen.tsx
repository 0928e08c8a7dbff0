import type { TAdminOrder } from '@app/shared/admin-orders';
import { Badge, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { ErrorAlert } from '@/components/error-alert';
import { ADMIN_ORDERS_KEY, useAdminOrders, useUpdateOrderStatus } from '@/features/orders/api/admin-orders';
import type { TOrderKind } from '@/features/orders/api/get-order';
import { groupOrders, ORDER_GROUPS, type TStatusChoice } from '@/features/orders/order-groups';
import {
  formatDays,
  ORDER_LIST_PAGE_SIZE,
  pageCount,
  pageWindow,
  readFilters,
  restaurantToday,
  type TOrderListFilters,
  writeFilters,
} from '@/features/orders/order-list-filters';
import { printAgain } from '@/features/printing/public';
import { printOrder } from '@/features/receipts/public';
import type { TAdminKey } from '@/i18n/catalogs';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { OrderListFilterBar } from './order-list-filter-bar';
import { OrdersTable } from './orders-table';

/** What differs between the two lists. */
const ORDER_LIST_SCREENS: Record<TOrderKind, { title: TAdminKey; loadError: TAdminKey; newOrder: string }> = {
  MENU: { title: 'orders.menuTitle', loadError: 'orders.menuLoadFailed', newOrder: adminPaths.newOrder },
  BUFFET: {
    title: 'orders.buffetTitle',
    loadError: 'orders.buffetLoadFailed',
    newOrder: `${adminPaths.newOrder}?kind=buffet`,
  },
};

/**
 * The filters from the URL (?from=&to=&q=&page=), and a setter that writes them back: a change of days
 * or search goes back to page 1. Each change is a history entry, so Back undoes it.
 */
function useOrderListFilters() {
  const [params, setParams] = useSearchParams();
  // Read per render: a screen left open past midnight moves on to the new day by itself.
  const today = restaurantToday();
  const filters = useMemo(() => readFilters(params, today), [params, today]);
  const update = useCallback(
    (change: Partial<TOrderListFilters>) =>
      setParams((current) => {
        const now = restaurantToday();
        const base = readFilters(current, now);
        const page = change.page ?? 1;
        return writeFilters({ ...base, ...change, page }, now);
      }),
    [setParams],
  );
  return { filters, today, update };
}

/**
 * /admin/orders and /admin/buffet-orders (spec sections 2 and 4): one page of the orders of
 * the chosen days (today by default) and search, grouped Active, Done/Delivered and Cancelled (NEW ones
 * are on the incoming screen), a status choice and a Print button per row. A line says which rows of how
 * many and which days are shown, so the window and the page size are never a silent cut.
 */
export function OrderListScreen({ kind }: { kind: TOrderKind }) {
  const t = useAdminT();
  const screen = ORDER_LIST_SCREENS[kind];
  const title = t(screen.title);
  const loadError = t(screen.loadError);
  const { filters, today, update } = useOrderListFilters();
  const query = useMemo(() => ({ ...filters, pageSize: ORDER_LIST_PAGE_SIZE }), [filters]);
  const orders = useAdminOrders(kind, query);
  const updateStatus = useUpdateOrderStatus(kind, query);
  const [printing, setPrinting] = useState<ReadonlySet<string>>(() => new Set());
  const queryClient = useQueryClient();
  const page = orders.data;
  const groups = useMemo(() => groupOrders(page?.items ?? []), [page]);
  const pages = page ? pageCount(page.total, page.pageSize) : 1;

  useEffect(() => {
    if (orders.isError) notifyError(orders.error, loadError);
  }, [orders.isError, orders.error, loadError]);

  // A page past the end (fewer orders than when the link was made): show the last one instead.
  useEffect(() => {
    if (page && !orders.isPlaceholderData && page.total > 0 && filters.page > pages) update({ page: pages });
  }, [page, orders.isPlaceholderData, filters.page, pages, update]);

  const onStatusChange = (order: TAdminOrder, status: TStatusChoice) => {
    if (status !== order.status) updateStatus.mutate({ id: order.id, status });
  };

  const onPrint = async (order: TAdminOrder) => {
    setPrinting((current) => new Set(current).add(order.id));
    try {
      // With a network printer the server prints it again; without one, this device does.
      const route = await printAgain(queryClient, order, () => printOrder(order));
      if (route === 'server') {
        notifySuccess(t('orderList.printSent'));
        // Its badge turns to "Queued for printer".
        void queryClient.invalidateQueries({ queryKey: [...ADMIN_ORDERS_KEY, kind] });
      }
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
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Button component={Link} to={screen.newOrder}>
          {t('orderList.newOrder')}
        </Button>
      </Group>

      <OrderListFilterBar filters={filters} today={today} onChange={update} />

      {orders.isError && !page ? (
        <ErrorAlert
          title={loadError}
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : !page ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('orders.loading')} size="sm" />
        </Center>
      ) : (
        <>
          <Group justify="space-between" gap="xs" aria-busy={orders.isPlaceholderData}>
            <Text size="sm" c="dimmed" role="status">
              {page.total === 0
                ? formatDays(page.from, page.to)
                : t('orderList.showing', {
                    ...pageWindow(page.page, page.pageSize, page.total),
                    total: page.total,
                    days: formatDays(page.from, page.to),
                  })}
            </Text>
            {orders.isFetching && <Loader size="xs" aria-hidden="true" />}
          </Group>

          {page.total === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              {filters.q ? t('orderList.noMatch', { q: filters.q }) : t('orderList.noOrders')}
            </Text>
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
                    <Badge
                      variant="light"
                      color="gray"
                      aria-label={t('orders.count', { count: rows.length })}
                    >
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

          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={Math.min(filters.page, pages)}
                onChange={(next) => update({ page: next })}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t('orderList.previousPage') }
                    : control === 'next'
                      ? { 'aria-label': t('orderList.nextPage') }
                      : {}
                }
                getItemProps={(number) => ({ 'aria-label': t('orderList.page', { number }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
