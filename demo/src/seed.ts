import type { TDb } from '@app/server/db/client';
import {
  buffetItems,
  categories as categoryRows,
  options as dishOptions,
  foodItems,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  restaurantInfo,
  stations,
} from '@app/server/db/schema';
import { NO_DECLARATIONS, type TFoodDeclarations } from '@app/shared/food-labels';
import { count, eq, sql } from 'drizzle-orm';
import { DEMO_BUFFET, DEMO_DECLARATIONS, DEMO_MENU, DEMO_RESTAURANT } from './data';
import { DEMO_ITEM_OPTION_GROUPS, DEMO_OPTION_GROUPS, type TDemoOptionGroupKey } from './options';
import {
  DEMO_BUFFET_STATIONS,
  DEMO_CATEGORY_STATIONS,
  DEMO_MENU_ITEM_STATIONS,
  DEMO_STATIONS,
  type TDemoStation,
} from './stations';
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
    // The kitchen's stations, and the categories routed to them (the categories themselves are every
    // restaurant's, seeded by the migrations).
    const stationIds = new Map<TDemoStation, number>();
    for (const [position, [key, station]] of (
      Object.entries(DEMO_STATIONS) as [TDemoStation, (typeof DEMO_STATIONS)[TDemoStation]][]
    ).entries()) {
      const [row] = await tx
        .insert(stations)
        .values({ ...station, position: position + 1 })
        .returning({ id: stations.id });
      if (!row) throw new Error('station insert returned no row');
      stationIds.set(key, row.id);
    }
    const stationOf = (key: TDemoStation | undefined) => (key ? (stationIds.get(key) ?? null) : null);
    for (const [code, key] of Object.entries(DEMO_CATEGORY_STATIONS)) {
      await tx
        .update(categoryRows)
        .set({ stationId: stationOf(key) })
        .where(eq(categoryRows.code, code));
    }
    const menuFood = await tx
      .insert(foodItems)
      .values(DEMO_MENU.map(demoFoodRow))
      .returning({ id: foodItems.id });
    const menu = await tx
      .insert(menuItems)
      .values(
        DEMO_MENU.map((item, i) => ({
          foodItemId: menuFood[i]?.id ?? 0,
          category: item.category,
          priceRappen: toRappen(item.price),
          available: true,
          vatClass: item.vatClass ?? 'REDUCED',
          stationId: stationOf(DEMO_MENU_ITEM_STATIONS[item.name]),
        })),
      )
      .returning({ id: menuItems.id });
    // Dish options: the groups with their options in order, then each dish's groups in order.
    const groupIds = new Map<TDemoOptionGroupKey, number>();
    for (const [key, group] of Object.entries(DEMO_OPTION_GROUPS) as [
      TDemoOptionGroupKey,
      (typeof DEMO_OPTION_GROUPS)[TDemoOptionGroupKey],
    ][]) {
      const [row] = await tx
        .insert(optionGroups)
        .values({ names: group.names, minChoices: group.minChoices, maxChoices: group.maxChoices })
        .returning({ id: optionGroups.id });
      if (!row) throw new Error('option group insert returned no row');
      groupIds.set(key, row.id);
      await tx.insert(dishOptions).values(
        group.options.map((option, position) => ({
          groupId: row.id,
          position,
          names: option.names,
          priceDeltaRappen: toRappen(option.priceDelta),
        })),
      );
    }
    const links = DEMO_MENU.flatMap((item, i) =>
      (DEMO_ITEM_OPTION_GROUPS[item.name] ?? []).map((key, position) => ({
        menuItemId: menu[i]?.id ?? 0,
        groupId: groupIds.get(key) ?? 0,
        position,
      })),
    );
    if (links.length > 0) await tx.insert(menuItemOptionGroups).values(links);
    const buffetFood = await tx
      .insert(foodItems)
      .values(DEMO_BUFFET.map(demoFoodRow))
      .returning({ id: foodItems.id });
    await tx.insert(buffetItems).values(
      DEMO_BUFFET.map((item, i) => ({
        foodItemId: buffetFood[i]?.id ?? 0,
        priceRappen: toRappen(item.price),
        available: true,
        stationId: stationOf(DEMO_BUFFET_STATIONS[item.name]),
      })),
    );
    return true;
  });
}
