import { type TMenuItem, ZMenuItemSchema } from '@app/shared/catalog';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZMenuItemListSchema = z.array(ZMenuItemSchema);

export function getMenuItems(signal?: AbortSignal): Promise<TMenuItem[]> {
  return apiGet(PUBLIC_API.menuItems, { schema: ZMenuItemListSchema, signal });
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
