import { API } from '@app/shared/api-paths';
import {
  type TAdminBuffetItem,
  type TAdminFoodItem,
  type TAdminMenuItem,
  ZAdminBuffetItemSchema,
  ZAdminFoodItemSchema,
  ZAdminMenuItemSchema,
} from '@app/shared/catalog';
import type {
  ZBuffetItemInputSchema,
  ZFoodItemInputSchema,
  ZMenuItemInputSchema,
} from '@app/shared/catalog-admin';
import type { z } from 'zod/mini';
import { catalogResource } from './catalog-resource';

export type TFoodItemBody = z.output<typeof ZFoodItemInputSchema>;
export type TMenuItemBody = z.output<typeof ZMenuItemInputSchema>;
export type TBuffetItemBody = z.output<typeof ZBuffetItemInputSchema>;

/**
 * /api/admin/food-items: the dishes (name, description in the default language, and their texts in
 * other languages) that menu and buffet items sell.
 */
export const foodItemsApi = catalogResource<TAdminFoodItem, TFoodItemBody>(
  'food-items',
  { list: API.adminFoodItems, item: API.adminFoodItem },
  ZAdminFoodItemSchema,
);

/** /api/admin/menu-items: a food item on the menu, with its category, price, availability and station. */
export const menuItemsApi = catalogResource<TAdminMenuItem, TMenuItemBody>(
  'menu-items',
  { list: API.adminMenuItems, item: API.adminMenuItem },
  ZAdminMenuItemSchema,
);

/** /api/admin/buffet-items: a food item in the buffet, with its price, availability and station. */
export const buffetItemsApi = catalogResource<TAdminBuffetItem, TBuffetItemBody>(
  'buffet-items',
  { list: API.adminBuffetItems, item: API.adminBuffetItem },
  ZAdminBuffetItemSchema,
);
