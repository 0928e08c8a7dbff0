import { API } from '@app/shared/api-paths';
import type { TReservationStatus } from '@app/shared/enums';
import { type TReservation, ZReservationSchema } from '@app/shared/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  statusChangedMessage,
  type TSettableStatus,
  withStatus,
} from '@/features/reservations/reservation-list';
import { tAdmin } from '@/i18n/i18n';
import { apiPatch } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { RESERVATIONS_KEY } from './get-reservations';

export interface TStatusChange {
  id: string;
  status: TSettableStatus;
}

/** PATCH /api/admin/reservations/{id}/status */
export function updateReservationStatus({ id, status }: TStatusChange): Promise<TReservation> {
  return apiPatch(API.adminReservationStatus(id), { body: { status }, schema: ZReservationSchema });
}

type TSnapshot = [readonly unknown[], TReservation[] | undefined][];

/**
 * Spec 4: the new status shows at once (every cached list), 'Reservation <status>' once the server
 * agrees; on a failure the lists go back to what they were and a red toast says why.
 */
export function useUpdateReservationStatus() {
  const queryClient = useQueryClient();
  return useMutation<TReservation, unknown, TStatusChange, { snapshot: TSnapshot }>({
    mutationFn: updateReservationStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: RESERVATIONS_KEY });
      const snapshot = queryClient.getQueriesData<TReservation[]>({ queryKey: RESERVATIONS_KEY });
      queryClient.setQueriesData<TReservation[]>({ queryKey: RESERVATIONS_KEY }, (list) =>
        list ? withStatus(list, id, status as TReservationStatus) : list,
      );
      return { snapshot };
    },
    onError: (error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifyError(error, tAdmin('common.updateStatusFailed'));
    },
    onSuccess: (_reservation, { status }) => notifySuccess(statusChangedMessage(status)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
