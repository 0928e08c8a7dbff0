import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { maxLengthMessage } from './i18n/shared-messages';
import { LANGUAGES, type TLanguage, type TTranslations } from './languages';
import { MAX_PRICE_RAPPEN, parseChfText } from './money';
import { singleLine } from './text';

/**
 * Dish options (docs/decisions/026): option groups ("Protein", "Spice level", "Extras") that menu and buffet items
 * use, each with a minimum and maximum number of choices and options priced as a difference to the
 * item's price. The back office's shapes are here; the public lists' shape is in catalog.ts (the menu's
 * first load carries no admin schema), the order line's in orders.ts.
 */

/** How many choices a group may ask for at most, and how many options it may have. */
export const MAX_OPTION_CHOICES = 20;
export const MAX_OPTIONS_PER_GROUP = 30;
/** How many groups an item may use. */
export const MAX_GROUPS_PER_ITEM = 10;
/** An option's price difference lies within ± this (CHF 100.00). */
export const MAX_PRICE_DELTA_RAPPEN = 10_000;

export const OPTION_MESSAGES = {
  names: 'validation.optionNames',
  choices: 'validation.optionChoices',
  priceDelta: 'validation.optionPriceDelta',
  options: 'validation.optionList',
  groups: 'validation.optionGroups',
} as const satisfies Record<string, TSharedMessageKey>;

const M = OPTION_MESSAGES;

/** The error codes of an order line's options (422), kept with the rule that finds them. */
export { OPTION_ERROR_CODES, type TOptionErrorCode } from './option-choices';

const nameText = z._default(
  z.optional(z.string().check(z.trim(), z.maxLength(100, maxLengthMessage(100)), singleLine())),
  '',
);

/**
 * A name in each language: `{ de, fr, it, en }`, an empty one meaning "as in the restaurant's default
 * language" (the server requires that one).
 */
export const ZOptionNamesInputSchema = z
  .strictObject({ de: nameText, fr: nameText, it: nameText, en: nameText })
  .check(z.refine((names) => LANGUAGES.some((language) => names[language] !== ''), M.names));
export type TOptionNames = Record<TLanguage, string>;

/**
 * A price difference as the back office sends it: a CHF number (3, -1.5) or text ('3.00', '-1.50',
 * '+4'); parsed to Rappen by parsePriceDelta, within ± CHF 100.
 */
const priceDelta = z
  .union([z.number(), z.string().check(z.maxLength(20))], { error: M.priceDelta })
  .check(z.refine((value) => parsePriceDelta(value) !== null, M.priceDelta));

/** An option's price difference in Rappen, or null when it is none (out of range, more than 2 decimals). */
export function parsePriceDelta(value: number | string): number | null {
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  let sign = 1;
  if (text.startsWith('-') || text.startsWith('−')) {
    sign = -1;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) text = text.slice(1).trim();
  if (text === '' || text.startsWith('-')) return null;
  const rappen = parseChfText(text);
  if (rappen === null || rappen > MAX_PRICE_DELTA_RAPPEN || rappen > MAX_PRICE_RAPPEN) return null;
  return rappen === 0 ? 0 : sign * rappen;
}

export const ZOptionInputSchema = z.strictObject({
  /** An existing option of the group keeps its id (and its sold-out state); left out: a new option. */
  id: z.optional(z.int().check(z.positive(), z.lte(2_147_483_647))),
  names: ZOptionNamesInputSchema,
  priceDelta,
});

/**
 * POST /api/admin/option-groups, PUT /api/admin/option-groups/{id}: the group with its options in order.
 * Options left out of a PUT are deleted (past orders keep their own copy).
 */
export const ZOptionGroupInputSchema = z
  .strictObject({
    names: ZOptionNamesInputSchema,
    minChoices: z.int({ error: M.choices }).check(z.gte(0, M.choices), z.lte(MAX_OPTION_CHOICES, M.choices)),
    maxChoices: z.int({ error: M.choices }).check(z.gte(1, M.choices), z.lte(MAX_OPTION_CHOICES, M.choices)),
    options: z
      .array(ZOptionInputSchema)
      .check(z.refine((list) => list.length >= 1 && list.length <= MAX_OPTIONS_PER_GROUP, M.options)),
  })
  .check(
    z.superRefine((group, ctx) => {
      if (typeof group.minChoices !== 'number' || typeof group.maxChoices !== 'number') return;
      if (group.maxChoices < group.minChoices)
        ctx.addIssue({ code: 'custom', message: M.choices, path: ['maxChoices'] });
      else if (Array.isArray(group.options) && group.minChoices > group.options.length)
        ctx.addIssue({ code: 'custom', message: M.choices, path: ['minChoices'] });
    }),
  );
export type TOptionGroupInput = z.input<typeof ZOptionGroupInputSchema>;

const names = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });

/** The back office's option group. Money in CHF. */
export const ZOptionGroupSchema = z.object({
  id: z.int(),
  names,
  minChoices: z.int(),
  maxChoices: z.int(),
  options: z.array(z.object({ id: z.int(), names, priceDelta: z.number(), soldOutToday: z.boolean() })),
});
export type TOptionGroup = z.infer<typeof ZOptionGroupSchema>;

/** `optionGroupIds` of the admin's menu and buffet item payloads: the groups in the order the item shows them. */
export const ZOptionGroupIdsSchema = z
  .array(z.int({ error: M.groups }).check(z.positive(M.groups), z.lte(2_147_483_647, M.groups)))
  .check(z.refine((ids) => ids.length <= MAX_GROUPS_PER_ITEM && new Set(ids).size === ids.length, M.groups));

/** PUT /api/admin/options/{id}/sold-out-today: `{ soldOut }`, as for items. */
export const ZOptionSoldOutInputSchema = z.strictObject({ soldOut: z.boolean() });

/**
 * What an order line keeps of each option chosen (order_items.options): its names in every language and
 * its group's, and its price difference, as they were when ordered.
 */
export type TOrderedOption = {
  optionId: number;
  groupId: number;
  names: TTranslations<string>;
  groupNames: TTranslations<string>;
  priceDeltaRappen: number;
};

/** A name of `names` for a reader of `language`: theirs, else the default language's, else any. */
export function nameIn(
  names: TTranslations<string>,
  language: TLanguage,
  defaultLanguage: TLanguage = 'de',
): string {
  return names[language] || names[defaultLanguage] || LANGUAGES.map((l) => names[l]).find(Boolean) || '';
}
