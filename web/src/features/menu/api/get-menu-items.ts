import { API } from '@app/shared/api-paths';
import { type TMenuItem, ZMenuItemSchema } from '@app/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZMenuItemListSchema = z.array(ZMenuItemSchema);

export function getMenuItems(signal?: AbortSignal): Promise<TMenuItem[]> {
  return apiGet(API.menuItems, { schema: ZMenuItemListSchema, signal });
}

export function menuItemsQueryOptions() {
  return queryOptions({
    queryKey: ['menu-items'],
    queryFn: ({ signal }) => getMenuItems(signal),
    staleTime: 60_000,
  });
}

export function useMenuItems() {
  return useQuery(menuItemsQueryOptions());
}
