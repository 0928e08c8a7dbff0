import { API } from '@app/shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { usersQueryOptions } from './get-users';

/** DELETE /api/admin/users/{id}: 204. */
export async function deleteUser(id: number): Promise<void> {
  await apiDelete<void>(API.adminUser(id));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
