import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { buffetItems, categories, foodItems, menuItems } from '../../db/schema';

/** A food item's declarations (allergens, origin, diet, spiciness), as every public list carries them. */
const declarationColumns = {
  allergens: foodItems.allergens,
  mayContain: foodItems.mayContain,
  allergensDeclared: foodItems.allergensDeclared,
  origin: foodItems.origin,
  vegetarian: foodItems.vegetarian,
  vegan: foodItems.vegan,
  spiciness: foodItems.spiciness,
  photo: foodItems.photo,
};

export function catalogRepository(db: TDb) {
  return {
    listFoodItems() {
      return db
        .select({
          id: foodItems.id,
          name: foodItems.name,
          description: foodItems.description,
          translations: foodItems.translations,
          ...declarationColumns,
        })
        .from(foodItems)
        .orderBy(asc(foodItems.name), asc(foodItems.id));
    },
    /** The items of the visible categories: a hidden category's items are not on the menu. */
    listMenuItems() {
      return db
        .select({
          id: menuItems.id,
          foodItemId: menuItems.foodItemId,
          name: foodItems.name,
          description: foodItems.description,
          translations: foodItems.translations,
          category: menuItems.category,
          categoryPosition: categories.position,
          priceRappen: menuItems.priceRappen,
          available: menuItems.available,
          soldOutUntil: menuItems.soldOutUntil,
          vatClass: menuItems.vatClass,
          ...declarationColumns,
        })
        .from(menuItems)
        .innerJoin(foodItems, eq(foodItems.id, menuItems.foodItemId))
        .innerJoin(categories, and(eq(categories.code, menuItems.category), eq(categories.visible, true)))
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
          vatClass: buffetItems.vatClass,
          ...declarationColumns,
        })
        .from(buffetItems)
        .innerJoin(foodItems, eq(foodItems.id, buffetItems.foodItemId))
        .orderBy(asc(foodItems.name), asc(buffetItems.id));
    },
  };
}
