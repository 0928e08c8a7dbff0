import type { TFoodDeclarations } from '@app/shared/food-labels';
import type { TLanguage, TTranslations } from '@app/shared/languages';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TVatClass } from '@app/shared/vat';
import { asc, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  buffetItems,
  categories,
  foodItems,
  menuItems,
  restaurantInfo,
  type TFoodItemText,
} from '../../db/schema';

type TFoodItemValues = {
  name: string;
  description: string;
  translations?: TTranslations<TFoodItemText>;
} & Partial<TFoodDeclarations>;

export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TDbOrTx = TDb | TTx;

/** What the back office writes of a menu or buffet item. */
export type TItemValues = {
  foodItemId: number;
  priceRappen: number;
  available: boolean;
  /** Menu items only. */
  category?: string;
  /** Left out on an update: the saved class stays. */
  vatClass?: TVatClass;
  /** The kitchen station (a menu item's overrides its category's); left out on an update: the saved one. */
  stationId?: number | null;
};

/** A food item's declarations: allergens, origin, diet, spiciness. */
const declarationColumns = {
  allergens: foodItems.allergens,
  mayContain: foodItems.mayContain,
  allergensDeclared: foodItems.allergensDeclared,
  origin: foodItems.origin,
  vegetarian: foodItems.vegetarian,
  vegan: foodItems.vegan,
  spiciness: foodItems.spiciness,
  /** Its photo, null without one. */
  photo: foodItems.photo,
};

const foodColumns = {
  id: foodItems.id,
  name: foodItems.name,
  description: foodItems.description,
  translations: foodItems.translations,
  ...declarationColumns,
};

/**
 * The table of the items diners order, per order kind. Both have the same columns, and menu items a
 * category besides; the back office handles them alike (the …Item methods below).
 */
const ITEM_TABLE = { MENU: menuItems, BUFFET: buffetItems } as const satisfies Record<TOrderKind, unknown>;

/** A menu or buffet item with its food item's name, description and declarations. */
function itemColumns(kind: TOrderKind) {
  const table = ITEM_TABLE[kind];
  return {
    id: table.id,
    foodItemId: table.foodItemId,
    name: foodItems.name,
    description: foodItems.description,
    ...(kind === 'MENU' ? { category: menuItems.category } : {}),
    priceRappen: table.priceRappen,
    available: table.available,
    soldOutUntil: table.soldOutUntil,
    vatClass: table.vatClass,
    stationId: table.stationId,
    ...declarationColumns,
  };
}

/** The back office's own reads and writes; the public reads stay in modules/catalog. */
export function catalogAdminRepository(db: TDbOrTx) {
  /** The menu or buffet items with their food items' columns (itemColumns). */
  function itemsWithFood(kind: TOrderKind) {
    const table = ITEM_TABLE[kind];
    return db
      .select(itemColumns(kind))
      .from(table)
      .innerJoin(foodItems, eq(foodItems.id, table.foodItemId))
      .$dynamic();
  }

  /** Writes some columns of a menu or buffet item; false when it no longer exists. */
  async function changeItem(
    kind: TOrderKind,
    id: number,
    values: Partial<TItemValues> & { soldOutUntil?: Date | null; updatedAt: Date },
  ): Promise<boolean> {
    const table = ITEM_TABLE[kind];
    const rows = await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  }

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

    // Menu and buffet items

    /** Each category's position (the menu's order). */
    async categoryPositions(): Promise<Map<string, number>> {
      const rows = await db.select({ code: categories.code, position: categories.position }).from(categories);
      return new Map(rows.map((row) => [row.code, row.position]));
    },
    /** Whether the category exists, its row locked against a delete until our write is done. */
    async lockCategory(code: string): Promise<boolean> {
      const rows = await db
        .select({ code: categories.code })
        .from(categories)
        .where(eq(categories.code, code))
        .for('key share');
      return rows.length > 0;
    },
    /** The menu's first category: where a new menu item goes when it names none. */
    async firstCategory(): Promise<string | undefined> {
      const [row] = await db
        .select({ code: categories.code })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.code))
        .limit(1);
      return row?.code;
    },

    /** By name, then id (the menu's screen sorts by category first: the service does). */
    listItems: (kind: TOrderKind) =>
      itemsWithFood(kind).orderBy(asc(foodItems.name), asc(ITEM_TABLE[kind].id)),
    async findItem(kind: TOrderKind, id: number) {
      const [row] = await itemsWithFood(kind).where(eq(ITEM_TABLE[kind].id, id));
      return row;
    },
    /** The item with its row locked: two switches at once are decided one after the other. */
    async lockItem(kind: TOrderKind, id: number) {
      const table = ITEM_TABLE[kind];
      const [row] = await itemsWithFood(kind).where(eq(table.id, id)).for('update', { of: table });
      return row;
    },
    async insertItem(kind: TOrderKind, values: TItemValues): Promise<number> {
      const table = ITEM_TABLE[kind];
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    updateItem: (kind: TOrderKind, id: number, values: TItemValues) =>
      changeItem(kind, id, { ...values, updatedAt: new Date() }),
    /** Sold out today: sets or clears the instant until which the item is refused. */
    setItemSoldOutUntil: (kind: TOrderKind, id: number, until: Date | null) =>
      changeItem(kind, id, { soldOutUntil: until, updatedAt: new Date() }),
    async deleteItem(kind: TOrderKind, id: number): Promise<boolean> {
      const table = ITEM_TABLE[kind];
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
