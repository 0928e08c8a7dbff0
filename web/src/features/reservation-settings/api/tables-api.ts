import { API } from '@app/shared/api-paths';
import { type TTable, type TTableInput, ZTableSchema } from '@app/shared/reservation-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export type { TTable, TTableInput };

/** The tables and the booking rules share a root: a change to either reads what depends on both. */
export const RESERVATION_SETUP_KEY = ['admin', 'reservation-setup'] as const;
export const TABLES_KEY = [...RESERVATION_SETUP_KEY, 'tables'] as const;

/** GET /api/admin/tables: every table, active or not, by name. */
export function tablesQueryOptions() {
  return queryOptions({
    queryKey: TABLES_KEY,
    queryFn: ({ signal }): Promise<TTable[]> =>
      apiGet(API.adminTables, { schema: z.array(ZTableSchema), signal }),
  });
}

export function useTables(enabled = true) {
  return useQuery({ ...tablesQueryOptions(), enabled });
}

/** A table's change also changes the other side of its pairs (joinable is symmetric): the list is read again. */
function useInvalidateTables() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TABLES_KEY });
}

export function useCreateTable() {
  const invalidate = useInvalidateTables();
  return useMutation({
    mutationKey: TABLES_KEY,
    mutationFn: (body: TTableInput): Promise<TTable> =>
      apiPost(API.adminTables, { body, schema: ZTableSchema }),
    onSettled: invalidate,
  });
}

export function useUpdateTable() {
  const invalidate = useInvalidateTables();
  return useMutation({
    mutationKey: TABLES_KEY,
    mutationFn: ({ id, body }: { id: number; body: TTableInput }): Promise<TTable> =>
      apiPut(API.adminTable(id), { body, schema: ZTableSchema }),
    onSettled: invalidate,
  });
}

export function useDeleteTable() {
  const invalidate = useInvalidateTables();
  return useMutation({
    mutationKey: TABLES_KEY,
    mutationFn: async (id: number): Promise<void> => {
      await apiDelete<void>(API.adminTable(id));
    },
    onSettled: invalidate,
  });
}
