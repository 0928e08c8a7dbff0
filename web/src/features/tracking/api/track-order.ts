import { API } from '@app/shared/api-paths';
import type { TOrderKind } from '@app/shared/order-kind';
import { type TTrackedOrder, ZTrackedOrderSchema } from '@app/shared/tracked-order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Spec 2: the page refreshes itself every 15 seconds. */
export const TRACKING_REFRESH_MS = 15_000;

/** Tracking is public and identified by id + email alone: sent without cookies (spec 6). */
export function trackOrder(kind: TOrderKind, orderId: string, email: string, signal?: AbortSignal) {
  return apiGet<TTrackedOrder>(API.ordersTrackOf(kind), {
    query: { orderId, email },
    credentials: 'omit',
    schema: ZTrackedOrderSchema,
    signal,
  });
}

export function trackedOrderQueryOptions(kind: TOrderKind, orderId: string, email: string) {
  return queryOptions({
    queryKey: ['tracked-order', kind, orderId, email],
    queryFn: ({ signal }) => trackOrder(kind, orderId, email, signal),
    refetchInterval: TRACKING_REFRESH_MS,
  });
}

export function useTrackedOrder(kind: TOrderKind, orderId: string, email: string) {
  return useQuery(trackedOrderQueryOptions(kind, orderId, email));
}
