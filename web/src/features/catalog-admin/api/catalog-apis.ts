import { API } from '@app/shared/api-paths';
import {
  type TAdminFoodItem,
  type TBuffetItem,
  type TMenuItem,
  ZAdminFoodItemSchema,
  ZBuffetItemSchema,
  ZMenuItemSchema,
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

/** /api/admin/menu-items: a food item on the menu, with its category, price and availability. */
export const menuItemsApi = catalogResource<TMenuItem, TMenuItemBody>(
  'menu-items',
  { list: API.adminMenuItems, item: API.adminMenuItem },
  ZMenuItemSchema,
);

/** /api/admin/buffet-items: a food item in the buffet, with its price and availability. */
export const buffetItemsApi = catalogResource<TBuffetItem, TBuffetItemBody>(
  'buffet-items',
  { list: API.adminBuffetItems, item: API.adminBuffetItem },
  ZBuffetItemSchema,
);
