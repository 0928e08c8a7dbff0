import { z } from 'zod/mini';
import { categoryCode, stationIdField } from './categories';
import { ZOptionGroupIdsSchema } from './dish-options';
import {
  ALLERGENS,
  ANIMALS,
  FAO_AREAS,
  FISH_METHODS,
  FOOD_LABEL_MESSAGES,
  isFish,
  MAX_SPICINESS,
  type TAllergen,
  type TAnimal,
  type TOrigin,
} from './food-labels';
import { maxLengthMessage, type TSharedMessageKey } from './i18n/shared-messages';
import { LANGUAGES } from './languages';
import { parseChfText } from './money';
import { parseOpeningHoursText, TIME_FORMAT_MESSAGE } from './opening-hours';
import { ZSlotCapacityInputSchema, ZSpecialDaysInputSchema } from './special-days-input';
import { multiLine, singleLine } from './text';
import { ZUnseenSettingsInputSchema } from './unseen';
import { VAT_CLASSES } from './vat';
import { normalizeVatNumber } from './vat-number';
import { isTimeZone } from './zoned-time';

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
  timeZone: 'validation.timeZone',
  vatClass: 'validation.vatClass',
  station: 'validation.station',
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

/** A food item's text in another language: an empty name means "no translation". */
const foodItemText = z.strictObject({
  name: optionalText(200, maxLengthMessage(200), 'single'),
  description: optionalText(2000, maxLengthMessage(2000), 'multi'),
});

// Food declarations (allergens, origin, diet, spiciness): here, not in food-labels.ts, so public pages load
// none of this.

export const MAX_ORIGINS = 10;

/** Messages of the input checks below (shared catalogue keys). */
export const FOOD_DECLARATION_MESSAGES = {
  ...FOOD_LABEL_MESSAGES,
  allergens: 'validation.allergens',
  overlap: 'validation.allergensOverlap',
  animal: 'validation.originAnimal',
  tooMany: 'validation.originTooMany',
} as const satisfies Record<string, TSharedMessageKey>;

const DM = FOOD_DECLARATION_MESSAGES;

/** Region codes with a name that are not countries (unknown, groupings, the EU). */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

/** Whether `code` is an ISO 3166-1 alpha-2 country this runtime knows ('NO', 'CH'); upper case only. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  if (typeof Intl === 'undefined' || typeof Intl.DisplayNames !== 'function') return true;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
  } catch {
    return false;
  }
}

// Refinements, not size checks: an oversized list would stop the whole payload's checks (zod skips the
// others after a size cap), and every wrong field is to be named at once.
const allergenList = z
  .array(z.enum(ALLERGENS, { error: DM.allergens }))
  .check(z.refine((list) => new Set(list).size === list.length, DM.allergens));

const always = { when: () => true };

/**
 * One origin as the admin sends it. Fish and seafood need the production method, meat has none; the
 * FAO area goes with wild catch only. Every wrong field is named (`origin.1.faoArea`), even beside
 * another wrong field of the same entry.
 */
export const ZOriginInputSchema = z
  .strictObject({
    animal: z.enum(ANIMALS, { error: DM.animal }),
    country: z.string({ error: DM.country }).check(z.refine(isCountryCode, DM.country)),
    method: z.optional(z.enum(FISH_METHODS, { error: DM.method })),
    faoArea: z.optional(z.enum(FAO_AREAS, { error: DM.faoArea })),
  })
  .check(
    z.superRefine((raw, ctx) => {
      const entry = raw as Partial<Record<keyof TOrigin, unknown>>;
      if (typeof entry !== 'object' || entry === null) return;
      if (!(ANIMALS as readonly unknown[]).includes(entry.animal)) return;
      const fish = isFish(entry.animal as TAnimal);
      if (fish ? entry.method === undefined : entry.method !== undefined) {
        ctx.addIssue({ code: 'custom', message: DM.method, path: ['method'] });
      }
      const wild = fish && entry.method === 'WILD_CATCH';
      if (wild ? entry.faoArea === undefined : entry.faoArea !== undefined) {
        ctx.addIssue({ code: 'custom', message: DM.faoArea, path: ['faoArea'] });
      }
    }, always),
  );

/**
 * The declaration fields of the admin's food item payload (PUT/POST /api/admin/food-items). Each one left
 * out keeps what is saved (an older client), or the NO_DECLARATIONS value on a new item.
 */
export const FOOD_DECLARATION_INPUT_FIELDS = {
  allergens: z.optional(allergenList),
  mayContain: z.optional(allergenList),
  /** Left out while a list is sent: true (saving a list declares). False clears both lists. */
  allergensDeclared: z.optional(z.boolean()),
  origin: z.optional(
    z.array(ZOriginInputSchema).check(z.refine((list) => list.length <= MAX_ORIGINS, DM.tooMany)),
  ),
  vegetarian: z.optional(z.boolean()),
  vegan: z.optional(z.boolean()),
  spiciness: z.optional(
    z.int({ error: DM.spiciness }).check(z.gte(0, DM.spiciness), z.lte(MAX_SPICINESS, DM.spiciness)),
  ),
};

