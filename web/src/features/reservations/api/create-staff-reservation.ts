import { API } from '@app/shared/api-paths';
import { type TReservation, ZReservationSchema } from '@app/shared/reservations';
import type { TStaffReservation } from '@app/shared/staff-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { RESERVATIONS_KEY } from './get-reservations';

/** POST /api/admin/reservations: a booking taken by phone (201, the reservation). */
export function createStaffReservation(body: TStaffReservation): Promise<TReservation> {
  return apiPost(API.adminReservations, { body, schema: ZReservationSchema });
}

export function useCreateStaffReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
