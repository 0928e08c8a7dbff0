import { API } from '@app/shared/api-paths';
import {
  type TAssignCourier,
  type TCourier,
  type TCourierDelivery,
  ZCourierDeliveriesSchema,
  ZCourierDeliverySchema,
  ZCouriersSchema,
} from '@app/shared/couriers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_KEY } from '@/features/orders/public';
import { apiGet, apiPut } from '@/lib/api-client';

/** Dispatch reads the orders: under the orders' key, so the back office's live events refresh it too. */
export const DISPATCH_KEY = [...ADMIN_ORDERS_KEY, 'dispatch'] as const;

/** Staff's screen asks again every 30 s besides the live events: a courier's steps change it. */
const DISPATCH_REFRESH_MS = 30_000;

/** GET /api/admin/dispatch: every confirmed delivery not yet delivered, assigned or not, in the order due. */
export function dispatchQueryOptions() {
  return queryOptions({
    queryKey: [...DISPATCH_KEY, 'deliveries'],
    queryFn: ({ signal }): Promise<TCourierDelivery[]> =>
      apiGet(API.adminDispatch, { schema: ZCourierDeliveriesSchema, signal }),
  });
}

export function useDispatch() {
  return useQuery({ ...dispatchQueryOptions(), refetchInterval: DISPATCH_REFRESH_MS });
}

/** GET /api/admin/couriers: the courier accounts, how many deliveries each has, their open shift. */
export function couriersQueryOptions() {
  return queryOptions({
    queryKey: [...DISPATCH_KEY, 'couriers'],
    queryFn: ({ signal }): Promise<TCourier[]> =>
      apiGet(API.adminCouriers, { schema: ZCouriersSchema, signal }),
  });
}

export function useCouriers() {
  return useQuery({ ...couriersQueryOptions(), refetchInterval: DISPATCH_REFRESH_MS });
}

/**
 * PUT /api/admin/orders/{id}/courier (by the order's kind): the courier who takes a delivery (null:
 * nobody) and, when given, the bags. Dispatch and the couriers' counts are read again after.
 */
export function useAssignCourier() {
  const queryClient = useQueryClient();
  const listKey = dispatchQueryOptions().queryKey;
  const patch = (orderId: string, change: Partial<TCourierDelivery>) =>
    queryClient.setQueryData(listKey, (list) =>
      list?.map((delivery) => (delivery.orderId === orderId ? { ...delivery, ...change } : delivery)),
    );
  return useMutation({
    mutationFn: ({ delivery, body }: { delivery: TCourierDelivery; body: TAssignCourier }) =>
      apiPut(API.adminOrderCourierOf(delivery.kind, delivery.orderId), {
        body,
        schema: ZCourierDeliverySchema,
      }),
    // The select shows the choice at once; a refusal reads the list again, which puts it back.
    onMutate: async ({ delivery, body }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      patch(delivery.orderId, {
        courierId: body.courierId,
        ...(body.bags === undefined ? {} : { bags: body.bags }),
      });
    },
    onSuccess: (updated) => patch(updated.orderId, updated),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISPATCH_KEY }),
  });
}
