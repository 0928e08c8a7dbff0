import { API } from '@app/shared/api-paths';
import { type TAdminRestaurantInfo, ZAdminRestaurantInfoSchema } from '@app/shared/restaurant-texts';
import { setRestaurantTimeZone } from '@app/shared/zoned-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/restaurant-info: the info the back office edits (404 until it is set up). */
export async function getAdminRestaurantInfo(signal?: AbortSignal): Promise<TAdminRestaurantInfo> {
  const info = await apiGet(API.adminRestaurantInfo, { schema: ZAdminRestaurantInfoSchema, signal });
  setRestaurantTimeZone(info.timeZone);
  return info;
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
