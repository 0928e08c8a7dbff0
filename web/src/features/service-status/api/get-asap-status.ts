import type { TOrderType } from '@app/shared/enums';
import type { THoursStatus } from '@app/shared/orders';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * Whether an ASAP order (of `orderType`, else of any type the restaurant takes) could be placed now, and
 * if not why and when next (GET /api/public/hours/status?asap=true: the rules the order's placement
 * applies), in the diner's language. Read without a schema: it only words notices and the home page's
 * lead. `fresh`: asked again whenever the asking component mounts (the cart drawer, at each opening).
 */
/** The query's key: for `orderType`, or for any type the restaurant takes (the pages' data brings that one). */
export const asapStatusQueryKey = (orderType?: TOrderType) => ['public', 'asap-status', orderType ?? null];

export function useAsapStatus(orderType?: TOrderType, { fresh = false } = {}): THoursStatus | undefined {
  return useQuery({
    queryKey: asapStatusQueryKey(orderType),
    queryFn: ({ signal }) =>
      apiGet<THoursStatus>(PUBLIC_API.publicHoursStatus, {
        query: orderType ? { orderType, asap: 'true' } : { asap: 'true' },
        signal,
      }),
    staleTime: fresh ? 0 : 30_000,
    refetchOnMount: fresh ? 'always' : true,
    refetchInterval: 60_000,
  }).data;
}
