import { z } from 'zod/mini';
import { DEFAULT_MENU_CATEGORY, MENU_CATEGORIES } from './enums';
import { FOOD_DECLARATION_INPUT_FIELDS, foodDeclarationsCheck } from './food-labels';
import { maxLengthMessage, type TSharedMessageKey } from './i18n/shared-messages';
import { LANGUAGES } from './languages';
import { parseChfText } from './money';
import { parseOpeningHoursText, TIME_FORMAT_MESSAGE } from './opening-hours';
import { ZSlotCapacityInputSchema, ZSpecialDaysInputSchema } from './special-days-input';
import { multiLine, singleLine } from './text';
import { VAT_CLASSES } from './vat';
import { normalizeVatNumber } from './vat-number';

/**
 * Admin payloads for food, menu and buffet items (spec sections 3 and 7). The answers use the public
 * shapes of catalog.ts. Prices arrive as text ('12.50') and are parsed strictly by parseChfText; the
 * schema only checks them, so a form keeps the text it shows and the server converts to Rappen.
 */

export const CATALOG_ADMIN_MESSAGES = {
  required: 'validation.required',
  price: 'validation.price',
  foodItem: 'validation.foodItem',
  unknownFoodItem: 'validation.unknownFoodItem',
  category: 'validation.category',
  available: 'validation.available',
  openingHours: 'validation.openingHours',
  language: 'validation.language',
  vatClass: 'validation.vatClass',
} as const satisfies Record<string, TSharedMessageKey>;

const M = CATALOG_ADMIN_MESSAGES;

/** Trimmed text of at most `max` characters; left out means ''. Single-line unless `multi`. */
const optionalText = (max: number, message: string, lines: 'single' | 'multi') =>
  z._default(
    z.optional(
      z.string().check(z.trim(), z.maxLength(max, message), lines === 'multi' ? multiLine() : singleLine()),
    ),
    '',
  );

const name = z
  .string({ error: M.required })
  .check(z.trim(), z.minLength(1, M.required), z.maxLength(200, maxLengthMessage(200)), singleLine());

/** A food item's text in another language: an empty name means "no translation" (issue 17). */
const foodItemText = z.strictObject({
  name: optionalText(200, maxLengthMessage(200), 'single'),
  description: optionalText(2000, maxLengthMessage(2000), 'multi'),
});

export const ZFoodItemInputSchema = z
  .strictObject({
    name,
    description: optionalText(2000, maxLengthMessage(2000), 'multi'),
    /**
     * The texts in other languages than the restaurant's default (name and description above). Left out on
     * an update: the saved ones stay. An entry for the default language is dropped.
     */
    translations: z.optional(
      z.strictObject(
        {
          de: z.optional(foodItemText),
          fr: z.optional(foodItemText),
          it: z.optional(foodItemText),
          en: z.optional(foodItemText),
        },
        { error: M.language },
      ),
    ),
    /** Issue 19: allergens, origin, diet and spiciness; each left out keeps the saved value. */
    ...FOOD_DECLARATION_INPUT_FIELDS,
  })
  .check(foodDeclarationsCheck());
/** What a form sends (description may be left out). */
export type TFoodItemInput = z.input<typeof ZFoodItemInputSchema>;

const foodItemId = z
  .number({ error: M.foodItem })
  .check(z.int(M.foodItem), z.positive(M.foodItem), z.lte(2_147_483_647, M.foodItem));

/** Price text; empty (or left out) means 0 (spec section 5, 'Other'). */
const price = z._default(
  z.optional(
    z.string({ error: M.price }).check(
      z.maxLength(50, M.price),
      singleLine(M.price),
      z.refine((text) => parseChfText(text) !== null, M.price),
    ),
  ),
  '',
);

const available = z._default(z.optional(z.boolean({ error: M.available })), true);

/** Issue 19: left out, a new item is REDUCED and a saved one keeps its class. */
const vatClass = z.optional(z.enum(VAT_CLASSES, { error: M.vatClass }));

export const ZMenuItemInputSchema = z.strictObject({
  foodItemId,
  price,
  available,
  category: z._default(z.optional(z.enum(MENU_CATEGORIES, { error: M.category })), DEFAULT_MENU_CATEGORY),
  vatClass,
});
export type TMenuItemInput = z.input<typeof ZMenuItemInputSchema>;

export const ZBuffetItemInputSchema = z.strictObject({ foodItemId, price, available, vatClass });
export type TBuffetItemInput = z.input<typeof ZBuffetItemInputSchema>;

/** PUT /api/admin/{menu,buffet}-items/{id}/sold-out-today (issue 18): until the next opening day, or back on sale. */
export const ZSoldOutInputSchema = z.strictObject({ soldOut: z.boolean() });
export type TSoldOutInput = z.infer<typeof ZSoldOutInputSchema>;

/**
 * PUT /api/admin/restaurant-info/{id}. Opening hours use the stored text form (spec section 3) and the
 * shared parser; the server saves the canonical text. `deliveryNote` left out keeps the saved note
 * (the spec's client leaves it out when saving); null or empty clears it. `id`, when sent (the form
 * may send back the object it loaded), must match the address.
 */
export const ZRestaurantInfoInputSchema = z.strictObject({
  id: z.optional(z.number().check(z.int(), z.positive())),
  name,
  aboutText: optionalText(5000, maxLengthMessage(5000), 'multi'),
  phone: optionalText(50, maxLengthMessage(50), 'single'),
  // A textarea on the form: street and town on lines of their own.
  address: optionalText(500, maxLengthMessage(500), 'multi'),
  openingHours: z.string({ error: M.openingHours }).check(
    z.maxLength(2000, maxLengthMessage(2000)),
    multiLine(),
    z.superRefine((text, ctx) => {
      const parsed = parseOpeningHoursText(text);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.errors[0] ?? TIME_FORMAT_MESSAGE });
    }),
  ),
  deliveryNote: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(1000, maxLengthMessage(1000)), multiLine())),
  ),
  /** Left out: the saved one stays. A change swaps the food items' texts (no text is lost). */
  defaultLanguage: z.optional(z.enum(LANGUAGES, { error: M.language })),
  /** Left out: the saved ones stay. Days already over are dropped on save (issue 18). */
  specialDays: z.optional(ZSpecialDaysInputSchema),
  /** Left out: the saved limits stay. */
  slotCapacity: z.optional(ZSlotCapacityInputSchema),
  /**
   * Issue 19, the legal notice: the Swiss VAT number ('CHE-123.456.788 MWST', checked with its check
   * digit; saved as printed), the company's legal name and who is responsible. Left out: kept; null or
   * empty: cleared.
   */
  vatNumber: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(50, maxLengthMessage(50)),
        z.refine((text) => text === '' || normalizeVatNumber(text) !== null, 'validation.vatNumber'),
      ),
    ),
  ),
  legalName: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(200, maxLengthMessage(200)), singleLine())),
  ),
  responsiblePerson: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(200, maxLengthMessage(200)), singleLine())),
  ),
});
export type TRestaurantInfoInput = z.input<typeof ZRestaurantInfoInputSchema>;
