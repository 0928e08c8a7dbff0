import type { TBuffetItem, TFoodItem, TMenuItem } from '@app/shared/catalog';
import { DEFAULT_MENU_CATEGORY, MENU_CATEGORIES, type TMenuCategory } from '@app/shared/enums';
import type { TDb } from '../../db/client';
import { toChf } from '../../lib/money';
import { catalogRepository } from './repository';

const categoryRank = new Map<string, number>(MENU_CATEGORIES.map((c, i) => [c, i]));

function asCategory(value: string): TMenuCategory {
  return categoryRank.has(value) ? (value as TMenuCategory) : DEFAULT_MENU_CATEGORY;
}

export function catalogService(db: TDb) {
  const repo = catalogRepository(db);
  return {
    listFoodItems(): Promise<TFoodItem[]> {
      return repo.listFoodItems();
    },
    /** In menu order: by category as the menu shows them, then by name. */
    async listMenuItems(): Promise<TMenuItem[]> {
      const rows = await repo.listMenuItems();
      return rows
        .map((r) => ({
          id: r.id,
          foodItemId: r.foodItemId,
          name: r.name,
          description: r.description,
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
    async listBuffetItems(): Promise<TBuffetItem[]> {
      const rows = await repo.listBuffetItems();
      return rows.map((r) => ({
        id: r.id,
        foodItemId: r.foodItemId,
        name: r.name,
        description: r.description,
        price: toChf(r.priceRappen),
        available: r.available,
      }));
    },
  };
}

export type TCatalogService = ReturnType<typeof catalogService>;
