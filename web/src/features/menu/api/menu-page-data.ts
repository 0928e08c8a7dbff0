import type { TLanguage } from '@app/shared/languages';
import { MENU_PAGE_DATA_ID, ZMenuPageDataSchema } from '@app/shared/menu-page-data';
import type { QueryClient } from '@tanstack/react-query';
import { readPageJson } from '@/lib/page-json';
import { buffetItemsQueryOptions } from './get-buffet-items';
import { categoriesQueryOptions } from './get-categories';
import { menuItemsQueryOptions } from './get-menu-items';

/**
 * The menu's lists (items, buffet, categories) from /menu's HTML (the server writes them there, shared menu-page-data.ts) as the
 * lists' queries' data, checked as an answer of the API is, so the first cards are drawn without asking
 * for them. Only when they are in the page's `language`; the element is removed either way (a later visit
 * of the page within the app asks the API). Whether they were used.
 */
export function seedMenuFromPage(queryClient: QueryClient, language: TLanguage): boolean {
  const data = readPageJson(MENU_PAGE_DATA_ID, ZMenuPageDataSchema);
  if (!data || data.language !== language) return false;
  queryClient.setQueryData(menuItemsQueryOptions().queryKey, data.menuItems);
  queryClient.setQueryData(buffetItemsQueryOptions().queryKey, data.buffetItems);
  if (data.categories) queryClient.setQueryData(categoriesQueryOptions().queryKey, data.categories);
  return true;
}
