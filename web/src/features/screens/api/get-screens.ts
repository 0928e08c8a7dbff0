import { API } from '@app/shared/api-paths';
import { type TScreen, ZScreenSchema } from '@app/shared/unseen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

/** How often the back office looks again at the incoming screens online. */
export const SCREENS_POLL_MS = 20_000;

const ZScreensSchema = z.array(ZScreenSchema);

/** GET /api/admin/screens: the incoming screens online, most recent first. */
export function getScreens(signal?: AbortSignal): Promise<TScreen[]> {
  return apiGet(API.adminScreens, { schema: ZScreensSchema, signal });
}

export function screensQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'screens'],
    queryFn: ({ signal }) => getScreens(signal),
    refetchInterval: SCREENS_POLL_MS,
  });
}

export function useScreens() {
  return useQuery(screensQueryOptions());
}
