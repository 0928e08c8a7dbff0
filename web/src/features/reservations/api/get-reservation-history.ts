import { API } from '@app/shared/api-paths';
import { type TReservationHistoryEntry, ZReservationHistorySchema } from '@app/shared/reservation-history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { RESERVATIONS_KEY } from './get-reservations';

/** GET /api/admin/reservations/{id}/history: oldest first. */
export function getReservationHistory(id: string, signal?: AbortSignal): Promise<TReservationHistoryEntry[]> {
  return apiGet(API.adminReservationHistory(id), { schema: ZReservationHistorySchema, signal });
}

/** Under the reservations' key: every change to a booking (status, arrival, time) refreshes it too. */
export function reservationHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...RESERVATIONS_KEY, 'history', id],
    queryFn: ({ signal }) => getReservationHistory(id, signal),
  });
}

export function useReservationHistory(id: string) {
  return useQuery(reservationHistoryQueryOptions(id));
}
