import type { TFoodItem } from '@app/shared/catalog';
import {
  ZBuffetItemInputSchema,
  ZFoodItemInputSchema,
  ZMenuItemInputSchema,
} from '@app/shared/catalog-admin';
import {
  DEFAULT_MENU_CATEGORY,
  MENU_CATEGORIES,
  MENU_CATEGORY_LABELS,
  type TMenuCategory,
} from '@app/shared/enums';
import { chfToRappen, rappenToChfText } from '@app/shared/money';
import type { z } from 'zod/mini';
import { fieldErrorsFromZod } from '@/lib/form-errors';
import type { TBuffetItemBody, TFoodItemBody, TMenuItemBody } from './api/catalog-apis';

/**
 * The three catalogue forms: their values, checked with the server's own schemas (so the messages
 * under the fields are the ones the server would send), price text, and the menu categories.
 */

export type TFieldErrors<F extends string> = Partial<Record<F, string>>;

export type TChecked<TBody, F extends string> =
  | { ok: true; body: TBody }
  | { ok: false; errors: TFieldErrors<F> };

/** The messages for this form's fields, from a zod check or the server's `details`. */
export function pickFieldErrors<F extends string>(
  errors: Record<string, string> | undefined,
  fields: readonly F[],
): TFieldErrors<F> {
  const picked: TFieldErrors<F> = {};
  if (!errors) return picked;
  for (const field of fields) {
    const message = errors[field];
    if (message) picked[field] = message;
  }
  return picked;
}

/** `input` checked by `schema` (the shared payload schema the server uses). */
function checkWith<S extends z.ZodMiniType, F extends string>(
  schema: S,
  input: unknown,
  fields: readonly F[],
): TChecked<z.output<S>, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: pickFieldErrors(fieldErrorsFromZod(parsed.error), fields) };
}

/** A CHF amount as the price field shows it for editing: 12.5 -> '12.50'. */
export function priceText(chf: number): string {
  return rappenToChfText(chfToRappen(chf));
}

/**
 * The fields of menu and buffet items: which dish, its price (text), whether it can be ordered, and
 * (menu only) the category. The buffet's check leaves the category out.
 */
export interface TPricedItemValues {
  /** The Select's value: the food item's id as text, null until one is chosen. */
  foodItemId: string | null;
  price: string;
  available: boolean;
  category: TMenuCategory;
}

export const PRICED_ITEM_FIELDS = ['foodItemId', 'price', 'available', 'category'] as const;
export type TPricedItemField = (typeof PRICED_ITEM_FIELDS)[number];

/**
 * A new item: available, in the default category, and free until a price is typed (spec 5: empty
 * price means 0).
 */
export const NEW_PRICED_ITEM: TPricedItemValues = {
  foodItemId: null,
  price: '',
  available: true,
  category: DEFAULT_MENU_CATEGORY,
};

export function pricedItemValues(item: {
  foodItemId: number;
  price: number;
  available: boolean;
  category?: TMenuCategory;
}): TPricedItemValues {
  return {
    foodItemId: String(item.foodItemId),
    price: priceText(item.price),
    available: item.available,
    category: item.category ?? DEFAULT_MENU_CATEGORY,
  };
}

/** The shared part of both payloads; no food item chosen is left for the schema to name. */
function pricedItemInput(values: TPricedItemValues) {
  return {
    foodItemId: values.foodItemId === null ? undefined : Number(values.foodItemId),
    price: values.price,
    available: values.available,
  };
}

export type TPricedItemCheck<TBody> = (values: TPricedItemValues) => TChecked<TBody, TPricedItemField>;

/** Menu item payload (spec 7): foodItemId, price (text), available, category. */
export const checkMenuItem: TPricedItemCheck<TMenuItemBody> = (values) =>
  checkWith(
    ZMenuItemInputSchema,
    { ...pricedItemInput(values), category: values.category },
    PRICED_ITEM_FIELDS,
  );

/** Buffet item payload (spec 7): foodItemId, price (text), available. */
export const checkBuffetItem: TPricedItemCheck<TBuffetItemBody> = (values) =>
  checkWith(ZBuffetItemInputSchema, pricedItemInput(values), PRICED_ITEM_FIELDS);

/** Food item form: name (required) and description. */
export interface TFoodItemValues {
  name: string;
  description: string;
}

export const FOOD_ITEM_FIELDS = ['name', 'description'] as const;
export type TFoodItemField = (typeof FOOD_ITEM_FIELDS)[number];

export const NEW_FOOD_ITEM: TFoodItemValues = { name: '', description: '' };

export function foodItemValues(item: TFoodItem): TFoodItemValues {
  return { name: item.name, description: item.description };
}

/** Food item payload (spec 7): name and description, both trimmed. */
export function checkFoodItem(values: TFoodItemValues): TChecked<TFoodItemBody, TFoodItemField> {
  return checkWith(ZFoodItemInputSchema, values, FOOD_ITEM_FIELDS);
}

/** The menu categories in menu order, with the headings diners see. */
export const CATEGORY_OPTIONS: { value: TMenuCategory; label: string }[] = MENU_CATEGORIES.map((value) => ({
  value,
  label: MENU_CATEGORY_LABELS[value],
}));

export function isMenuCategory(value: string | null): value is TMenuCategory {
  return value !== null && (MENU_CATEGORIES as readonly string[]).includes(value);
}
