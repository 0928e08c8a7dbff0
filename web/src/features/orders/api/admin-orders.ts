import {
  type TAdminOrder,
  type TAdminOrderPage,
  ZAdminOrderPageSchema,
  ZAdminOrderSchema,
} from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStatusChoice } from '@/features/orders/order-groups';
import { tAdmin } from '@/i18n/i18n';
import { apiGet, apiPatch } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import type { TOrderKind } from './get-order';

/** A kitchen screen left open should pick up changes made elsewhere. */
export const ORDER_LIST_REFRESH_MS = 30_000;

/** The list a screen shows: its days, search and page (order-list-filters.ts). */
export interface TOrderListQuery {
  from: string;
  to: string;
  q: string;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/orders or /api/admin/buffet-orders?from=&to=&q=&page=&pageSize=: one page
 * of the orders created on restaurant-local days `from`..`to`, newest first, with the total and the days
 * the server read.
 */
export function getAdminOrderPage(
  kind: TOrderKind,
  query: TOrderListQuery,
  signal?: AbortSignal,
): Promise<TAdminOrderPage> {
  return apiGet(API.adminOrdersOf(kind), {
    query: {
      from: query.from,
      to: query.to,
      q: query.q || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
    schema: ZAdminOrderPageSchema,
    signal,
  });
}

/** Both order lists (menu and buffet) share this prefix. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export function adminOrdersQueryOptions(kind: TOrderKind, query: TOrderListQuery) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, kind, query],
    queryFn: ({ signal }) => getAdminOrderPage(kind, query, signal),
    refetchInterval: ORDER_LIST_REFRESH_MS,
    // Paging or a new search keeps the rows on screen until the next page is in (no flash of a spinner).
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(kind: TOrderKind, query: TOrderListQuery) {
  return useQuery(adminOrdersQueryOptions(kind, query));
}

/** PATCH …/{id}/status */
export function updateOrderStatus(kind: TOrderKind, id: string, status: TStatusChoice): Promise<TAdminOrder> {
  return apiPatch(API.adminOrderStatusOf(kind, id), {
    body: { status },
    schema: ZAdminOrderSchema,
  });
}

/**
 * Changes a status at once on screen; 'Order status updated' on success, and on failure the toast
 * plus a fresh list from the server (spec section 4).
 */
export function useUpdateOrderStatus(kind: TOrderKind, query: TOrderListQuery) {
  const queryClient = useQueryClient();
  const { queryKey } = adminOrdersQueryOptions(kind, query);
  const patchRows = (change: (order: TAdminOrder) => TAdminOrder) =>
    queryClient.setQueryData(queryKey, (page) => page && { ...page, items: page.items.map(change) });
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TStatusChoice }) =>
      updateOrderStatus(kind, id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey });
      patchRows((order) => (order.id === id ? { ...order, status } : order));
    },
    onSuccess: (updated) => {
      patchRows((order) => (order.id === updated.id ? updated : order));
      notifySuccess(tAdmin('orders.statusUpdated'));
    },
    onError: (error) => {
      notifyError(error, tAdmin('common.updateStatusFailed'));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
