import { API } from '@app/shared/api-paths';
import { type TReservation, ZReservationSchema } from '@app/shared/reservations';
import type { TReservationUpdate } from '@app/shared/staff-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { RESERVATIONS_KEY } from './get-reservations';

/** PUT /api/admin/reservations/{id}: the whole booking as it should be now (any status). */
export function updateReservation({
  id,
  body,
}: {
  id: string;
  body: TReservationUpdate;
}): Promise<TReservation> {
  return apiPut(API.adminReservation(id), { body, schema: ZReservationSchema });
}

export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
