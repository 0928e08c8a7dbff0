import { z } from 'zod/mini';
import type { TAllergen, TOrigin } from './food-labels';
import { ZAdminPhotoSchema, ZPhotoSchema } from './photos';
import { VAT_CLASSES } from './vat';

/**
 * Public catalogue shapes. Prices travel as CHF numbers with at most 2 decimals. Food, menu and buffet
 * items carry their food item's declarations (allergens, origin, diet, spiciness; see
 * food-labels.ts); menu and buffet items their VAT class.
 */

/** REDUCED (food, soft drinks) or STANDARD (alcoholic drinks); a reader of an older answer takes REDUCED. */
const vatClass = z.optional(z.enum(VAT_CLASSES));

/** A list of codes as the lists send them, unchecked when read (see FOOD_DECLARATION_FIELDS). */
const codes = <T>() => z.optional(z.array(z.custom<T>((value) => typeof value === 'string')));

/**
 * What the public lists and the back office's answers carry per food item: its declarations. Optional when
 * read, so an answer of an older server still parses; the server always sends them. The codes were checked
 * when saved; reading them unchecked keeps the code lists out of the menu's first load (a screen words
 * only the codes it knows).
 */
const FOOD_DECLARATION_FIELDS = {
  allergens: codes<TAllergen>(),
  mayContain: codes<TAllergen>(),
  /** False: never declared; the menu says "Ask us about allergens". */
  allergensDeclared: z.optional(z.boolean()),
  origin: z.optional(z.array(z.custom<TOrigin>((value) => typeof value === 'object' && value !== null))),
  vegetarian: z.optional(z.boolean()),
  vegan: z.optional(z.boolean()),
  /** 0 (not spicy) to MAX_SPICINESS. */
  spiciness: z.optional(z.int()),
  /** Its photo (photos.ts), null without one. Sent by the server always; optional for older answers. */
  photo: z.optional(z.nullable(ZPhotoSchema)),
};

export const ZFoodItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  ...FOOD_DECLARATION_FIELDS,
});
export type TFoodItem = z.infer<typeof ZFoodItemSchema>;

/** A food item's name and description in one language. */
export const ZFoodItemTextSchema = z.object({ name: z.string(), description: z.string() });
export type TFoodItemText = z.infer<typeof ZFoodItemTextSchema>;

/**
 * The back office's food item: `name` and `description` in the restaurant's default language,
 * and its texts in other languages, when it has any (left out when it has none).
 */
export const ZAdminFoodItemSchema = z.extend(ZFoodItemSchema, {
  /** With its crop and cleaned original, for the dialog's crop chooser. */
  photo: z.optional(z.nullable(ZAdminPhotoSchema)),
  translations: z.optional(
    z.object({
      de: z.optional(ZFoodItemTextSchema),
      fr: z.optional(ZFoodItemTextSchema),
      it: z.optional(ZFoodItemTextSchema),
      en: z.optional(ZFoodItemTextSchema),
    }),
  ),
});
export type TAdminFoodItem = z.infer<typeof ZAdminFoodItemSchema>;

/**
 * An option group as diners see it on an item (dish options): names in the request's language, price
 * differences in CHF, `available` false while an option is sold out today.
 */
export const ZPublicOptionGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  minChoices: z.int(),
  maxChoices: z.int(),
  options: z.array(
    z.object({ id: z.int(), name: z.string(), priceDelta: z.number(), available: z.boolean() }),
  ),
});
export type TPublicOptionGroup = z.infer<typeof ZPublicOptionGroupSchema>;

/**
 * What menu and buffet items carry of their options: the groups in order in the public lists, their ids in
 * the back office's answers. Optional when read: an older answer has none.
 */
const OPTION_FIELDS = {
  optionGroups: z.optional(z.array(ZPublicOptionGroupSchema)),
  optionGroupIds: z.optional(z.array(z.int())),
};

export const ZMenuItemSchema = z.object({
  id: z.int(),
  foodItemId: z.int(),
  name: z.string(),
  description: z.string(),
  /** Its category's code (GET /api/categories names and orders them). */
  category: z.string(),
  price: z.number(),
  available: z.boolean(),
  /**
   * Sold out today: refused until the next opening day starts; `available` stays the permanent
   * switch. The server always sends it; a reader of an older answer without it takes false.
   */
  soldOutToday: z._default(z.optional(z.boolean()), false),
  vatClass,
  ...FOOD_DECLARATION_FIELDS,
  ...OPTION_FIELDS,
});
export type TMenuItem = z.infer<typeof ZMenuItemSchema>;

export const ZBuffetItemSchema = z.object({
  id: z.int(),
  foodItemId: z.int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  available: z.boolean(),
  /** Sold out today, as on menu items. */
  soldOutToday: z._default(z.optional(z.boolean()), false),
  vatClass,
  ...FOOD_DECLARATION_FIELDS,
  ...OPTION_FIELDS,
});
export type TBuffetItem = z.infer<typeof ZBuffetItemSchema>;

/**
 * The kitchen station a menu or buffet item is routed to, in the back office's answers only (diners never
 * see it): a menu item's own overrides its category's (null: its category's); a buffet item has no
 * category, so null means no station. The server always sends it; an older answer without it reads null.
 */
const adminStation = { stationId: z._default(z.optional(z.nullable(z.int())), null) };

/** GET/POST/PUT /api/admin/menu-items: the public shape and its station override. */
export const ZAdminMenuItemSchema = z.extend(ZMenuItemSchema, adminStation);
export type TAdminMenuItem = z.infer<typeof ZAdminMenuItemSchema>;

/** GET/POST/PUT /api/admin/buffet-items: the public shape and its station. */
export const ZAdminBuffetItemSchema = z.extend(ZBuffetItemSchema, adminStation);
export type TAdminBuffetItem = z.infer<typeof ZAdminBuffetItemSchema>;
