import { API } from '@app/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { RESERVATIONS_KEY } from './get-reservations';

/** DELETE /api/admin/reservations/{id}: 204. */
export async function deleteReservation(id: string): Promise<void> {
  await apiDelete<void>(API.adminReservation(id));
}

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
