import { API } from '@app/shared/api-paths';
import { type TKitchenStation, ZKitchenStationSchema } from '@app/shared/kitchen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

/** GET /api/kitchen/stations: the stations to choose from, in the owner's order. */
export function getKitchenStations(signal?: AbortSignal): Promise<TKitchenStation[]> {
  return apiGet(API.kitchenStations, { schema: z.array(ZKitchenStationSchema), signal });
}

export function kitchenStationsQueryOptions() {
  return queryOptions({
    queryKey: ['kitchen-stations'],
    queryFn: ({ signal }) => getKitchenStations(signal),
  });
}

/** The stations change rarely: read again every few minutes, so a renamed or new one shows up. */
export function useKitchenStations() {
  return useQuery({ ...kitchenStationsQueryOptions(), refetchInterval: 5 * 60_000 });
}
