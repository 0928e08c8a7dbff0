import { type TAccountOrder, ZAccountOrdersSchema } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from './get-me';

/** GET /api/account/orders: every order made with the account's email, guest orders too, newest first. */
export function accountOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'orders'] as const,
    queryFn: ({ signal }): Promise<TAccountOrder[]> =>
      apiGet(PUBLIC_API.accountOrders, { schema: ZAccountOrdersSchema, signal }),
  });
}

export function useAccountOrders() {
  return useQuery(accountOrdersQueryOptions());
}
