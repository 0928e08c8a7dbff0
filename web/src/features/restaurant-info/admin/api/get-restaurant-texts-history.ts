import { API } from '@app/shared/api-paths';
import { type TRestaurantTextsChange, ZRestaurantTextsChangeSchema } from '@app/shared/restaurant-texts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZHistorySchema = z.array(ZRestaurantTextsChangeSchema);

/** GET /api/admin/restaurant-texts/history: the latest saves that changed the texts or the time zone. */
export function getRestaurantTextsHistory(signal?: AbortSignal): Promise<TRestaurantTextsChange[]> {
  return apiGet(API.adminRestaurantTextsHistory, { schema: ZHistorySchema, signal });
}

export function restaurantTextsHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'restaurant-texts-history'],
    queryFn: ({ signal }) => getRestaurantTextsHistory(signal),
  });
}

export function useRestaurantTextsHistory() {
  return useQuery(restaurantTextsHistoryQueryOptions());
}
