import type { TOrderType } from '@app/shared/enums';
import { type TOrderSlots, ZOrderSlotsSchema } from '@app/shared/order-slots';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/public/order-slots: the dates and times the checkout's picker offers for the
 * order type (open hours with special days, the preparation time ahead, slots with room). `date`
 * left out: the first date with a time.
 */
export function getOrderSlots(orderType: TOrderType, date: string | undefined, signal?: AbortSignal) {
  return apiGet<TOrderSlots>(PUBLIC_API.publicOrderSlots, {
    query: { orderType, date },
    schema: ZOrderSlotsSchema,
    signal,
  });
}

export function orderSlotsQueryOptions(orderType: TOrderType, date: string | undefined) {
  return queryOptions({
    // ['checkout', 'order-slots'] is what a save of the restaurant info invalidates.
    queryKey: ['checkout', 'order-slots', orderType, date ?? null],
    queryFn: ({ signal }) => getOrderSlots(orderType, date, signal),
    // The date list stays on screen while another date's times load.
    placeholderData: keepPreviousData,
  });
}

export function useOrderSlots(orderType: TOrderType, date: string | undefined) {
  return useQuery(orderSlotsQueryOptions(orderType, date));
}