export type TFoodDeclarationsInput = {
  allergens?: TAllergen[] | undefined;
  mayContain?: TAllergen[] | undefined;
  allergensDeclared?: boolean | undefined;
  origin?: TOrigin[] | undefined;
  vegetarian?: boolean | undefined;
  vegan?: boolean | undefined;
  spiciness?: number | undefined;
};

/**
 * The rules between fields, on the declarations as they will be saved (`merged`: what was sent over
 * what is saved): vegan implies vegetarian, and an allergen it contains is not also "may contain".
 * Field path -> message key; empty when all is well. The schema runs it on what was sent; the server
 * again on the merged item.
 */
export function declarationProblems(
  merged: Partial<TFoodDeclarationsInput>,
): Record<string, TSharedMessageKey> {
  const problems: Record<string, TSharedMessageKey> = {};
  if (merged.vegan === true && merged.vegetarian === false) problems.vegan = DM.vegan;
  const contains = new Set(Array.isArray(merged.allergens) ? merged.allergens : []);
  if (Array.isArray(merged.mayContain) && merged.mayContain.some((a) => contains.has(a))) {
    problems.mayContain = DM.overlap;
  }
  return problems;
}

/** The check of a food item payload that holds FOOD_DECLARATION_INPUT_FIELDS (runs beside other field errors). */
export const foodDeclarationsCheck = () =>
  z.superRefine<object>((raw, ctx) => {
    const sent = raw as Partial<TFoodDeclarationsInput>;
    for (const [path, message] of Object.entries(declarationProblems(sent))) {
      ctx.addIssue({ code: 'custom', message, path: [path] });
    }
  }, always);

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
    /** The declarations: allergens, origin, diet and spiciness; each left out keeps the saved value. */
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

/** The VAT class: left out, a new item is REDUCED and a saved one keeps its class. */
const vatClass = z.optional(z.enum(VAT_CLASSES, { error: M.vatClass }));

export const ZMenuItemInputSchema = z.strictObject({
  foodItemId,
  price,
  available,
  /** An existing category's code (the server checks it); left out: the first category of the menu. */
  category: z.optional(categoryCode(M.category)),
  vatClass,
  /** Its option groups in order (dish options); left out: the saved ones stay. */
  optionGroupIds: z.optional(ZOptionGroupIdsSchema),
  /** The kitchen station, overriding its category's; null: its category's. Left out: none, or the saved one. */
  stationId: z.optional(stationIdField()),
});
export type TMenuItemInput = z.input<typeof ZMenuItemInputSchema>;

export const ZBuffetItemInputSchema = z.strictObject({
  foodItemId,
  price,
  available,
  vatClass,
  optionGroupIds: z.optional(ZOptionGroupIdsSchema),
  /** The kitchen station that prepares it; null: none. Left out: none, or the saved one. */
  stationId: z.optional(stationIdField()),
});
export type TBuffetItemInput = z.input<typeof ZBuffetItemInputSchema>;

/** PUT /api/admin/{menu,buffet}-items/{id}/sold-out-today: until the next opening day, or back on sale. */
export const ZSoldOutInputSchema = z.strictObject({ soldOut: z.boolean() });
export type TSoldOutInput = z.infer<typeof ZSoldOutInputSchema>;

/**
 * What search engines read of the restaurant beside its details (schema.org `geo`, `servesCuisine`,
 * `priceRange`): how many cuisines, how long each and the price range may be. Short on purpose: a
 * listing shows a few words, not a text.
 */
export const LISTING_LIMITS = { cuisines: 10, cuisine: 50, priceRange: 30 } as const;

export const LISTING_MESSAGES = {
  latitude: 'validation.latitude',
  longitude: 'validation.longitude',
  coordinatesPair: 'validation.coordinatesPair',
  cuisinesCount: 'validation.cuisinesCount',
} as const satisfies Record<string, TSharedMessageKey>;

/** A coordinate in decimal degrees within [min, max]; null clears it, left out keeps it. */
const coordinate = (min: number, max: number, message: TSharedMessageKey) =>
  z.optional(z.nullable(z.number({ error: message }).check(z.gte(min, message), z.lte(max, message))));

/** The cuisines in one language: a short list of short single-line texts ('Sushi', 'Thai'). */
const cuisineList = z
  .array(
    z
      .string({ error: M.required })
      .check(
        z.trim(),
        z.minLength(1, M.required),
        z.maxLength(LISTING_LIMITS.cuisine, maxLengthMessage(LISTING_LIMITS.cuisine)),
        singleLine(),
      ),
  )
  .check(z.maxLength(LISTING_LIMITS.cuisines, LISTING_MESSAGES.cuisinesCount));

