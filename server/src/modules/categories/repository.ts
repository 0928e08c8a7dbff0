import type { TLanguage } from '@app/shared/languages';
import { asc, count, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { categories, menuItems, restaurantInfo } from '../../db/schema';

const columns = {
  code: categories.code,
  names: categories.names,
  position: categories.position,
  visible: categories.visible,
  stationId: categories.stationId,
};

export type TCategoryRow = {
  code: string;
  names: Record<TLanguage, string>;
  position: number;
  visible: boolean;
  /** The kitchen station its items go to; null: none. */
  stationId: number | null;
};

export function categoriesRepository(db: TDb | TTx) {
  return {
    /** Every category in the menu's order. */
    list(): Promise<TCategoryRow[]> {
      return db.select(columns).from(categories).orderBy(asc(categories.position), asc(categories.code));
    },
    /**
     * Every category in order, their rows locked: writes of the list (positions close up behind a move)
     * are decided one after the other, and a menu item naming one waits for a delete to decide.
     */
    lockAll(): Promise<TCategoryRow[]> {
      return db
        .select(columns)
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.code))
        .for('update');
    },
    async insert(row: TCategoryRow): Promise<void> {
      await db.insert(categories).values(row);
    },
    async update(code: string, values: Partial<Omit<TCategoryRow, 'code'>>): Promise<void> {
      await db
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(categories.code, code));
    },
    async remove(code: string): Promise<void> {
      await db.delete(categories).where(eq(categories.code, code));
    },
    async menuItemsUsing(code: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.category, code));
      return row?.n ?? 0;
    },
    /** The restaurant's default language: the names of the others fall back to its name. */
    async defaultLanguage(): Promise<TLanguage> {
      const [row] = await db
        .select({ language: restaurantInfo.defaultLanguage })
        .from(restaurantInfo)
        .orderBy(asc(restaurantInfo.id))
        .limit(1);
      return row?.language ?? 'de';
    },
  };
}
