import { type TAccountMe, ZAccountMeSchema } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { hasDinerHint } from '../diner-hint';

/** Every answer about the signed-in diner lives under this key: signing out or in drops them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** Whether a failure says the diner's session is over (or never was). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * GET /api/account/me: the signed-in diner, or null when there is none. Without the hint cookie the
 * server is not asked at all; a 401 (the session expired or was ended elsewhere) is a plain "signed out".
 */
export async function getMe(signal?: AbortSignal): Promise<TAccountMe | null> {
  if (!hasDinerHint()) return null;
  try {
    return await apiGet(PUBLIC_API.accountMe, { schema: ZAccountMeSchema, signal });
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
}

export function accountMeQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    // Without the hint the answer is known at once: the signed-out page shows without a loading step.
    initialData: () => (hasDinerHint() ? undefined : null),
  });
}

export function useAccountMe() {
  return useQuery(accountMeQueryOptions());
}

/**
 * After signing out, deleting the account or finding the session over: the diner is known to be signed
 * out (no request), and every other answer about them is dropped from the cache.
 */
export function useForgetDiner() {
  const client = useQueryClient();
  return () => {
    client.removeQueries({
      queryKey: ACCOUNT_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'me',
    });
    client.setQueryData(accountMeQueryOptions().queryKey, null);
  };
}
