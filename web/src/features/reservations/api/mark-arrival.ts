import { API } from '@app/shared/api-paths';
import { type TReservation, ZReservationSchema } from '@app/shared/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tAdmin } from '@/i18n/i18n';
import { apiDelete, apiPost } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';
import { RESERVATIONS_KEY } from './get-reservations';

export interface TArrivalChange {
  id: string;
  /** true: the party is here; false: take a mistaken tap back. */
  arrived: boolean;
}

/** POST (arrived) or DELETE (undo) /api/admin/reservations/{id}/arrived: the booking as it is now. */
export function markArrival({ id, arrived }: TArrivalChange): Promise<TReservation> {
  const path = API.adminReservationArrived(id);
  return arrived
    ? apiPost(path, { schema: ZReservationSchema })
    : apiDelete(path, { schema: ZReservationSchema });
}

/** Marks a party arrived or takes it back; every reservation list shows it, a red toast says why it failed. */
export function useMarkArrival() {
  const queryClient = useQueryClient();
  return useMutation<TReservation, unknown, TArrivalChange>({
    mutationFn: markArrival,
    onSuccess: (saved) =>
      queryClient.setQueriesData<TReservation[]>({ queryKey: RESERVATIONS_KEY }, (list) =>
        list?.map((r) => (r.id === saved.id ? { ...r, arrivedAt: saved.arrivedAt ?? null } : r)),
      ),
    onError: (error) => notifyError(error, tAdmin('reservations.arrivalFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
