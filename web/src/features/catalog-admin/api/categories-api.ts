import { API } from '@app/shared/api-paths';
import {
  type TCategory,
  type TCategoryChange,
  type TCategoryCreate,
  type TCategoryUpdate,
  ZCategoryChangeSchema,
  ZCategorySchema,
} from '@app/shared/categories';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { categoriesQueryOptions, menuItemsQueryOptions } from '@/features/menu/public';
import { useLanguage } from '@/i18n/use-i18n';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { categoryDisplayName } from '../category-form';
import { CATALOG_ADMIN_QUERY_KEY } from './catalog-resource';

const ZListSchema = z.array(ZCategorySchema);
const ZHistorySchema = z.array(ZCategoryChangeSchema);

/** GET /api/admin/categories: every category in the menu's order, hidden ones too. */
export function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...CATALOG_ADMIN_QUERY_KEY, 'categories'],
    queryFn: ({ signal }): Promise<TCategory[]> =>
      apiGet(API.adminCategories, { schema: ZListSchema, signal }),
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

/** Each category's name in the reader's language, by code (empty until loaded): for other screens. */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const language = useLanguage();
  const { data } = useAdminCategories();
  return useMemo(
    () => new Map((data ?? []).map((category) => [category.code, categoryDisplayName(category, language)])),
    [data, language],
  );
}

/** GET /api/admin/categories/history: the latest changes, who, when, before and after. */
export function categoriesHistoryQueryOptions() {
  return queryOptions({
    queryKey: [...CATALOG_ADMIN_QUERY_KEY, 'categories', 'history'],
    queryFn: ({ signal }): Promise<TCategoryChange[]> =>
      apiGet(API.adminCategoriesHistory, { schema: ZHistorySchema, signal }),
  });
}

export function useCategoriesHistory() {
  return useQuery(categoriesHistoryQueryOptions());
}

/**
 * After a change: the list and its history (one key above both), the menu items (their order follows the
 * categories) and the public menu's categories, so /menu shows the change at once.
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: [...CATALOG_ADMIN_QUERY_KEY, 'menu-items'] }),
      queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: menuItemsQueryOptions().queryKey }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TCategoryCreate): Promise<TCategory> =>
      apiPost(API.adminCategories, { body, schema: ZCategorySchema }),
    onSettled: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: TCategoryUpdate }): Promise<TCategory> =>
      apiPut(API.adminCategory(code), { body, schema: ZCategorySchema }),
    onSettled: invalidate,
  });
}

/** 409 while menu items use it: the server's message says how many. */
export function useDeleteCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (code: string): Promise<void> => {
      await apiDelete<void>(API.adminCategory(code));
    },
    onSettled: invalidate,
  });
}
