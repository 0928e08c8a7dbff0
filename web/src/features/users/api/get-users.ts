import { API } from '@app/shared/api-paths';
import { type TUser, ZUserSchema } from '@app/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/users */
export function getUsers(signal?: AbortSignal): Promise<TUser[]> {
  return apiGet(API.adminUsers, { schema: z.array(ZUserSchema), signal });
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
