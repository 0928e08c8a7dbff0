import type { TCategory } from '@app/shared/categories';
import {
  type TCategoryChange,
  type TCategoryCreate,
  type TCategoryUpdate,
  ZCategoryCreateSchema,
  ZCategoryUpdateSchema,
} from '@app/shared/categories';
import { LANGUAGES, LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { tAdmin } from '@/i18n/i18n';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';

/**
 * The categories screen's logic: the Add and Rename forms' values and checks (the server's own schemas),
 * a category's name in the reader's language, the moves up and down, and the change log in words.
 */

export interface TCategoryFormValues {
  code: string;
  names: Record<TLanguage, string>;
}

const FIELDS = ['code', ...LANGUAGES.map((language) => `names.${language}` as const)] as const;
export type TCategoryField = (typeof FIELDS)[number];
export const placeCategoryField = nearestField<TCategoryField>(FIELDS);

export const NEW_CATEGORY: TCategoryFormValues = { code: '', names: { de: '', fr: '', it: '', en: '' } };

export function categoryFormValues(category: TCategory): TCategoryFormValues {
  return { code: category.code, names: { ...category.names } };
}

/** Add: the code (upper-cased as typed) and the names; it goes last and is visible. */
export function checkNewCategory(values: TCategoryFormValues): TChecked<TCategoryCreate, TCategoryField> {
  return checkWithSchema(
    ZCategoryCreateSchema,
    { code: values.code.trim().toUpperCase(), names: values.names },
    placeCategoryField,
  );
}

/** Rename: the names only (the code stays; menu items and other apps name it). */
export function checkRename(values: TCategoryFormValues): TChecked<TCategoryUpdate, TCategoryField> {
  return checkWithSchema(ZCategoryUpdateSchema, { names: values.names }, placeCategoryField);
}

/** The name a reader of `language` sees: their own, else the first given (default language first), else the code. */
export function categoryDisplayName(
  category: Pick<TCategory, 'code' | 'names'>,
  language: TLanguage,
  defaultLanguage: TLanguage = 'de',
): string {
  const { names } = category;
  return (
    names[language] || names[defaultLanguage] || LANGUAGES.map((l) => names[l]).find(Boolean) || category.code
  );
}

/** The position a move by `step` (-1 up, +1 down) sends, or null at the list's end. */
export function movedPosition(list: readonly TCategory[], code: string, step: -1 | 1): number | null {
  const index = list.findIndex((category) => category.code === code);
  const target = index + step;
  if (index < 0 || target < 0 || target >= list.length) return null;
  return target + 1;
}

/** '12:03' today, else '24.11.2026, 12:03', on the restaurant's clock in the reader's locale. */
export function changeTime(iso: string, language: TLanguage, now = new Date()): string {
  const timeZone = restaurantTimeZone();
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
  const date = new Date(iso);
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    timeZone,
    ...(day(date) === day(now) ? {} : { day: '2-digit', month: '2-digit', year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** A change of the log in words: 'Added Poke Bowls', 'Moved Drinks from position 17 to 2; hid Drinks'. */
export function describeCategoryChange(change: TCategoryChange, language: TLanguage): string {
  const { before, after } = change;
  if (!before && after)
    return tAdmin('categories.changeCreated', { name: categoryDisplayName(after, language) });
  if (before && !after)
    return tAdmin('categories.changeDeleted', { name: categoryDisplayName(before, language) });
  if (!before || !after) return '';
  const name = categoryDisplayName(after, language);
  const parts: string[] = [];
  const renamed = LANGUAGES.filter((l) => before.names[l] !== after.names[l]).map(
    (l) => `${l.toUpperCase()}: ${before.names[l] || '–'} → ${after.names[l] || '–'}`,
  );
  if (renamed.length > 0) {
    parts.push(tAdmin('categories.changeRenamed', { name, changes: renamed.join(', ') }));
  }
  if (before.position !== after.position) {
    parts.push(tAdmin('categories.changeMoved', { name, before: before.position, after: after.position }));
  }
  if (before.visible !== after.visible) {
    parts.push(tAdmin(after.visible ? 'categories.changeShown' : 'categories.changeHidden', { name }));
  }
  return parts.join('; ');
}
