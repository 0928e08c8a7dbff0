import { type TAdminOrder, ZAdminOrderSchema } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TStatusChoice } from '@/features/orders/order-groups';
import { tAdmin } from '@/i18n/i18n';
import { apiGet, apiPatch } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import type { TOrderKind } from './get-order';

/** A kitchen screen left open should pick up changes made elsewhere. */
export const ORDER_LIST_REFRESH_MS = 30_000;

/** GET /api/admin/orders or /api/admin/buffet-orders: the last 30 days, newest first. */
export function getAdminOrders(kind: TOrderKind, signal?: AbortSignal): Promise<TAdminOrder[]> {
  return apiGet(API.adminOrdersOf(kind), {
    schema: z.array(ZAdminOrderSchema),
    signal,
  });
}

/** Both order lists (menu and buffet) share this prefix. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export function adminOrdersQueryOptions(kind: TOrderKind) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, kind],
    queryFn: ({ signal }) => getAdminOrders(kind, signal),
    refetchInterval: ORDER_LIST_REFRESH_MS,
  });
}

export function useAdminOrders(kind: TOrderKind) {
  return useQuery(adminOrdersQueryOptions(kind));
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
export function useUpdateOrderStatus(kind: TOrderKind) {
  const queryClient = useQueryClient();
  const { queryKey } = adminOrdersQueryOptions(kind);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TStatusChoice }) =>
      updateOrderStatus(kind, id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (orders) =>
        orders?.map((order) => (order.id === id ? { ...order, status } : order)),
      );
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (orders) =>
        orders?.map((order) => (order.id === updated.id ? updated : order)),
      );
      notifySuccess(tAdmin('orders.statusUpdated'));
    },
    onError: (error) => {
      notifyError(error, tAdmin('common.updateStatusFailed'));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
