import type { TAdminFoodItem, TFoodItemText } from '@app/shared/catalog';
import {
  ZBuffetItemInputSchema,
  ZFoodItemInputSchema,
  ZMenuItemInputSchema,
} from '@app/shared/catalog-admin';
import { LANGUAGES, type TLanguage, type TTranslations } from '@app/shared/languages';
import { chfToRappen, rappenToChfText } from '@app/shared/money';
import { DEFAULT_VAT_CLASS, type TVatClass, VAT_CLASSES } from '@app/shared/vat';
import { tAdmin, translateMessage } from '@/i18n/i18n';
import {
  checkWithSchema,
  nearestField,
  type TChecked,
  type TFieldErrors,
  withFormErrors,
} from '@/lib/form-errors';
import type { TBuffetItemBody, TFoodItemBody, TMenuItemBody } from './api/catalog-apis';
import {
  DECLARATION_FIELDS,
  declarationsInput,
  declarationValues,
  NEW_DECLARATIONS,
  type TDeclarationField,
  type TDeclarationValues,
} from './declarations-form';

/**
 * The three catalogue forms: their values, checked with the server's own schemas (so the messages
 * under the fields are the ones the server would send), price text, and the menu categories.
 */

/** A CHF amount as the price field shows it for editing: 12.5 -> '12.50'. */
export function priceText(chf: number): string {
  return rappenToChfText(chfToRappen(chf));
}

/**
 * The fields of menu and buffet items: which dish, its price (text), whether it can be ordered, its VAT
 * class and (menu only) the category. The buffet's check leaves the category out.
 */
export interface TPricedItemValues {
  /** The Select's value: the food item's id as text, null until one is chosen. */
  foodItemId: string | null;
  price: string;
  available: boolean;
  /** The category's code; '' until one is chosen (a new item then goes into the menu's first). */
  category: string;
  vatClass: TVatClass;
  /**
   * Its option groups in order; null while unknown (an answer without them, or a new item none were
   * chosen for): then none are sent and the saved ones stay.
   */
  optionGroupIds: number[] | null;
  /** The kitchen station's id; null: none (a menu item then goes to its category's). */
  stationId: number | null;
}

const PRICED_ITEM_FIELDS = [
  'foodItemId',
  'price',
  'available',
  'category',
  'vatClass',
  'optionGroupIds',
  'stationId',
] as const;
export type TPricedItemField = (typeof PRICED_ITEM_FIELDS)[number];
export const placePricedItemField = nearestField(PRICED_ITEM_FIELDS);

/**
 * A new item: available, in the menu's first category (the select shows it), and free until a price is
 * typed (spec 5: empty price means 0).
 */
export const NEW_PRICED_ITEM: TPricedItemValues = {
  foodItemId: null,
  price: '',
  available: true,
  category: '',
  vatClass: DEFAULT_VAT_CLASS,
  optionGroupIds: null,
  stationId: null,
};

export function pricedItemValues(item: {
  foodItemId: number;
  price: number;
  available: boolean;
  category?: string;
  vatClass?: TVatClass | undefined;
  optionGroupIds?: number[] | undefined;
  stationId?: number | null | undefined;
}): TPricedItemValues {
  return {
    foodItemId: String(item.foodItemId),
    price: priceText(item.price),
    available: item.available,
    category: item.category ?? '',
    // An older server's answer without it: the class every item had before VAT classes came.
    vatClass: item.vatClass ?? DEFAULT_VAT_CLASS,
    optionGroupIds: item.optionGroupIds ? [...item.optionGroupIds] : null,
    stationId: item.stationId ?? null,
  };
}

/** The shared part of both payloads; no food item chosen is left for the schema to name. */
function pricedItemInput(values: TPricedItemValues) {
  return {
    foodItemId: values.foodItemId === null ? undefined : Number(values.foodItemId),
    price: values.price,
    available: values.available,
    vatClass: values.vatClass,
    ...(values.optionGroupIds === null ? {} : { optionGroupIds: values.optionGroupIds }),
    stationId: values.stationId,
  };
}

/** The VAT classes with what each is for ('Reduced rate 2.6 % (food, soft drinks)'), reduced first. */
export function vatClassOptions(): { value: TVatClass; label: string }[] {
  return VAT_CLASSES.map((value) => ({
    value,
    label: tAdmin(
      value === 'STANDARD' ? 'catalog.declarations.vatStandard' : 'catalog.declarations.vatReduced',
    ),
  }));
}

export function isVatClass(value: string | null): value is TVatClass {
  return value !== null && (VAT_CLASSES as readonly string[]).includes(value);
}

export type TPricedItemCheck<TBody> = (values: TPricedItemValues) => TChecked<TBody, TPricedItemField>;

/** Menu item payload (spec 7): foodItemId, price (text), available, category, vatClass. */
export const checkMenuItem: TPricedItemCheck<TMenuItemBody> = (values) =>
  checkWithSchema(
    ZMenuItemInputSchema,
    { ...pricedItemInput(values), category: values.category || undefined },
    placePricedItemField,
  );

