import { API } from '@app/shared/api-paths';
import { type TReservationDay, ZReservationDaySchema } from '@app/shared/reservation-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESERVATIONS_KEY } from '@/features/reservations/public';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/reservations/day?date=YYYY-MM-DD: tables, bookings and seats per quarter hour. */
export function getReservationDay(date: string, signal?: AbortSignal): Promise<TReservationDay> {
  return apiGet(API.adminReservationDay, { query: { date }, schema: ZReservationDaySchema, signal });
}

/**
 * Under the reservations' key: a live event about any reservation (and every change made here, which
 * invalidates that key) refetches the day at once. The minute's polling is the fallback, as for the lists.
 */
export const dayQueryKey = (date: string) => [...RESERVATIONS_KEY, 'day', date] as const;

export function reservationDayQueryOptions(date: string) {
  return queryOptions({
    queryKey: dayQueryKey(date),
    queryFn: ({ signal }) => getReservationDay(date, signal),
    refetchInterval: 60_000,
  });
}

export function useReservationDay(date: string) {
  return useQuery(reservationDayQueryOptions(date));
}
