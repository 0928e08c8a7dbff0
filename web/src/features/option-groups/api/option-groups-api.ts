import { API } from '@app/shared/api-paths';
import {
  type TOptionGroup,
  type TOptionGroupInput,
  type ZOptionGroupInputSchema,
  ZOptionGroupSchema,
} from '@app/shared/dish-options';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { invalidateCatalog } from '@/features/catalog-admin/public';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

/** What the dialog sends: the shared input schema's output (names trimmed, price differences as typed). */
export type TOptionGroupBody = z.output<typeof ZOptionGroupInputSchema>;
export type { TOptionGroup, TOptionGroupInput };

const ZListSchema = z.array(ZOptionGroupSchema);

/** Under the back office's catalogue key, so a catalogue write reads the groups again too. */
const OPTION_GROUPS_KEY = ['admin', 'catalog', 'option-groups'] as const;

/** GET /api/admin/option-groups: every option group with its options in order. */
export function optionGroupsQueryOptions() {
  return queryOptions({
    queryKey: OPTION_GROUPS_KEY,
    queryFn: ({ signal }): Promise<TOptionGroup[]> =>
      apiGet(API.adminOptionGroups, { schema: ZListSchema, signal }),
  });
}

export function useOptionGroups(enabled = true) {
  return useQuery({ ...optionGroupsQueryOptions(), enabled });
}

/**
 * After a change: the groups, the menu and buffet items (their groups, in the back office and on the
 * public menu, where a deleted group disappears from its dishes).
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OPTION_GROUPS_KEY }),
      invalidateCatalog(queryClient),
    ]);
}

export function useCreateOptionGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: OPTION_GROUPS_KEY,
    mutationFn: (body: TOptionGroupBody): Promise<TOptionGroup> =>
      apiPost(API.adminOptionGroups, { body, schema: ZOptionGroupSchema }),
    onSettled: invalidate,
  });
}

export function useUpdateOptionGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: OPTION_GROUPS_KEY,
    mutationFn: ({ id, body }: { id: number; body: TOptionGroupBody }): Promise<TOptionGroup> =>
      apiPut(API.adminOptionGroup(id), { body, schema: ZOptionGroupSchema }),
    onSettled: invalidate,
  });
}

/** Removes the group from every dish that uses it; past orders keep their own copy of the options. */
export function useDeleteOptionGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: OPTION_GROUPS_KEY,
    mutationFn: async (id: number): Promise<void> => {
      await apiDelete<void>(API.adminOptionGroup(id));
    },
    onSettled: invalidate,
  });
}

/** PUT /api/admin/options/{id}/sold-out-today: answers the option's group as saved. */
export function setOptionSoldOut({ id, soldOut }: { id: number; soldOut: boolean }): Promise<TOptionGroup> {
  return apiPut(API.adminOptionSoldOut(id), { body: { soldOut }, schema: ZOptionGroupSchema });
}

/**
 * Switches an option sold out for today. The answer (its group) goes straight into the list, then the
 * groups, the public menu (an option shown unavailable) and `alsoInvalidate` (a history) are read again.
 */
export function useSetOptionSoldOut(alsoInvalidate: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: [...OPTION_GROUPS_KEY, 'sold-out'],
    mutationFn: setOptionSoldOut,
    onSuccess: (saved) => {
      queryClient.setQueryData<TOptionGroup[]>(OPTION_GROUPS_KEY, (list) =>
        list?.map((group) => (group.id === saved.id ? saved : group)),
      );
    },
    onSettled: () =>
      Promise.all([
        invalidate(),
        ...alsoInvalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
