import { PUBLIC_API } from '@app/shared/public-api-paths';
import {
  DEFAULT_RESTAURANT_NAME,
  type TRestaurantInfo,
  ZRestaurantInfoSchema,
} from '@app/shared/restaurant-info';
import { setRestaurantTimeZone } from '@app/shared/zoned-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { ApiError, apiGet } from '@/lib/api-client';

/** The current restaurant info, or null when none has been entered yet (the server answers 404). */
export async function getRestaurantInfo(signal?: AbortSignal): Promise<TRestaurantInfo | null> {
  try {
    const info = await apiGet(PUBLIC_API.restaurantInfoCurrent, { schema: ZRestaurantInfoSchema, signal });
    // The restaurant's clock for every date and time shown from now on (shared zoned-time.ts).
    setRestaurantTimeZone(info.timeZone);
    return info;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Loaded once for the whole site (spec section 4): never stale, never collected. */
export function restaurantInfoQueryOptions() {
  return queryOptions({
    queryKey: ['restaurant-info', 'current'],
    queryFn: ({ signal }) => getRestaurantInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export interface TRestaurantInfoState {
  /** null while loading, after a failure, or when no info exists. */
  info: TRestaurantInfo | null;
  /** The name to show: the restaurant's, or the default while it is missing. */
  name: string;
  /** True until the first answer (and again while retrying after a failure). */
  loading: boolean;
  /** The failure's message, or null. */
  error: string | null;
  refetch: () => void;
}

/** Restaurant info state of spec section 4: loading, loaded or failed with a message, plus a refetch. */
export function useRestaurantInfo(): TRestaurantInfoState {
  const query = useQuery(restaurantInfoQueryOptions());
  const info = query.data ?? null;
  return {
    info,
    name: info?.name || DEFAULT_RESTAURANT_NAME,
    loading: query.isPending,
    error: query.isError ? query.error.message || t('site.info.loadFailed') : null,
    refetch: () => {
      void query.refetch();
    },
  };
}
