import { API } from '@app/shared/api-paths';
import { type TKitchenPassOrder, ZKitchenPassOrderSchema } from '@app/shared/kitchen';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { KITCHEN_KEY } from './get-tickets';

/** GET /api/kitchen/pass: the orders the front still hands out, with each station's progress. */
export function getPassOrders(signal?: AbortSignal): Promise<TKitchenPassOrder[]> {
  return apiGet(API.kitchenPass, { schema: z.array(ZKitchenPassOrderSchema), signal });
}

export function passOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...KITCHEN_KEY, 'pass'],
    queryFn: ({ signal }) => getPassOrders(signal),
  });
}
