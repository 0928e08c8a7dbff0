import { API } from '@app/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { printersQueryOptions } from './get-printers';

/** DELETE /api/admin/printers/{id}: 204. */
export async function deletePrinter(id: number): Promise<void> {
  await apiDelete<void>(API.adminPrinter(id));
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}
