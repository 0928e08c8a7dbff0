import type { TAdminFoodItem } from '@app/shared/catalog';
import { MAX_ORIGINS } from '@app/shared/catalog-admin';
import {
  ALLERGENS,
  FAO_AREAS,
  FISH_ANIMALS,
  isFish,
  MAX_SPICINESS,
  MEAT_ANIMALS,
  NO_DECLARATIONS,
  type TAllergen,
  type TAnimal,
  type TFishMethod,
  type TOrigin,
} from '@app/shared/food-labels';
import { tAdmin } from '@/i18n/i18n';

/**
 * The food item dialog's declarations: allergens (declared or not, contains / may contain),
 * the origin of its meat and fish, vegetarian, vegan and spiciness. The rules between fields are kept
 * while editing (an allergen is in one list only, vegan is vegetarian), so the shared schema rarely has
 * anything to say; where it does, its messages land at the field it names ('origin.1.faoArea').
 */

export type TFaoArea = (typeof FAO_AREAS)[number];

/** One origin row as the dialog edits it: nothing chosen yet is null. `key` keeps React's rows apart. */
export interface TOriginRow {
  key: number;
  animal: TAnimal | null;
  country: string | null;
  method: TFishMethod | null;
  faoArea: TFaoArea | null;
}

export interface TDeclarationValues {
  allergensDeclared: boolean;
  allergens: TAllergen[];
  mayContain: TAllergen[];
  origin: TOriginRow[];
  vegetarian: boolean;
  vegan: boolean;
  spiciness: number;
}

export type TOriginPart = 'animal' | 'country' | 'method' | 'faoArea';
export type TOriginField = `origin.${number}.${TOriginPart}`;
export type TDeclarationField = keyof TDeclarationValues | TOriginField;

const ORIGIN_PARTS: readonly TOriginPart[] = ['animal', 'country', 'method', 'faoArea'];

export function originField(index: number, part: TOriginPart): TOriginField {
  return `origin.${index}.${part}`;
}

/** The fields the server (or the shared schema) may name, each shown at its control. */
export const DECLARATION_FIELDS: readonly TDeclarationField[] = [
  'allergensDeclared',
  'allergens',
  'mayContain',
  'origin',
  ...Array.from({ length: MAX_ORIGINS }, (_, index) =>
    ORIGIN_PARTS.map((part) => originField(index, part)),
  ).flat(),
  'vegetarian',
  'vegan',
  'spiciness',
];

let nextKey = 1;

export function emptyOriginRow(): TOriginRow {
  return { key: nextKey++, animal: null, country: null, method: null, faoArea: null };
}

function originRow(origin: TOrigin): TOriginRow {
  return {
    key: nextKey++,
    animal: origin.animal,
    country: origin.country,
    method: origin.method ?? null,
    faoArea: origin.faoArea ?? null,
  };
}

export const NEW_DECLARATIONS: Readonly<TDeclarationValues> = { ...NO_DECLARATIONS, origin: [] };

/** What the dialog starts from: the saved declarations (an older server's answer without them: none). */
export function declarationValues(item: TAdminFoodItem): TDeclarationValues {
  const known = (codes: readonly string[] | undefined) =>
    ALLERGENS.filter((allergen) => codes?.includes(allergen));
  return {
    allergensDeclared: item.allergensDeclared ?? false,
    allergens: known(item.allergens),
    mayContain: known(item.mayContain),
    origin: (item.origin ?? []).map(originRow),
    vegetarian: item.vegetarian ?? false,
    vegan: item.vegan ?? false,
    spiciness: item.spiciness ?? 0,
  };
}

/**
 * One row as the payload has it: the method for fish only, the FAO area for wild catch only. What is not
 * chosen is left for the shared schema to name ('origin.0.country').
 */
function originInput(row: TOriginRow) {
  const fish = row.animal !== null && isFish(row.animal);
  return {
    animal: row.animal ?? undefined,
    country: row.country ?? undefined,
    ...(fish ? { method: row.method ?? undefined } : {}),
    ...(fish && row.method === 'WILD_CATCH' ? { faoArea: row.faoArea ?? undefined } : {}),
  };
}

/**
 * The declarations part of the food item payload. Not declared sends empty lists (what the menu then
 * says is "Ask us about allergens"); the ticks stay in the dialog until it closes, should the switch go
 * back on. Every origin row is sent, a blank one too (it is named, not silently dropped), so the
 * server's 'origin.N.…' is the row shown as N.
 */
