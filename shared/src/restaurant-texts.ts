import { z } from 'zod/mini';
import { LANGUAGES } from './languages';
import { ZRestaurantInfoSchema } from './restaurant-info';

/**
 * The restaurant's own texts in one language (about text, delivery note, legal notice, cuisines); a
 * missing one falls back to the default language's.
 */
export const ZRestaurantTextsSchema = z.object({
  aboutText: z.optional(z.string()),
  deliveryNote: z.optional(z.string()),
  /** The legal notice's free text (the legal notice page shows it below the company's details). */
  legalNotice: z.optional(z.string()),
  /** The cuisines the restaurant serves, in this language (schema.org `servesCuisine`). */
  cuisines: z.optional(z.array(z.string())),
});
export type TRestaurantTexts = z.infer<typeof ZRestaurantTextsSchema>;

const ZTextsByLanguageSchema = z.object({
  de: z.optional(ZRestaurantTextsSchema),
  fr: z.optional(ZRestaurantTextsSchema),
  it: z.optional(ZRestaurantTextsSchema),
  en: z.optional(ZRestaurantTextsSchema),
});

/**
 * Restaurant information as the back office reads and saves it: with the texts in the other languages
 * than the default one (aboutText and deliveryNote are the default language's). A public answer carries
 * no translations: its aboutText and deliveryNote are already in the request's language, else the default
 * language's. Apart from restaurant-info.ts so that the public pages' code does not carry this schema.
 */
export const ZAdminRestaurantInfoSchema = z.extend(ZRestaurantInfoSchema, {
  /** The default language's legal notice text (public: GET /api/public/legal's `notice`); null: none. */
  legalNotice: z.optional(z.nullable(z.string())),
  translations: z.optional(ZTextsByLanguageSchema),
  /**
   * The language of the kitchen's tickets as chosen; null: the default language's. Sent by the server
   * always; optional for older answers and fixtures.
   */
  kitchenLanguage: z.optional(z.nullable(z.enum(LANGUAGES))),
});
export type TAdminRestaurantInfo = z.infer<typeof ZAdminRestaurantInfoSchema>;

/**
 * The change log of the restaurant's texts and time zone (subject 'restaurant-texts'), as the back office
 * reads it beside the fields: of each save, what changed, before and after. `texts` holds the changed
 * languages' about text and delivery note, each language under its own code (the default language's
 * too); `timeZone` is there when the zone changed, `kitchenLanguage` when the tickets' language did, `location`
 * and `priceRange` when what search engines show did. Only the back office loads this module.
 */
const ZRestaurantTextsStateSchema = z.object({
  texts: z.optional(ZTextsByLanguageSchema),
  timeZone: z.optional(z.string()),
  /** There when the kitchen's language changed (null: the default language's). */
  kitchenLanguage: z.optional(z.nullable(z.enum(LANGUAGES))),
  /** There when the coordinates search engines show changed (null: none given). */
  location: z.optional(z.nullable(z.object({ latitude: z.number(), longitude: z.number() }))),
  /** There when the price range changed (null: none given). */
  priceRange: z.optional(z.nullable(z.string())),
});
export type TRestaurantTextsState = z.infer<typeof ZRestaurantTextsStateSchema>;

export const ZRestaurantTextsChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  before: ZRestaurantTextsStateSchema,
  after: ZRestaurantTextsStateSchema,
});
export type TRestaurantTextsChange = z.infer<typeof ZRestaurantTextsChangeSchema>;

/**
 * Time zones the restaurant-information screen offers: the IANA zones this engine knows, Europe first
 * (the product's home), else every zone. Intl.supportedValuesOf is missing on older engines: then the
 * saved zone and the spec's default.
 */
export function timeZoneChoices(current: string): string[] {
  const all: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Zurich'];
  const zones = new Set(all);
  zones.add(current);
  zones.add('Europe/Zurich');
  return [...zones].sort(
    (a, b) => Number(!a.startsWith('Europe/')) - Number(!b.startsWith('Europe/')) || a.localeCompare(b),
  );
}
