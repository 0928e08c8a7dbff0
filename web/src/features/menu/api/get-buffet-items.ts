import { type TBuffetItem, ZBuffetItemSchema } from '@app/shared/catalog';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZBuffetItemListSchema = z.array(ZBuffetItemSchema);

export function getBuffetItems(signal?: AbortSignal): Promise<TBuffetItem[]> {
  return apiGet(PUBLIC_API.buffetItems, { schema: ZBuffetItemListSchema, signal });
}

export function buffetItemsQueryOptions() {
  return queryOptions({
    queryKey: ['buffet-items'],
    queryFn: ({ signal }) => getBuffetItems(signal),
    staleTime: 60_000,
  });
}

export function useBuffetItems() {
  return useQuery(buffetItemsQueryOptions());
}
