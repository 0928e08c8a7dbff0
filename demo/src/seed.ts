import type { TDb } from '@app/server/db/client';
import { buffetItems, foodItems, menuItems, restaurantInfo } from '@app/server/db/schema';
import { NO_DECLARATIONS, type TFoodDeclarations } from '@app/shared/food-labels';
import { count, sql } from 'drizzle-orm';
import { DEMO_BUFFET, DEMO_DECLARATIONS, DEMO_MENU, DEMO_RESTAURANT } from './data';
import { demoFoodItem } from './translations';

const toRappen = (chf: number) => Math.round(chf * 100);

/** A demo item's declarations: its allergens declared unless its entry says otherwise. */
function demoDeclarations(name: string): TFoodDeclarations {
  const declared = DEMO_DECLARATIONS[name];
  return declared ? { ...NO_DECLARATIONS, allergensDeclared: true, ...declared } : NO_DECLARATIONS;
}

/** A demo item's food item row: its texts and its declarations. */
const demoFoodRow = (item: { name: string; description: string }) => ({
  ...demoFoodItem(item),
  ...demoDeclarations(item.name),
});

/**
 * Seeds the demo restaurant into an empty catalogue (no restaurant info and no food items).
 * Returns whether it seeded. Runs in one transaction: a crash leaves nothing half-seeded.
 */
export async function seedDemo(db: TDb, options: { timeZone?: string } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727274002)`);
    const [info] = await tx.select({ n: count() }).from(restaurantInfo);
    const [food] = await tx.select({ n: count() }).from(foodItems);
    if ((info?.n ?? 0) > 0 || (food?.n ?? 0) > 0) return false;

    // TZ_RESTAURANT seeds the restaurant's zone; without it the column's default, the spec's Europe/Zurich.
    await tx
      .insert(restaurantInfo)
      .values({ ...DEMO_RESTAURANT, ...(options.timeZone ? { timeZone: options.timeZone } : {}) });
    const menuFood = await tx
      .insert(foodItems)
      .values(DEMO_MENU.map(demoFoodRow))
      .returning({ id: foodItems.id });
    await tx.insert(menuItems).values(
      DEMO_MENU.map((item, i) => ({
        foodItemId: menuFood[i]?.id ?? 0,
        category: item.category,
        priceRappen: toRappen(item.price),
        available: true,
        vatClass: item.vatClass ?? 'REDUCED',
      })),
    );
    const buffetFood = await tx
      .insert(foodItems)
      .values(DEMO_BUFFET.map(demoFoodRow))
      .returning({ id: foodItems.id });
    await tx.insert(buffetItems).values(
      DEMO_BUFFET.map((item, i) => ({
        foodItemId: buffetFood[i]?.id ?? 0,
        priceRappen: toRappen(item.price),
        available: true,
      })),
    );
    return true;
  });
}
