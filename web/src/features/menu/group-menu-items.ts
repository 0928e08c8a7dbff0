import type { TMenuItem } from '@app/shared/catalog';
import { MENU_CATEGORIES, type TMenuCategory } from '@app/shared/enums';
import { t } from '@/i18n/i18n';

export interface TMenuCategoryGroup {
  category: TMenuCategory;
  /** The heading diners see, in the current language ('site.menu.category.THAI_CURRY'). */
  label: string;
  /** Element id of the category's section, for the quick-jump links ('thai-curry'). */
  sectionId: string;
  items: TMenuItem[];
}

/** A category's name for diners in the current language ('Thai Curries', 'Thai-Currys'…). */
export function menuCategoryLabel(category: TMenuCategory): string {
  return t(`site.menu.category.${category}`);
}

export function menuCategorySectionId(category: TMenuCategory): string {
  return category.toLowerCase().replaceAll('_', '-');
}

/**
 * The menu as diners read it: categories in MENU_CATEGORIES order, empty ones left out, items in the
 * order the server sent them.
 */
export function groupMenuItems(items: readonly TMenuItem[]): TMenuCategoryGroup[] {
  const byCategory = new Map<TMenuCategory, TMenuItem[]>();
  for (const item of items) {
    const list = byCategory.get(item.category);
    if (list) list.push(item);
    else byCategory.set(item.category, [item]);
  }
  return MENU_CATEGORIES.flatMap((category) => {
    const list = byCategory.get(category);
    if (!list || list.length === 0) return [];
    return [
      {
        category,
        label: menuCategoryLabel(category),
        sectionId: menuCategorySectionId(category),
        items: list,
      },
    ];
  });
}
