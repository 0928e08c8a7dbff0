import type { TMenuItem } from '@app/shared/catalog';
import type { TPublicCategory } from '@app/shared/public-categories';

export interface TMenuCategoryGroup {
  /** The category's code ('THAI_CURRY'). */
  category: string;
  /** The heading diners see: the category's name in the page's language (GET /api/categories). */
  label: string;
  /** Element id of the category's section, for the quick-jump links ('thai-curry'). */
  sectionId: string;
  items: TMenuItem[];
}

export function menuCategorySectionId(category: string): string {
  return category.toLowerCase().replaceAll('_', '-');
}

/**
 * The menu as diners read it: categories in the restaurant's order with their names (`categories`, the
 * visible ones in order), empty ones left out, items in the order the server sent them. An item of a
 * category the list does not name (the list not loaded yet, or changed in between) comes after them,
 * headed by its code rather than left out.
 */
export function groupMenuItems(
  items: readonly TMenuItem[],
  categories: readonly TPublicCategory[] = [],
): TMenuCategoryGroup[] {
  const byCategory = new Map<string, TMenuItem[]>();
  for (const item of items) {
    const list = byCategory.get(item.category);
    if (list) list.push(item);
    else byCategory.set(item.category, [item]);
  }
  const group = (category: string, label: string, list: TMenuItem[]): TMenuCategoryGroup => ({
    category,
    label,
    sectionId: menuCategorySectionId(category),
    items: list,
  });
  const groups: TMenuCategoryGroup[] = [];
  for (const { code, name } of categories) {
    const list = byCategory.get(code);
    if (!list) continue;
    groups.push(group(code, name, list));
    byCategory.delete(code);
  }
  for (const [code, list] of byCategory) groups.push(group(code, code, list));
  return groups;
}
