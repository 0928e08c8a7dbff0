import { PUBLIC_API } from '@app/shared/public-api-paths';
import { type TPublicCategory, ZPublicCategorySchema } from '@app/shared/public-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZCategoryListSchema = z.array(ZPublicCategorySchema);

/** The visible menu categories in the menu's order, named in the diner's language. */
export function getCategories(signal?: AbortSignal): Promise<TPublicCategory[]> {
  return apiGet(PUBLIC_API.categories, { schema: ZCategoryListSchema, signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
