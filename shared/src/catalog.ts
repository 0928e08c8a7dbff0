import { z } from 'zod/mini';
import { MENU_CATEGORIES } from './enums';

/** Public catalogue shapes. Prices travel as CHF numbers with at most 2 decimals. */

export const ZFoodItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
});
export type TFoodItem = z.infer<typeof ZFoodItemSchema>;

export const ZMenuItemSchema = z.object({
  id: z.int(),
  foodItemId: z.int(),
  name: z.string(),
  description: z.string(),
  category: z.enum(MENU_CATEGORIES),
  price: z.number(),
  available: z.boolean(),
});
export type TMenuItem = z.infer<typeof ZMenuItemSchema>;

export const ZBuffetItemSchema = z.object({
  id: z.int(),
  foodItemId: z.int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  available: z.boolean(),
});
export type TBuffetItem = z.infer<typeof ZBuffetItemSchema>;
