import { type TLegalInfo, ZLegalInfoSchema } from '@app/shared/legal';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The outside services that process diners' data (payment, email), from the server's configuration. */
export function getLegalInfo(signal?: AbortSignal): Promise<TLegalInfo> {
  return apiGet(PUBLIC_API.publicLegal, { schema: ZLegalInfoSchema, signal });
}

/** Fixed while the server runs: asked once per visit. */
export function legalInfoQueryOptions() {
  return queryOptions({
    queryKey: ['legal-info'],
    queryFn: ({ signal }) => getLegalInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLegalInfo() {
  return useQuery(legalInfoQueryOptions());
}
