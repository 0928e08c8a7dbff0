import {
  type QueryClient,
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod/mini';
import { buffetItemsQueryOptions, menuItemsQueryOptions } from '@/features/menu/public';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

/** Every back-office catalogue list lives under this key. */
export const CATALOG_ADMIN_QUERY_KEY = ['admin', 'catalog'] as const;

/**
 * After any catalogue write: all three admin lists (a food item's name and description show in the
 * menu and buffet rows too) and the public menu and buffet, so /menu shows the change at once.
 */
export function invalidateCatalog(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CATALOG_ADMIN_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: menuItemsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: buffetItemsQueryOptions().queryKey }),
  ]);
}

function catalogListQueryOptions<TItem>(name: string, path: string, schema: z.ZodMiniType<TItem[]>) {
  return queryOptions({
    queryKey: [...CATALOG_ADMIN_QUERY_KEY, name],
    queryFn: ({ signal }) => apiGet(path, { schema, signal }),
  });
}

interface TCatalogPaths {
  /** GET (list) and POST (create), e.g. API.adminFoodItems. */
  list: string;
  /** PUT (update) and DELETE, e.g. API.adminFoodItem. */
  item: (id: number) => string;
}

/**
 * The four calls of one back-office catalogue list (GET/POST on the list, PUT/DELETE on an item; spec
 * section 7). Food, menu and buffet items differ only in paths and shapes, so each is declared once
 * (catalog-apis.ts) and the hooks below serve all three.
 */
export function catalogResource<TItem extends { id: number }, TBody>(
  /** Names the list's query and mutations, e.g. 'food-items'. */
  name: string,
  paths: TCatalogPaths,
  /** The answer's shape for one item. */
  schema: z.ZodMiniType<TItem>,
) {
  const listSchema = z.array(schema);
  const mutationKey: readonly unknown[] = [...CATALOG_ADMIN_QUERY_KEY, name];

  const listQueryOptions = () => catalogListQueryOptions(name, paths.list, listSchema);

  const create = (body: TBody): Promise<TItem> => apiPost(paths.list, { body, schema });
  const update = ({ id, body }: { id: number; body: TBody }): Promise<TItem> =>
    apiPut(paths.item(id), { body, schema });
  // 204 on success; 409 when a food item is still used (the server's message says where).
  const remove = async (id: number): Promise<void> => {
    await apiDelete<void>(paths.item(id));
  };

  return { mutationKey, listQueryOptions, create, update, remove };
}

export type TCatalogResource<TItem extends { id: number }, TBody> = {
  mutationKey: readonly unknown[];
  listQueryOptions: () => ReturnType<typeof catalogListQueryOptions<TItem>>;
  create: (body: TBody) => Promise<TItem>;
  update: (variables: { id: number; body: TBody }) => Promise<TItem>;
  remove: (id: number) => Promise<void>;
};

export function useCatalogList<TItem extends { id: number }, TBody>(
  resource: TCatalogResource<TItem, TBody>,
) {
  return useQuery(resource.listQueryOptions());
}

function useCatalogMutation<TVariables, TResult>(
  mutationKey: readonly unknown[],
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    // Also after a failure: a 404 means someone else removed the row, so the list should show that.
    onSettled: () => invalidateCatalog(queryClient),
  });
}

export function useCreateCatalogItem<TItem extends { id: number }, TBody>(
  resource: TCatalogResource<TItem, TBody>,
) {
  return useCatalogMutation(resource.mutationKey, resource.create);
}

export function useUpdateCatalogItem<TItem extends { id: number }, TBody>(
  resource: TCatalogResource<TItem, TBody>,
) {
  return useCatalogMutation(resource.mutationKey, resource.update);
}

export function useRemoveCatalogItem<TItem extends { id: number }, TBody>(
  resource: TCatalogResource<TItem, TBody>,
) {
  return useCatalogMutation(resource.mutationKey, resource.remove);
}

/** True while any write of this list is under way (dialogs stay open until it ends). */
export function useCatalogWriting<TItem extends { id: number }, TBody>(
  resource: TCatalogResource<TItem, TBody>,
) {
  return useIsMutating({ mutationKey: resource.mutationKey }) > 0;
}
