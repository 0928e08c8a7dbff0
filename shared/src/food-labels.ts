import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';

/**
 * What a food item declares: the 14 allergens of Swiss food law (Lebensmittelinformations-
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
