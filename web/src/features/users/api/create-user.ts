import { API } from '@app/shared/api-paths';
import { type TUser, type ZCreateUserSchema, ZUserSchema } from '@app/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiPost } from '@/lib/api-client';
import { usersQueryOptions } from './get-users';

export type TCreateUserBody = z.output<typeof ZCreateUserSchema>;

/** POST /api/admin/users */
export function createUser(body: TCreateUserBody): Promise<TUser> {
  return apiPost(API.adminUsers, { body, schema: ZUserSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
