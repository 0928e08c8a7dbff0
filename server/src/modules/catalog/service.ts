import type { TBuffetItem, TFoodItem, TFoodItemText, TMenuItem } from '@app/shared/catalog';
import type { TFoodDeclarations } from '@app/shared/food-labels';
import { LOCALE_OF, type TLanguage, type TTranslations } from '@app/shared/languages';
import type { TDb } from '../../db/client';
import { toChf } from '../../lib/money';
import { Expiring } from '../../lib/read-cache';
import { publicGroup, type TDishOptionsService, type TStoredGroup } from '../dish-options';
import { publicPhoto } from '../photos';
import { catalogRepository } from './repository';

/**
 * A food item's name and description for a reader of `language`: its text in that language, else the
 * restaurant's default language's (name and description as stored).
 */
export function foodItemText(
  row: { name: string; description: string; translations: TTranslations<TFoodItemText> },
  language: TLanguage,
): TFoodItemText {
  const text = row.translations[language];
  return text?.name
    ? { name: text.name, description: text.description }
    : { name: row.name, description: row.description };
}

/**
 * Order by the names the reader sees: the database's order (by the stored names) holds unless some
 * item shows a translation.
 */
function byName(language: TLanguage, rows: { translations: TTranslations<TFoodItemText> }[]) {
  const translated = rows.some((r) => r.translations[language]?.name);
  return (a: { name: string; id: number }, b: { name: string; id: number }) =>
    translated ? a.name.localeCompare(b.name, LOCALE_OF[language]) || a.id - b.id : 0;
}

/**
 * A food item's declarations as the lists send them. Not declared: no allergen lists, so an
 * old row's leftovers never reach a diner.
 */
export function foodDeclarations(row: TFoodDeclarations): TFoodDeclarations {
  return {
    allergens: row.allergensDeclared ? row.allergens : [],
    mayContain: row.allergensDeclared ? row.mayContain : [],
    allergensDeclared: row.allergensDeclared,
    origin: row.origin,
    vegetarian: row.vegetarian,
    vegan: row.vegan,
    spiciness: row.spiciness,
  };
}

/** Whether `soldOutUntil` (sold out today) still holds at `now`. */
export function isSoldOutAt(soldOutUntil: Date | null, now: Date): boolean {
  return soldOutUntil !== null && soldOutUntil.getTime() > now.getTime();
}

/**
 * The first instant after `now` at which one of `rows` is on sale again by itself: a kept answer must be
 * rebuilt then although nothing was written (see Expiring). Null when none is sold out.
 */
function soldOutEnds(rows: { soldOutUntil: Date | null }[], now: Date): Date | null {
  let first: Date | null = null;
  for (const { soldOutUntil } of rows) {
    if (soldOutUntil && isSoldOutAt(soldOutUntil, now) && (!first || soldOutUntil < first))
      first = soldOutUntil;
  }
  return first;
}

/** The earlier of two instants at which a kept answer must be rebuilt (null: never). */
function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}

export function catalogService(
  db: TDb,
  dishOptions: Pick<TDishOptionsService, 'itemGroups' | 'defaultLanguage'>,
) {
  const repo = catalogRepository(db);

  /**
   * Each item's option groups in `language` (empty without), and when an option sold out today is on sale
   * again (the answer's expiry).
   */
  async function optionGroupsOf(kind: 'MENU' | 'BUFFET', language: TLanguage, now: Date) {
    const [groups, defaultLanguage] = await Promise.all([
      dishOptions.itemGroups(kind),
      dishOptions.defaultLanguage(),
    ]);
    const used = new Map<number, TStoredGroup>();
    for (const list of groups.values()) for (const group of list) used.set(group.id, group);
    return {
      of: (id: number) =>
        (groups.get(id) ?? []).map((group) => publicGroup(group, language, defaultLanguage, now)),
      /**
       * Whether a required group of the item has fewer options on sale than it asks for (every protein sold
       * out): the dish cannot be ordered today, and the menu says it is sold out.
       */
      cannotBeChosen: (id: number) =>
        (groups.get(id) ?? []).some(
          (group) => group.options.filter((o) => !isSoldOutAt(o.soldOutUntil, now)).length < group.minChoices,
        ),
      expires: soldOutEnds(
        [...used.values()].flatMap((group) => group.options),
        now,
      ),
    };
  }

  return {
    async listFoodItems(language: TLanguage): Promise<TFoodItem[]> {
      const rows = await repo.listFoodItems();
      return rows
        .map((r) => ({
          id: r.id,
          ...foodItemText(r, language),
          ...foodDeclarations(r),
          photo: publicPhoto(r.photo),
        }))
        .sort(byName(language, rows));
    },
    /**
     * In menu order: by the categories' positions, then by name (in the reader's language); the items of
     * hidden categories are left out. The answer expires when the first item sold out today is on sale
     * again.
     */
    async listMenuItems(language: TLanguage, now = new Date()): Promise<Expiring<TMenuItem[]>> {
      const [rows, options] = await Promise.all([
        repo.listMenuItems(),
        optionGroupsOf('MENU', language, now),
      ]);
      const rank = new Map(rows.map((r) => [r.category, r.categoryPosition]));
      const items = rows
        .map((r) => ({
          id: r.id,
          foodItemId: r.foodItemId,
          ...foodItemText(r, language),
          category: r.category,
          price: toChf(r.priceRappen),
          available: r.available,
          soldOutToday: isSoldOutAt(r.soldOutUntil, now) || options.cannotBeChosen(r.id),
          vatClass: r.vatClass,
          ...foodDeclarations(r),
          photo: publicPhoto(r.photo),
          optionGroups: options.of(r.id),
        }))
        .sort(
          (a, b) =>
            (rank.get(a.category) ?? 0) - (rank.get(b.category) ?? 0) ||
            a.category.localeCompare(b.category) ||
            a.name.localeCompare(b.name, 'de-CH') ||
            a.id - b.id,
        );
      return new Expiring(items, earliest(soldOutEnds(rows, now), options.expires));
    },
    /** By name; expires as listMenuItems does. */
    async listBuffetItems(language: TLanguage, now = new Date()): Promise<Expiring<TBuffetItem[]>> {
      const [rows, options] = await Promise.all([
        repo.listBuffetItems(),
        optionGroupsOf('BUFFET', language, now),
      ]);
      const items = rows
        .map((r) => ({
          id: r.id,
          foodItemId: r.foodItemId,
          ...foodItemText(r, language),
          price: toChf(r.priceRappen),
          available: r.available,
          soldOutToday: isSoldOutAt(r.soldOutUntil, now) || options.cannotBeChosen(r.id),
          vatClass: r.vatClass,
          ...foodDeclarations(r),
          photo: publicPhoto(r.photo),
          optionGroups: options.of(r.id),
        }))
        .sort(byName(language, rows));
      return new Expiring(items, earliest(soldOutEnds(rows, now), options.expires));
    },
  };
}

export type TCatalogService = ReturnType<typeof catalogService>;
