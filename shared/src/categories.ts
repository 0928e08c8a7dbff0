import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { LANGUAGES, type TLanguage } from './languages';
import { singleLine } from './text';

/**
 * The menu's categories are the restaurant's data (table `categories`): a code that menu items and the
 * public answers name, a name per language, a position (the menu's order) and whether diners see it.
 * The spec's 17 codes are only the defaults a new restaurant and the demo start with (0021 seeds them);
 * nothing may rely on that list being fixed. The admin shape is `ZCategorySchema` (below).
 *
 * Names: the restaurant's default language's name is required, the others may stay empty and fall back to
 * it (like food items' texts); each at most 60 characters on one line.
 * Order: `position` is the place in the list, 1 for the first. Sending another position moves the category
 * there and the others close up behind it, so the positions stay 1…n without gaps or ties.
 */

/** A menu category as the admin API answers it; the public list has the name in the request's language. */
export const ZCategorySchema = z.object({
  code: z.string(),
  names: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
  position: z.int(),
  visible: z.boolean(),
  /**
   * The kitchen station that prepares its items (null: none). The server always sends it; a reader of
   * an older answer or of a change logged before stations existed takes null.
   */
  stationId: z._default(z.optional(z.nullable(z.int())), null),
});
export type TCategory = z.infer<typeof ZCategorySchema>;

export const CATEGORY_MESSAGES = {
  code: 'validation.categoryCode',
  name: 'validation.categoryName',
  required: 'validation.required',
  position: 'validation.categoryPosition',
  visible: 'validation.visible',
  category: 'validation.category',
  station: 'validation.station',
} as const satisfies Record<string, TSharedMessageKey>;

const M = CATEGORY_MESSAGES;

/** The spec's categories in the menu's order: the seed of a new restaurant (0021) and the demo's codes. */
export const DEFAULT_CATEGORY_CODES = [
  'SUSHI_STARTER',
  'SUSHI_ROLLS',
  'HOSO_MAKI',
  'NIGIRI',
  'TEMAKI',
  'SUSHI_PLATTEN',
  'BOWLS',
  'DONBURI',
  'RAMEN_NOODLE',
  'THAI_STARTER',
  'THAI_SUPPE',
  'THAI_NOODLES',
  'THAI_CURRY',
  'THAI_WOK',
  'SIDES',
  'DESSERT',
  'DRINK',
] as const;
export type TDefaultCategoryCode = (typeof DEFAULT_CATEGORY_CODES)[number];

/** Upper-case letters, digits and _, starting with a letter, at most 40 (the table's check). */
export const CATEGORY_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;
export const CATEGORY_NAME_MAX = 60;

/** A category code as a field: menu items' `category`, the new category's `code`. */
export const categoryCode = (message: string = M.code) =>
  z.string({ error: message }).check(z.trim(), z.regex(CATEGORY_CODE_PATTERN, message));

const nameField = z._default(
  z.optional(
    z.string({ error: M.name }).check(z.trim(), z.maxLength(CATEGORY_NAME_MAX, M.name), singleLine()),
  ),
  '',
);

const names = z.strictObject({ de: nameField, fr: nameField, it: nameField, en: nameField });

const position = z
  .number({ error: M.position })
  .check(z.int(M.position), z.gte(1, M.position), z.lte(10_000, M.position));

/** A kitchen station's id (the server checks it exists), or null for none. */
export const stationIdField = (message: string = M.station) =>
  z.nullable(
    z.number({ error: message }).check(z.int(message), z.positive(message), z.lte(2_147_483_647, message)),
  );

/** POST /api/admin/categories. Left out: last in the list, visible, no station. */
export const ZCategoryCreateSchema = z.strictObject({
  code: categoryCode(),
  names,
  position: z.optional(position),
  visible: z._default(z.optional(z.boolean({ error: M.visible })), true),
  stationId: z.optional(stationIdField()),
});
export type TCategoryCreate = z.output<typeof ZCategoryCreateSchema>;
export type TCategoryCreateInput = z.input<typeof ZCategoryCreateSchema>;

/** PUT /api/admin/categories/{code}: rename, move, hide or show, route; a field left out stays. */
export const ZCategoryUpdateSchema = z.strictObject({
  /** The code comes from the address; sent back (a form sends the object it loaded), it must match. */
  code: z.optional(z.string()),
  names: z.optional(names),
  position: z.optional(position),
  visible: z.optional(z.boolean({ error: M.visible })),
  /** The kitchen station its items go to; null: none. */
  stationId: z.optional(stationIdField()),
});
export type TCategoryUpdate = z.output<typeof ZCategoryUpdateSchema>;
export type TCategoryUpdateInput = z.input<typeof ZCategoryUpdateSchema>;

/** One change of the categories as the change log keeps it: null before a create, null after a delete. */
export const ZCategoryChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  code: z.string(),
  before: z.nullable(ZCategorySchema),
  after: z.nullable(ZCategorySchema),
});
export type TCategoryChange = z.infer<typeof ZCategoryChangeSchema>;

/** A category's name for a reader of `language`: its own, else the default language's, else any, else the code. */
export function categoryName(
  category: { code: string; names: Partial<Record<TLanguage, string>> },
  language: TLanguage,
  defaultLanguage: TLanguage,
): string {
  const { names: n } = category;
  return n[language] || n[defaultLanguage] || LANGUAGES.map((l) => n[l]).find(Boolean) || category.code;
}
