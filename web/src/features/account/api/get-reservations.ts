import { type TAccountReservation, ZAccountReservationsSchema } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from './get-me';

/** GET /api/account/reservations: the table bookings made with the account's email, newest first. */
export function accountReservationsQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'reservations'] as const,
    queryFn: ({ signal }): Promise<TAccountReservation[]> =>
      apiGet(PUBLIC_API.accountReservations, { schema: ZAccountReservationsSchema, signal }),
  });
}

export function useAccountReservations() {
  return useQuery(accountReservationsQueryOptions());
}
