import { z } from 'zod';
import { DEFAULT_MENU_CATEGORY, MENU_CATEGORIES } from './enums';
import { parseChfText } from './money';
import { parseOpeningHoursText, TIME_FORMAT_MESSAGE } from './opening-hours';

/**
 * Admin payloads for food, menu and buffet items (spec sections 3 and 7). The answers use the public
 * shapes of catalog.ts. Prices arrive as text ('12.50') and are parsed strictly by parseChfText; the
 * schema only checks them, so a form keeps the text it shows and the server converts to Rappen.
 */

export const CATALOG_ADMIN_MESSAGES = {
  required: 'Required',
  price: 'Enter a price like 12.50',
  foodItem: 'Choose a food item',
  unknownFoodItem: 'This food item does not exist (any more). Choose another one.',
  category: 'Choose a menu category',
  available: 'Available must be true or false',
} as const;

const M = CATALOG_ADMIN_MESSAGES;

export const ZFoodItemInputSchema = z.strictObject({
  name: z.string({ error: M.required }).trim().min(1, M.required).max(200, 'At most 200 characters'),
  description: z.string().trim().max(2000, 'At most 2000 characters').optional().default(''),
});
/** What a form sends (description may be left out). */
export type TFoodItemInput = z.input<typeof ZFoodItemInputSchema>;

const foodItemId = z
  .number({ error: M.foodItem })
  .int(M.foodItem)
  .positive(M.foodItem)
  .max(2_147_483_647, M.foodItem);

/** Price text; empty (or left out) means 0 (spec section 5, 'Other'). */
const price = z
  .string({ error: M.price })
  .max(50, M.price)
  .refine((text) => parseChfText(text) !== null, M.price)
  .optional()
  .default('');

const available = z.boolean({ error: M.available }).optional().default(true);

export const ZMenuItemInputSchema = z.strictObject({
  foodItemId,
  price,
  available,
  category: z.enum(MENU_CATEGORIES, { error: M.category }).optional().default(DEFAULT_MENU_CATEGORY),
});
export type TMenuItemInput = z.input<typeof ZMenuItemInputSchema>;

export const ZBuffetItemInputSchema = z.strictObject({ foodItemId, price, available });
export type TBuffetItemInput = z.input<typeof ZBuffetItemInputSchema>;

/**
 * PUT /api/admin/restaurant-info/{id}. Opening hours use the stored text form (spec section 3) and the
 * shared parser; the server saves the canonical text. `deliveryNote` left out keeps the saved note
 * (the spec's client leaves it out when saving); null or empty clears it. `id`, when sent (the form
 * may send back the object it loaded), must match the address.
 */
export const ZRestaurantInfoInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  name: z.string({ error: M.required }).trim().min(1, M.required).max(200, 'At most 200 characters'),
  aboutText: z.string().trim().max(5000, 'At most 5000 characters').optional().default(''),
  phone: z.string().trim().max(50, 'At most 50 characters').optional().default(''),
  address: z.string().trim().max(500, 'At most 500 characters').optional().default(''),
  openingHours: z
    .string({ error: 'Enter the opening hours, one line per day (e.g. Mon: 11:00-14:00).' })
    .max(2000, 'At most 2000 characters')
    .superRefine((text, ctx) => {
      const parsed = parseOpeningHoursText(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.errors[0] ?? TIME_FORMAT_MESSAGE });
    }),
  deliveryNote: z.string().trim().max(1000, 'At most 1000 characters').nullable().optional(),
});
export type TRestaurantInfoInput = z.input<typeof ZRestaurantInfoInputSchema>;
