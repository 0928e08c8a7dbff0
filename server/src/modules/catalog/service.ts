import type { TBuffetItem, TFoodItem, TFoodItemText, TMenuItem } from '@app/shared/catalog';
import { DEFAULT_MENU_CATEGORY, MENU_CATEGORIES, type TMenuCategory } from '@app/shared/enums';
import { LOCALE_OF, type TLanguage, type TTranslations } from '@app/shared/languages';
import type { TDb } from '../../db/client';
import { toChf } from '../../lib/money';
import { catalogRepository } from './repository';

const categoryRank = new Map<string, number>(MENU_CATEGORIES.map((c, i) => [c, i]));

function asCategory(value: string): TMenuCategory {
  return categoryRank.has(value) ? (value as TMenuCategory) : DEFAULT_MENU_CATEGORY;
}

/**
 * A food item's name and description for a reader of `language`: its text in that language, else the
 * restaurant's default language's (name and description as stored).
 */
export function foodItemText(
  row: { name: string; description: string; translations: TTranslations<TFoodItemText> },
  language: TLanguage,
): TFoodItemText {
  const text = row.translations[language];
  return text?.name
    ? { name: text.name, description: text.description }
    : { name: row.name, description: row.description };
}

/**
 * Order by the names the reader sees: the database's order (by the stored names) holds unless some
 * item shows a translation.
 */
function byName(language: TLanguage, rows: { translations: TTranslations<TFoodItemText> }[]) {
  const translated = rows.some((r) => r.translations[language]?.name);
  return (a: { name: string; id: number }, b: { name: string; id: number }) =>
    translated ? a.name.localeCompare(b.name, LOCALE_OF[language]) || a.id - b.id : 0;
}

export function catalogService(db: TDb) {
  const repo = catalogRepository(db);
  return {
    async listFoodItems(language: TLanguage): Promise<TFoodItem[]> {
      const rows = await repo.listFoodItems();
      return rows.map((r) => ({ id: r.id, ...foodItemText(r, language) })).sort(byName(language, rows));
    },
    /** In menu order: by category as the menu shows them, then by name (in the reader's language). */
    async listMenuItems(language: TLanguage): Promise<TMenuItem[]> {
      const rows = await repo.listMenuItems();
      return rows
        .map((r) => ({
          id: r.id,
          foodItemId: r.foodItemId,
          ...foodItemText(r, language),
          category: asCategory(r.category),
          price: toChf(r.priceRappen),
          available: r.available,
        }))
        .sort(
          (a, b) =>
            (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) ||
            a.name.localeCompare(b.name, 'de-CH') ||
            a.id - b.id,
        );
    },
    async listBuffetItems(language: TLanguage): Promise<TBuffetItem[]> {
      const rows = await repo.listBuffetItems();
      return rows
        .map((r) => ({
          id: r.id,
          foodItemId: r.foodItemId,
          ...foodItemText(r, language),
          price: toChf(r.priceRappen),
          available: r.available,
        }))
        .sort(byName(language, rows));
    },
  };
}

export type TCatalogService = ReturnType<typeof catalogService>;
