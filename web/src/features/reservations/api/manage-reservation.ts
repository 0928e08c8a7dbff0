import {
  MANAGE_ROUTE,
  manageApiPath,
  type TManageChange,
  type TManagedReservation,
  ZManagedReservationSchema,
} from '@app/shared/reservation-manage';
import { type TAvailability, ZAvailabilitySchema } from '@app/shared/reservation-settings';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

/**
 * The guest's private link (`/reservation/manage/{token}`): the booking, its free times (its own tables
 * counted as free), a change and the cancellation. The token is the only key; the answers are never cached.
 */
export function managedReservationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reservations', 'manage', token] as const,
    queryFn: ({ signal }): Promise<TManagedReservation> =>
      apiGet(manageApiPath(MANAGE_ROUTE.reservation, token), { schema: ZManagedReservationSchema, signal }),
    // A link that names no booking stays that way: asking again would only answer the same 404.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
    // The cut-off passes while the page is open: the booking is read again after a minute.
    staleTime: 60_000,
  });
}

export function useManagedReservation(token: string) {
  return useQuery(managedReservationQueryOptions(token));
}

/** The free start times of a day for a party, counting this booking's own tables as free. */
export function useManageAvailability(token: string, question: { date: string; people: number } | null) {
  const query = useQuery({
    queryKey: ['reservations', 'manage', token, 'availability', question] as const,
    queryFn: ({ signal }): Promise<TAvailability> =>
      apiGet(manageApiPath(MANAGE_ROUTE.availability, token), {
        query: question ?? {},
        schema: ZAvailabilitySchema,
        signal,
      }),
    enabled: question !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: 1,
  });
  return { answer: query.isError ? undefined : query.data, stale: query.isPlaceholderData };
}

/** PUT: the new time and party size; the answer is the booking as it is now. */
export function useChangeReservation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TManageChange) =>
      apiPut(manageApiPath(MANAGE_ROUTE.reservation, token), {
        body: change,
        schema: ZManagedReservationSchema,
      }),
    onSuccess: (booking) => {
      client.setQueryData(managedReservationQueryOptions(token).queryKey, booking);
      void client.invalidateQueries({ queryKey: ['reservations', 'manage', token, 'availability'] });
    },
  });
}

/** POST …/cancel. */
export function useCancelReservation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost(manageApiPath(MANAGE_ROUTE.cancel, token), { body: {}, schema: ZManagedReservationSchema }),
    onSuccess: (booking) => client.setQueryData(managedReservationQueryOptions(token).queryKey, booking),
  });
}
