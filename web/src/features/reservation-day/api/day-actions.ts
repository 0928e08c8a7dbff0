import { API } from '@app/shared/api-paths';
import type { TWalkIn } from '@app/shared/reservation-day';
import { type TReservation, ZReservationSchema } from '@app/shared/reservations';
import type { TReservationUpdate } from '@app/shared/staff-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  assignTables,
  markArrival,
  RESERVATIONS_KEY,
  updateReservationStatus,
} from '@/features/reservations/public';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

/**
 * What staff do from the day view, each through the existing routes: the tables of a booking, its time
 * (the whole booking as it is, with the new time), no-show, arrived, and a walk-in. Every success refetches
 * the reservations' lists and the day.
 */

/** POST /api/admin/reservations/walk-in: 409 NO_TABLE when no table is free (then `tableIds: []`). */
export function walkIn(body: TWalkIn): Promise<TReservation> {
  return apiPost(API.adminReservationWalkIn, { body, schema: ZReservationSchema });
}

/**
 * A new time on the same day: the staff update takes the whole booking, so it is read first (the day's
 * list) and sent back with only the time changed.
 */
export async function moveToTime({ id, date, time }: { id: string; date: string; time: string }) {
  const list = await apiGet(API.adminReservations, { query: { date }, schema: z.array(ZReservationSchema) });
  const booking = list.find((r) => r.id === id);
  if (!booking) throw new Error('gone');
  const body: TReservationUpdate = {
    customerInfo: booking.customerInfo,
    reservationDateTime: `${date}T${time}`,
    numberOfPeople: booking.numberOfPeople,
    specialRequests: booking.specialRequests,
    status: booking.status,
  };
  return apiPut(API.adminReservation(id), { body, schema: ZReservationSchema });
}

export function markNoShow(id: string): Promise<TReservation> {
  return updateReservationStatus({ id, status: 'NO_SHOW' });
}

function useDayMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}

export const useWalkIn = () => useDayMutation(walkIn);
/** The tables of a booking: 409 TABLE_TAKEN names the table (the list's own call, assignTables). */
export const useMoveToTables = () => useDayMutation(assignTables);
export const useMoveToTime = () => useDayMutation(moveToTime);
export const useMarkNoShow = () => useDayMutation(markNoShow);
/** Arrived, or a mistaken tap taken back: the list's own call (markArrival). */
export const useSetArrived = () => useDayMutation(markArrival);