/** How a coordinate was sent: left out (kept), null (cleared) or a value (checked on its own). */
const sentAs = (value: unknown) => (value === undefined ? 'left' : value === null ? 'none' : 'given');

/**
 * Latitude and longitude come together: both numbers, both null (cleared) or both left out (kept). The
 * one that breaks the pair is named (the missing one beside a given one), so the form shows it there.
 */
const coordinatesPairCheck = () =>
  z.superRefine<object>((raw, ctx) => {
    if (typeof raw !== 'object' || raw === null) return;
    const { latitude, longitude } = raw as { latitude?: unknown; longitude?: unknown };
    const lat = sentAs(latitude);
    const lon = sentAs(longitude);
    if (lat === lon) return;
    const path =
      lat === 'given'
        ? 'longitude'
        : lon === 'given'
          ? 'latitude'
          : lat === 'left'
            ? 'latitude'
            : 'longitude';
    ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.coordinatesPair, path: [path] });
  }, always);

/** The restaurant's texts in another language than its default one: an empty text means "none". */
const restaurantText = z.strictObject({
  aboutText: optionalText(5000, maxLengthMessage(5000), 'multi'),
  deliveryNote: optionalText(1000, maxLengthMessage(1000), 'multi'),
  legalNotice: optionalText(2000, maxLengthMessage(2000), 'multi'),
  /** The cuisines in this language; left out: the saved ones stay; empty: the default language's. */
  cuisines: z.optional(cuisineList),
});

/**
 * PUT /api/admin/restaurant-info/{id}. Opening hours use the stored text form (spec section 3) and the
 * shared parser; the server saves the canonical text. `deliveryNote` left out keeps the saved note
 * (the spec's client leaves it out when saving); null or empty clears it. `id`, when sent (the form
 * may send back the object it loaded), must match the address.
 */
export const ZRestaurantInfoInputSchema = z
  .strictObject({
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
    /**
     * The language of the kitchen's tickets (their labels and dish names). Left out: the saved one stays;
     * null: the default language's, whichever it is.
     */
    kitchenLanguage: z.optional(z.nullable(z.enum(LANGUAGES, { error: M.language }))),
    /** Left out: the saved ones stay. Days already over are dropped on save. */
    specialDays: z.optional(ZSpecialDaysInputSchema),
    /** Left out: the saved limits stay. */
    slotCapacity: z.optional(ZSlotCapacityInputSchema),
    /**
     * The legal notice: the Swiss VAT number ('CHE-123.456.788 MWST', checked with its check
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
    /** Unseen orders: escalation, automatic pause and timeout. Left out: the saved settings stay. */
    unseen: z.optional(ZUnseenSettingsInputSchema),
    /**
     * The about text and the delivery note in the other languages than the default one (aboutText and
     * deliveryNote above). Left out: the saved ones stay; an empty text falls back to the default
     * language's; an entry for the default language is dropped.
     */
    translations: z.optional(
      z.strictObject(
        {
          de: z.optional(restaurantText),
          fr: z.optional(restaurantText),
          it: z.optional(restaurantText),
          en: z.optional(restaurantText),
        },
        { error: M.language },
      ),
    ),
    /**
     * The legal notice's free text in the default language (a register entry, a liability note), shown on
     * the legal notice page. Left out: kept; null or empty: cleared.
     */
    legalNotice: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(2000, maxLengthMessage(2000)), multiLine())),
    ),
    /** The restaurant's time zone, an IANA name ('Europe/Zurich'). Left out: the saved one stays. */
    timeZone: z.optional(
      z
        .string({ error: M.timeZone })
        .check(z.trim(), z.maxLength(100, M.timeZone), z.refine(isTimeZone, M.timeZone)),
    ),
    /**
     * Where the restaurant is, in decimal degrees (WGS 84: 47.3516, 7.9077), for search engines' maps.
     * Both or neither: left out both: kept; null both: cleared.
     */
    latitude: coordinate(-90, 90, LISTING_MESSAGES.latitude),
    longitude: coordinate(-180, 180, LISTING_MESSAGES.longitude),
    /** The cuisines it serves in the default language ('Japanisch', 'Sushi', 'Thai'). Left out: kept. */
    cuisines: z.optional(cuisineList),
    /** The price range as guests read it ('CHF 15–40'). Left out: kept; null or empty: cleared. */
    priceRange: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(LISTING_LIMITS.priceRange, maxLengthMessage(LISTING_LIMITS.priceRange)),
            singleLine(),
          ),
      ),
    ),
  })
  .check(coordinatesPairCheck());
export type TRestaurantInfoInput = z.input<typeof ZRestaurantInfoInputSchema>;