export function declarationsInput(values: TDeclarationValues) {
  return {
    allergensDeclared: values.allergensDeclared,
    allergens: values.allergensDeclared ? values.allergens : [],
    mayContain: values.allergensDeclared ? values.mayContain : [],
    origin: values.origin.map(originInput),
    vegetarian: values.vegetarian,
    vegan: values.vegan,
    spiciness: values.spiciness,
  };
}

/** In the order of the 14 allergens (the order the checkboxes and the menu show). */
function inOrder(list: readonly string[]): TAllergen[] {
  return ALLERGENS.filter((allergen) => list.includes(allergen));
}

/** Ticking "contains" takes the allergen out of "may contain": an allergen is in one list only. */
export function withContains(
  values: Pick<TDeclarationValues, 'allergens' | 'mayContain'>,
  list: readonly string[],
): Pick<TDeclarationValues, 'allergens' | 'mayContain'> {
  const allergens = inOrder(list);
  return { allergens, mayContain: values.mayContain.filter((a) => !allergens.includes(a)) };
}

/** "May contain" offers only what the item does not contain (the others are disabled). */
export function withMayContain(
  values: Pick<TDeclarationValues, 'allergens' | 'mayContain'>,
  list: readonly string[],
): Pick<TDeclarationValues, 'allergens' | 'mayContain'> {
  return {
    allergens: values.allergens,
    mayContain: inOrder(list).filter((a) => !values.allergens.includes(a)),
  };
}

/** Vegan is vegetarian too: switching vegan on switches vegetarian on; vegetarian off takes vegan off. */
export function withDiet(
  values: Pick<TDeclarationValues, 'vegetarian' | 'vegan'>,
  change: { vegetarian: boolean } | { vegan: boolean },
): Pick<TDeclarationValues, 'vegetarian' | 'vegan'> {
  if ('vegan' in change) {
    return { vegan: change.vegan, vegetarian: change.vegan ? true : values.vegetarian };
  }
  return { vegetarian: change.vegetarian, vegan: change.vegetarian ? values.vegan : false };
}

export function isSpiciness(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SPICINESS;
}

/**
 * Countries meat and fish on a Swiss menu usually come from, as ISO codes (GB covers Scotland). A saved
 * code outside the list is offered too (countryOptions), so editing never loses it.
 */
export const COUNTRY_CODES = [
  'CH',
  'DE',
  'FR',
  'IT',
  'AT',
  'LI',
  'BE',
  'NL',
  'DK',
  'NO',
  'SE',
  'FI',
  'IS',
  'FO',
  'GB',
  'IE',
  'ES',
  'PT',
  'GR',
  'HR',
  'PL',
  'HU',
  'TR',
  'MA',
  'ZA',
  'VN',
  'TH',
  'MY',
  'PH',
  'IN',
  'LK',
  'ID',
  'CN',
  'JP',
  'KR',
  'AU',
  'NZ',
  'US',
  'CA',
  'MX',
  'EC',
  'PE',
  'CL',
  'AR',
  'UY',
  'BR',
] as const;

/** The countries by name in `locale` ('Norwegen'), sorted the way that language sorts; plus `extra` codes. */
export function countryOptions(locale: string, extra: readonly (string | null)[] = []) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const codes = new Set<string>(COUNTRY_CODES);
  for (const code of extra) if (code) codes.add(code);
  const collator = new Intl.Collator(locale);
  return [...codes]
    .map((value) => ({ value, label: names.of(value) ?? value }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Animals in two groups (meat, fish and seafood) under the names the menu uses. */
export function animalOptions() {
  const option = (value: TAnimal) => ({ value, label: tAdmin(`menu.origin.animal.${value}`) });
  return [
    { group: tAdmin('catalog.declarations.meat'), items: MEAT_ANIMALS.map(option) },
    { group: tAdmin('catalog.declarations.fish'), items: FISH_ANIMALS.map(option) },
  ];
}

/** 'FAO 71: Pacific, western central'. */
export function faoAreaOptions() {
  return FAO_AREAS.map((value) => ({
    value,
    label: tAdmin('catalog.declarations.faoOption', {
      area: value,
      name: tAdmin(`menu.origin.fao.${value}`),
    }),
  }));
}

export function isFaoArea(value: string | null): value is TFaoArea {
  return value !== null && (FAO_AREAS as readonly string[]).includes(value);
}

export function isAnimal(value: string | null): value is TAnimal {
  return value !== null && ([...MEAT_ANIMALS, ...FISH_ANIMALS] as readonly string[]).includes(value);
}
