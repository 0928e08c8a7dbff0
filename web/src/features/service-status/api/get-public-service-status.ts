import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TServiceStatus, ZServiceStatusSchema } from '@app/shared/service-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/public/service-status: whether online orders are paused (and busy mode), as it is now. */
export function getPublicServiceStatus(signal?: AbortSignal): Promise<TServiceStatus> {
  return apiGet(PUBLIC_API.publicServiceStatus, { schema: ZServiceStatusSchema, signal });
}

export function publicServiceStatusQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'service-status'],
    queryFn: ({ signal }) => getPublicServiceStatus(signal),
    // An answer a few seconds old (the page's HTML brought one, app/page-data.ts) is taken as it is; a
    // page shown later asks again. The server checks the status again when an order is placed.
    staleTime: 10_000,
    // While paused (by staff or by itself), look again each minute: the notice goes when
    // ordering resumes.
    refetchInterval: (query) =>
      query.state.data?.pausedUntil || query.state.data?.autoPaused ? 60_000 : false,
  });
}

export function usePublicServiceStatus() {
  return useQuery(publicServiceStatusQueryOptions());
}
