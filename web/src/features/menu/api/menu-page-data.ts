import type { TLanguage } from '@app/shared/languages';
import { MENU_PAGE_DATA_ID, ZMenuPageDataSchema } from '@app/shared/menu-page-data';
import type { QueryClient } from '@tanstack/react-query';
import { buffetItemsQueryOptions } from './get-buffet-items';
import { menuItemsQueryOptions } from './get-menu-items';

/**
 * The menu's two lists from /menu's HTML (the server writes them there, shared menu-page-data.ts) as the
 * lists' queries' data, checked as an answer of the API is, so the first cards are drawn without asking
 * for them. Only when they are in the page's `language`; the element is removed either way (a later visit
 * of the page within the app asks the API). Whether they were used.
 */
export function seedMenuFromPage(queryClient: QueryClient, language: TLanguage): boolean {
  const element = document.getElementById(MENU_PAGE_DATA_ID);
  if (!element) return false;
  element.remove();
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return false;
  }
  const parsed = ZMenuPageDataSchema.safeParse(json);
  if (!parsed.success || parsed.data.language !== language) return false;
  queryClient.setQueryData(menuItemsQueryOptions().queryKey, parsed.data.menuItems);
  queryClient.setQueryData(buffetItemsQueryOptions().queryKey, parsed.data.buffetItems);
  return true;
}
