import { API } from '@app/shared/api-paths';
import {
  type TAdminBuffetItem,
  type TAdminMenuItem,
  ZAdminBuffetItemSchema,
  ZAdminMenuItemSchema,
} from '@app/shared/catalog';
import type { TSoldOutInput } from '@app/shared/catalog-admin';
import { type TSoldOutChange, ZSoldOutChangeSchema } from '@app/shared/service-status';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { buffetItemsApi, invalidateCatalog, menuItemsApi } from '@/features/catalog-admin/public';
import { apiGet, apiPut } from '@/lib/api-client';

/** The items a switch of this file serves; options have theirs in the option groups feature. */
export type TSoldOutKind = Exclude<TSoldOutChange['kind'], 'OPTION'>;

/** What a switch needs of an item. */
export type TSoldOutItem = { id: number; name: string; soldOutToday: boolean };

/** GET /api/admin/sold-out-today/history: the latest switches of items and options, newest first. */
export function soldOutHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'sold-out', 'history'],
    queryFn: ({ signal }) =>
      apiGet(API.adminSoldOutHistory, { schema: z.array(ZSoldOutChangeSchema), signal }),
  });
}

/** Read only while shown (`enabled`). */
export function useSoldOutHistory(enabled = true) {
  return useQuery({ ...soldOutHistoryQueryOptions(), enabled });
}

type TSetSoldOut = { kind: TSoldOutKind; id: number } & TSoldOutInput;

/** PUT /api/admin/{menu,buffet}-items/{id}/sold-out-today: answers the item as saved. */
export function setSoldOut({ kind, id, soldOut }: TSetSoldOut): Promise<TAdminMenuItem | TAdminBuffetItem> {
  const body: TSoldOutInput = { soldOut };
  return kind === 'MENU'
    ? apiPut(API.adminMenuItemSoldOut(id), { body, schema: ZAdminMenuItemSchema })
    : apiPut(API.adminBuffetItemSoldOut(id), { body, schema: ZAdminBuffetItemSchema });
}

/**
 * Switches sold out today. Nothing is shown before the server answers: its answer goes straight into the
 * back office's list (the switch shows it), then every list and the public menu are read again.
 */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'sold-out'],
    mutationFn: setSoldOut,
    onSuccess: (saved, { kind }) => {
      const key = (kind === 'MENU' ? menuItemsApi : buffetItemsApi).listQueryOptions().queryKey;
      queryClient.setQueryData(key, (list: (TAdminMenuItem | TAdminBuffetItem)[] | undefined) =>
        list?.map((item) => (item.id === saved.id ? { ...item, soldOutToday: saved.soldOutToday } : item)),
      );
    },
    onSettled: () =>
      Promise.all([
        invalidateCatalog(queryClient),
        queryClient.invalidateQueries({ queryKey: soldOutHistoryQueryOptions().queryKey }),
      ]),
  });
}
