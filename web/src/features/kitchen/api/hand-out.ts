import { API } from '@app/shared/api-paths';
import { type TKitchenHandOut, type TKitchenPassOrder, ZKitchenHandOutSchema } from '@app/shared/kitchen';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { tAdmin } from '@/i18n/i18n';
import { apiPost } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { KITCHEN_KEY } from './get-tickets';

/** POST /api/kitchen/orders/{id}/hand-out: takeaway to the diner (DELIVERED), delivery to the driver. */
export function handOutOrder(orderId: string): Promise<TKitchenHandOut> {
  return apiPost(API.kitchenHandOut(orderId), { schema: ZKitchenHandOutSchema });
}

/**
 * Hands an order of the pass out, says so (or why not), and reads the kitchen's lists again, and
 * `alsoRefresh` (the back office's order lists, on the incoming screen). `onFailure` hears every refusal
 * first (the kitchen display tells its connection banner about a lost network).
 */
export function useHandOut(
  options: { alsoRefresh?: readonly QueryKey[]; onFailure?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: TKitchenPassOrder) => handOutOrder(order.orderId),
    onSuccess: (_answer, order) => {
      const ticket = tAdmin('kitchen.ticket', { kind: order.kind, number: order.orderNumber });
      notifySuccess(tAdmin('kitchen.pass.handedOut', { type: order.orderType, ticket }));
    },
    onError: (error) => {
      options.onFailure?.(error);
      notifyError(error, tAdmin('kitchen.pass.handOutFailed'));
    },
    onSettled: () =>
      Promise.all(
        [KITCHEN_KEY, ...(options.alsoRefresh ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
