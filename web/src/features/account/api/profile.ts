import { type TAccountProfile, ZAccountProfileSchema } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from './get-me';

/** GET /api/account/profile: the saved names, phone and addresses that fill the checkout. */
export function accountProfileQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'profile'] as const,
    queryFn: ({ signal }): Promise<TAccountProfile> =>
      apiGet(PUBLIC_API.accountProfile, { schema: ZAccountProfileSchema, signal }),
  });
}

export function useAccountProfile() {
  return useQuery(accountProfileQueryOptions());
}

/** PUT /api/account/profile: replaces the saved details; the answer is what is saved now. */
export function useSaveAccountProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: TAccountProfile) =>
      apiPut(PUBLIC_API.accountProfile, { body: profile, schema: ZAccountProfileSchema }),
    onSuccess: (saved) => client.setQueryData(accountProfileQueryOptions().queryKey, saved),
  });
}
