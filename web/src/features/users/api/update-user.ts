import { API } from '@app/shared/api-paths';
import { type TUser, type ZUpdateUserSchema, ZUserSchema } from '@app/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiPut } from '@/lib/api-client';
import { usersQueryOptions } from './get-users';

export type TUpdateUserBody = z.output<typeof ZUpdateUserSchema>;

/** PUT /api/admin/users/{id}: the password changes only when one is sent. */
export function updateUser({ id, body }: { id: number; body: TUpdateUserBody }): Promise<TUser> {
  return apiPut(API.adminUser(id), { body, schema: ZUserSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
