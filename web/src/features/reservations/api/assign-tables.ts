import { API } from '@app/shared/api-paths';
import { type TReservation, ZReservationSchema } from '@app/shared/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { RESERVATIONS_KEY } from './get-reservations';

/** PUT /api/admin/reservations/{id}/tables: the tables the booking takes (none: unassigned); 409 on a clash. */
export function assignTables({ id, tableIds }: { id: string; tableIds: number[] }): Promise<TReservation> {
  return apiPut(API.adminReservationTables(id), { body: { tableIds }, schema: ZReservationSchema });
}

export function useAssignTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTables,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
