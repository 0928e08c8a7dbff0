import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';

/**
 * What a food item declares (issue 19): the 14 allergens of Swiss food law (Lebensmittelinformations-
 * verordnung, annex 6) it contains or may contain traces of, the origin of its meat and fish, whether it
 * is vegetarian or vegan, and how spicy it is. Codes only: each screen words them in its language.
 */

export const ALLERGENS = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOY',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const;
export type TAllergen = (typeof ALLERGENS)[number];

/** Animals whose origin the menu declares; the first group is meat, the rest fish and seafood. */
export const MEAT_ANIMALS = ['BEEF', 'VEAL', 'PORK', 'LAMB', 'CHICKEN', 'DUCK'] as const;
export const FISH_ANIMALS = [
  'SALMON',
  'TUNA',
  'MACKEREL',
  'SEA_BASS',
  'SEA_BREAM',
  'YELLOWTAIL',
  'EEL',
  'SHRIMP',
  'CRAB',
  'SQUID',
  'OCTOPUS',
  'SCALLOP',
  'FISH_ROE',
] as const;
export const ANIMALS = [...MEAT_ANIMALS, ...FISH_ANIMALS] as const;
export type TAnimal = (typeof ANIMALS)[number];

/** How a fish or seafood was produced (Swiss labelling: wild catch with the FAO area, or aquaculture). */
export const FISH_METHODS = ['WILD_CATCH', 'AQUACULTURE'] as const;
export type TFishMethod = (typeof FISH_METHODS)[number];

/** FAO major fishing areas (marine). */
export const FAO_AREAS = [
  '18',
  '21',
  '27',
  '31',
  '34',
  '37',
  '41',
  '47',
  '48',
  '51',
  '57',
  '58',
  '61',
  '67',
  '71',
  '77',
  '81',
  '87',
  '88',
] as const;

export const MAX_SPICINESS = 3;

export function isFish(animal: TAnimal): boolean {
  return (FISH_ANIMALS as readonly string[]).includes(animal);
}

export const FOOD_LABEL_MESSAGES = {
  country: 'validation.originCountry',
  method: 'validation.originMethod',
  faoArea: 'validation.originFaoArea',
  spiciness: 'validation.spiciness',
  vegan: 'validation.veganVegetarian',
} as const satisfies Record<string, TSharedMessageKey>;

/** One origin declaration: country as an ISO 3166-1 alpha-2 code ('NO'); for fish, how and where. */
export const ZOriginSchema = z.object({
  animal: z.enum(ANIMALS),
  country: z.string(),
  method: z.optional(z.enum(FISH_METHODS)),
  faoArea: z.optional(z.enum(FAO_AREAS)),
});
export type TOrigin = z.infer<typeof ZOriginSchema>;

/**
 * What the public lists and the back office's answers carry per food item (issue 19). Optional when read,
 * so an answer of an older server still parses; the server always sends them.
 */
export const FOOD_DECLARATION_FIELDS = {
  allergens: z.optional(z.array(z.enum(ALLERGENS))),
  mayContain: z.optional(z.array(z.enum(ALLERGENS))),
  /** False: never declared; the menu says "Ask us about allergens". */
  allergensDeclared: z.optional(z.boolean()),
  origin: z.optional(z.array(ZOriginSchema)),
  vegetarian: z.optional(z.boolean()),
  vegan: z.optional(z.boolean()),
  /** 0 (not spicy) to MAX_SPICINESS. */
  spiciness: z.optional(z.int()),
};

/** The declarations of one food item, all there (as the server stores and sends them). */
export type TFoodDeclarations = {
  allergens: TAllergen[];
  mayContain: TAllergen[];
  allergensDeclared: boolean;
  origin: TOrigin[];
  vegetarian: boolean;
  vegan: boolean;
  spiciness: number;
};

/** A food item nobody declared anything for yet. */
export const NO_DECLARATIONS: Readonly<TFoodDeclarations> = {
  allergens: [],
  mayContain: [],
  allergensDeclared: false,
  origin: [],
  vegetarian: false,
  vegan: false,
  spiciness: 0,
};

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
