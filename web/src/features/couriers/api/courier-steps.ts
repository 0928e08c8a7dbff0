import { API } from '@app/shared/api-paths';
import { type TCourierDelivery, ZCourierDeliverySchema } from '@app/shared/couriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { COURIER_KEY } from './courier-deliveries';

export type TCourierStep =
  | { step: 'take'; delivery: TCourierDelivery }
  | { step: 'pickedUp'; delivery: TCourierDelivery }
  /** `cashCollected`: the cash taken at the door (CHF), required for a cash order. */
  | { step: 'delivered'; delivery: TCourierDelivery; cashCollected?: number };

/**
 * A courier's step on a delivery: take a ready one (POST …/take), picked up (…/picked-up: ON_THE_WAY,
 * the diner's tracking names the courier) or delivered (…/delivered with the cash taken). Afterwards,
 * success or refusal, the phone's lists are read again: a refusal means the delivery moved on.
 */
export function useCourierStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TCourierStep): Promise<TCourierDelivery> => {
      const { orderId } = action.delivery;
      if (action.step === 'take')
        return apiPost(API.courierTake(orderId), { body: {}, schema: ZCourierDeliverySchema });
      if (action.step === 'pickedUp')
        return apiPost(API.courierPickedUp(orderId), { body: {}, schema: ZCourierDeliverySchema });
      return apiPost(API.courierDelivered(orderId), {
        body: action.cashCollected === undefined ? {} : { cashCollected: action.cashCollected },
        schema: ZCourierDeliverySchema,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: COURIER_KEY }),
  });
}
