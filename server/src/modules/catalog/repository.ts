import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { buffetItems, foodItems, menuItems } from '../../db/schema';

export function catalogRepository(db: TDb) {
  return {
    listFoodItems() {
      return db
        .select({
          id: foodItems.id,
          name: foodItems.name,
          description: foodItems.description,
          translations: foodItems.translations,
        })
        .from(foodItems)
        .orderBy(asc(foodItems.name), asc(foodItems.id));
    },
    listMenuItems() {
      return db
        .select({
          id: menuItems.id,
          foodItemId: menuItems.foodItemId,
          name: foodItems.name,
          description: foodItems.description,
          translations: foodItems.translations,
          category: menuItems.category,
          priceRappen: menuItems.priceRappen,
          available: menuItems.available,
          soldOutUntil: menuItems.soldOutUntil,
        })
        .from(menuItems)
        .innerJoin(foodItems, eq(foodItems.id, menuItems.foodItemId))
        .orderBy(asc(menuItems.id));
    },
    listBuffetItems() {
      return db
        .select({
          id: buffetItems.id,
          foodItemId: buffetItems.foodItemId,
          name: foodItems.name,
          description: foodItems.description,
          translations: foodItems.translations,
          priceRappen: buffetItems.priceRappen,
          available: buffetItems.available,
          soldOutUntil: buffetItems.soldOutUntil,
        })
        .from(buffetItems)
        .innerJoin(foodItems, eq(foodItems.id, buffetItems.foodItemId))
        .orderBy(asc(foodItems.name), asc(buffetItems.id));
    },
  };
}