/** Buffet item payload (spec 7): foodItemId, price (text), available, vatClass. */
export const checkBuffetItem: TPricedItemCheck<TBuffetItemBody> = (values) =>
  checkWithSchema(ZBuffetItemInputSchema, pricedItemInput(values), placePricedItemField);

/**
 * Food item form: name (required) and description in the restaurant's default language, and
 * optionally in each other language, at the paths the server names in its messages
 * ('translations.fr.name'). The default language's own translation stays unused. The declarations
 * are in declarations-form.ts.
 */
type TTextField = keyof TFoodItemText;
export type TTranslationField = `translations.${TLanguage}.${TTextField}`;
export type TFoodItemTextField = TTextField | TTranslationField;
/** A field a message can be shown at. */
export type TFoodItemField = TFoodItemTextField | TDeclarationField;
export type TFoodItemValues = TFoodItemText & {
  translations: Record<TLanguage, TFoodItemText>;
} & TDeclarationValues;
/**
 * What `checkFoodItem` accepts: the translations may be left out (then none are sent), and so may the
 * declarations (then the saved ones stay: what an older client does).
 */
export type TFoodItemInputValues = TFoodItemText & {
  translations?: Partial<Record<TLanguage, TFoodItemText>>;
} & Partial<TDeclarationValues>;

export function translationField(language: TLanguage, field: TTextField): TTranslationField {
  return `translations.${language}.${field}`;
}

const FOOD_ITEM_TEXT_FIELDS: readonly TFoodItemTextField[] = [
  'name',
  'description',
  ...LANGUAGES.flatMap((language) => [
    translationField(language, 'name'),
    translationField(language, 'description'),
  ]),
];

export const placeFoodItemField = nearestField<TFoodItemField>([
  ...FOOD_ITEM_TEXT_FIELDS,
  ...DECLARATION_FIELDS,
]);

/** Every language's texts as the dialog edits them: empty where the item has none. */
function translationValues(translations: TTranslations<TFoodItemText> | undefined) {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = translations?.[language];
      return [language, { name: text?.name ?? '', description: text?.description ?? '' }];
    }),
  ) as Record<TLanguage, TFoodItemText>;
}

export const NEW_FOOD_ITEM: TFoodItemValues = {
  name: '',
  description: '',
  translations: translationValues(undefined),
  ...NEW_DECLARATIONS,
};

export function foodItemValues(item: TAdminFoodItem): TFoodItemValues {
  return {
    name: item.name,
    description: item.description,
    translations: translationValues(item.translations),
    ...declarationValues(item),
  };
}

/**
 * Food item payload (spec 7): name and description, both trimmed, plus (when the form has them) the
 * other languages' texts. A language whose name is empty has no translation (the server drops it), so a
 * description typed there without a name is refused rather than lost.
 */
export function checkFoodItem(
  values: TFoodItemInputValues,
  defaultLanguage: TLanguage = 'de',
): TChecked<TFoodItemBody, TFoodItemField> {
  const translations: TTranslations<TFoodItemText> = {};
  const orphans: TFieldErrors<TFoodItemField> = {};
  for (const language of LANGUAGES) {
    if (language === defaultLanguage) continue;
    const { name = '', description = '' } = values.translations?.[language] ?? {};
    if (name.trim() === '' && description.trim() !== '') {
      orphans[translationField(language, 'name')] = translateMessage('validation.required');
    }
    if (name.trim() !== '' || description.trim() !== '') translations[language] = { name, description };
  }
  const declarations = declarationsOf(values);
  const input = {
    name: values.name,
    description: values.description,
    ...(values.translations ? { translations } : {}),
    ...(declarations ? declarationsInput(declarations) : {}),
  };
  return withFormErrors(checkWithSchema(ZFoodItemInputSchema, input, placeFoodItemField), orphans);
}

/** The declarations when the values have them all (the dialog's always do). */
function declarationsOf(values: TFoodItemInputValues): TDeclarationValues | null {
  const { allergensDeclared, allergens, mayContain, origin, vegetarian, vegan, spiciness } = values;
  if (
    allergensDeclared === undefined ||
    allergens === undefined ||
    mayContain === undefined ||
    origin === undefined ||
    vegetarian === undefined ||
    vegan === undefined ||
    spiciness === undefined
  ) {
    return null;
  }
  return { allergensDeclared, allergens, mayContain, origin, vegetarian, vegan, spiciness };
}

/** A food item's name in `language`: its translation, else the default language's. */
export function foodItemName(item: TAdminFoodItem, language: TLanguage): string {
  return item.translations?.[language]?.name || item.name;
}

/** A food item's description in `language`, falling back like its name. */
export function foodItemDescription(item: TAdminFoodItem, language: TLanguage): string {
  const text = item.translations?.[language];
  return text?.name ? text.description : item.description;
}
