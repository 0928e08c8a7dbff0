import { API } from '@app/shared/api-paths';
import { ZAdminReservationSchema } from '@app/shared/reservation-guarantee';
import type { TReservation } from '@app/shared/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

export interface TReservationFilter {
  /** A restaurant-local day 'YYYY-MM-DD'; null for every day. */
  date: string | null;
}

/** GET /api/admin/reservations (?date=YYYY-MM-DD): every status, latest reservation time first. */
export function getReservations(filter: TReservationFilter, signal?: AbortSignal): Promise<TReservation[]> {
  return apiGet(API.adminReservations, {
    query: { date: filter.date },
    // With each booking's card guarantee (docs/decisions/028), when it has one.
    schema: z.array(ZAdminReservationSchema),
    signal,
  });
}

export const REFRESH_MS = 60_000;

/** The key every reservation list shares: status changes and deletes update all of them. */
export const RESERVATIONS_KEY = ['admin', 'reservations'] as const;

export function reservationsQueryOptions(filter: TReservationFilter) {
  return queryOptions({
    queryKey: [...RESERVATIONS_KEY, { date: filter.date }],
    queryFn: ({ signal }) => getReservations(filter, signal),
    // Requests confirmed on the incoming screen (here or on another device) show up without a reload.
    refetchInterval: REFRESH_MS,
  });
}

export function useReservations(filter: TReservationFilter) {
  return useQuery(reservationsQueryOptions(filter));
}
