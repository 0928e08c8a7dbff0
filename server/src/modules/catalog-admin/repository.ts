import type { TFoodDeclarations } from '@app/shared/food-labels';
import type { TLanguage, TTranslations } from '@app/shared/languages';
import type { TVatClass } from '@app/shared/vat';
import { asc, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { buffetItems, foodItems, menuItems, restaurantInfo, type TFoodItemText } from '../../db/schema';

type TFoodItemValues = {
  name: string;
  description: string;
  translations?: TTranslations<TFoodItemText>;
} & Partial<TFoodDeclarations>;

export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TDbOrTx = TDb | TTx;

export type TMenuItemValues = {
  foodItemId: number;
  priceRappen: number;
  available: boolean;
  category: string;
  /** Left out on an update: the saved class stays. */
  vatClass?: TVatClass;
};
export type TBuffetItemValues = {
  foodItemId: number;
  priceRappen: number;
  available: boolean;
  vatClass?: TVatClass;
};

/** A food item's declarations (issue 19). */
const declarationColumns = {
  allergens: foodItems.allergens,
  mayContain: foodItems.mayContain,
  allergensDeclared: foodItems.allergensDeclared,
  origin: foodItems.origin,
  vegetarian: foodItems.vegetarian,
  vegan: foodItems.vegan,
  spiciness: foodItems.spiciness,
  /** Issue 23. */
  photo: foodItems.photo,
};

const foodColumns = {
  id: foodItems.id,
  name: foodItems.name,
  description: foodItems.description,
  translations: foodItems.translations,
  ...declarationColumns,
};

const menuColumns = {
  id: menuItems.id,
  foodItemId: menuItems.foodItemId,
  name: foodItems.name,
  description: foodItems.description,
  category: menuItems.category,
  priceRappen: menuItems.priceRappen,
  available: menuItems.available,
  soldOutUntil: menuItems.soldOutUntil,
  vatClass: menuItems.vatClass,
  ...declarationColumns,
};

const buffetColumns = {
  id: buffetItems.id,
  foodItemId: buffetItems.foodItemId,
  name: foodItems.name,
  description: foodItems.description,
  priceRappen: buffetItems.priceRappen,
  available: buffetItems.available,
  soldOutUntil: buffetItems.soldOutUntil,
  vatClass: buffetItems.vatClass,
  ...declarationColumns,
};

/** The back office's own reads and writes; the public reads stay in modules/catalog. */
export function catalogAdminRepository(db: TDbOrTx) {
  return {
    // Food items

    listFoodItems() {
      return db.select(foodColumns).from(foodItems).orderBy(asc(foodItems.name), asc(foodItems.id));
    },
    /** The restaurant's default language: the language of food items' name and description. */
    async defaultLanguage(): Promise<TLanguage> {
      const [row] = await db
        .select({ language: restaurantInfo.defaultLanguage })
        .from(restaurantInfo)
        .orderBy(asc(restaurantInfo.id))
        .limit(1);
      return row?.language ?? 'de';
    },
    async insertFoodItem(values: TFoodItemValues) {
      const [row] = await db.insert(foodItems).values(values).returning(foodColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateFoodItem(id: number, values: TFoodItemValues) {
      const [row] = await db
        .update(foodItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(foodItems.id, id))
        .returning(foodColumns);
      return row;
    },
    /** Locks the row: a menu or buffet item referring to it must wait until we have decided. */
    async lockFoodItem(id: number) {
      const [row] = await db.select(foodColumns).from(foodItems).where(eq(foodItems.id, id)).for('update');
      return row;
    },
    async foodItemUses(id: number): Promise<{ menu: number; buffet: number }> {
      const [menu] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.foodItemId, id));
      const [buffet] = await db
        .select({ n: count() })
        .from(buffetItems)
        .where(eq(buffetItems.foodItemId, id));
      return { menu: menu?.n ?? 0, buffet: buffet?.n ?? 0 };
    },
    async deleteFoodItem(id: number): Promise<boolean> {
      const rows = await db.delete(foodItems).where(eq(foodItems.id, id)).returning({ id: foodItems.id });
      return rows.length > 0;
    },

    // Menu items

    listMenuItems() {
      return db
        .select(menuColumns)
        .from(menuItems)
        .innerJoin(foodItems, eq(foodItems.id, menuItems.foodItemId))
        .orderBy(asc(menuItems.id));
    },
    async findMenuItem(id: number) {
      const [row] = await db
        .select(menuColumns)
        .from(menuItems)
        .innerJoin(foodItems, eq(foodItems.id, menuItems.foodItemId))
        .where(eq(menuItems.id, id));
      return row;
    },
    async insertMenuItem(values: TMenuItemValues): Promise<number> {
      const [row] = await db.insert(menuItems).values(values).returning({ id: menuItems.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async updateMenuItem(id: number, values: TMenuItemValues): Promise<boolean> {
      const rows = await db
        .update(menuItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(menuItems.id, id))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },
    async deleteMenuItem(id: number): Promise<boolean> {
      const rows = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
      return rows.length > 0;
    },

    /** Sold out today (issue 18): sets or clears the instant until which the item is refused. */
    async setMenuItemSoldOutUntil(id: number, until: Date | null): Promise<boolean> {
      const rows = await db
        .update(menuItems)
        .set({ soldOutUntil: until, updatedAt: new Date() })
        .where(eq(menuItems.id, id))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },
    /** The item with its row locked: two switches at once are decided one after the other. */
    async lockMenuItem(id: number) {
      const [row] = await db
        .select(menuColumns)
        .from(menuItems)
        .innerJoin(foodItems, eq(foodItems.id, menuItems.foodItemId))
        .where(eq(menuItems.id, id))
        .for('update', { of: menuItems });
      return row;
    },

    // Buffet items

    listBuffetItems() {
      return db
        .select(buffetColumns)
        .from(buffetItems)
        .innerJoin(foodItems, eq(foodItems.id, buffetItems.foodItemId))
        .orderBy(asc(foodItems.name), asc(buffetItems.id));
    },
    async findBuffetItem(id: number) {
      const [row] = await db
        .select(buffetColumns)
        .from(buffetItems)
        .innerJoin(foodItems, eq(foodItems.id, buffetItems.foodItemId))
        .where(eq(buffetItems.id, id));
      return row;
    },
    async insertBuffetItem(values: TBuffetItemValues): Promise<number> {
      const [row] = await db.insert(buffetItems).values(values).returning({ id: buffetItems.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async updateBuffetItem(id: number, values: TBuffetItemValues): Promise<boolean> {
      const rows = await db
        .update(buffetItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(buffetItems.id, id))
        .returning({ id: buffetItems.id });
      return rows.length > 0;
    },
    async setBuffetItemSoldOutUntil(id: number, until: Date | null): Promise<boolean> {
      const rows = await db
        .update(buffetItems)
        .set({ soldOutUntil: until, updatedAt: new Date() })
        .where(eq(buffetItems.id, id))
        .returning({ id: buffetItems.id });
      return rows.length > 0;
    },
    async lockBuffetItem(id: number) {
      const [row] = await db
        .select(buffetColumns)
        .from(buffetItems)
        .innerJoin(foodItems, eq(foodItems.id, buffetItems.foodItemId))
        .where(eq(buffetItems.id, id))
        .for('update', { of: buffetItems });
      return row;
    },
    async deleteBuffetItem(id: number): Promise<boolean> {
      const rows = await db
        .delete(buffetItems)
        .where(eq(buffetItems.id, id))
        .returning({ id: buffetItems.id });
      return rows.length > 0;
    },
  };
}
