import { API } from '@app/shared/api-paths';
import { type TRestaurantInfo, ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/restaurant-info: the info the back office edits (404 until it is set up). */
export function getAdminRestaurantInfo(signal?: AbortSignal): Promise<TRestaurantInfo> {
  return apiGet(API.adminRestaurantInfo, { schema: ZRestaurantInfoSchema, signal });
}

export function adminRestaurantInfoQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'restaurant-info'],
    queryFn: ({ signal }) => getAdminRestaurantInfo(signal),
  });
}

export function useAdminRestaurantInfo() {
  return useQuery(adminRestaurantInfoQueryOptions());
}
