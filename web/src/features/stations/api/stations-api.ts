import { API } from '@app/shared/api-paths';
import { type TStation, type ZStationInputSchema, ZStationSchema } from '@app/shared/kitchen';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export type TStationBody = z.output<typeof ZStationInputSchema>;

/** GET /api/admin/stations: the kitchen's stations in their order, with their printers. */
export function stationsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stations'],
    queryFn: ({ signal }): Promise<TStation[]> =>
      apiGet(API.adminStations, { schema: z.array(ZStationSchema), signal }),
  });
}

export function useStations() {
  return useQuery(stationsQueryOptions());
}

function useInvalidateStations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stationsQueryOptions().queryKey });
}

/** POST /api/admin/stations */
export function useCreateStation() {
  const invalidate = useInvalidateStations();
  return useMutation({
    mutationFn: (body: TStationBody): Promise<TStation> =>
      apiPost(API.adminStations, { body, schema: ZStationSchema }),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/stations/{id}: name, target time and printers as sent. */
export function useUpdateStation() {
  const invalidate = useInvalidateStations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TStationBody }): Promise<TStation> =>
      apiPut(API.adminStation(id), { body, schema: ZStationSchema }),
    onSuccess: invalidate,
  });
}

/**
 * DELETE /api/admin/stations/{id}: 204. Its categories and items fall back to no station on the server,
 * so `onDeleted` lets the caller refresh what shows them.
 */
export function useDeleteStation(onDeleted?: () => Promise<unknown>) {
  const invalidate = useInvalidateStations();
  return useMutation({
    mutationFn: (id: number) => apiDelete<void>(API.adminStation(id)),
    onSuccess: () => Promise.all([invalidate(), onDeleted?.()]),
  });
}
