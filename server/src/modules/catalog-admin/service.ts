import type { TAdminBuffetItem, TAdminFoodItem, TAdminMenuItem, TFoodItemText } from '@app/shared/catalog';
import {
  CATALOG_ADMIN_MESSAGES,
  declarationProblems,
  type TFoodDeclarationsInput,
} from '@app/shared/catalog-admin';
import { ALLERGENS, NO_DECLARATIONS, type TAllergen, type TFoodDeclarations } from '@app/shared/food-labels';
import { LANGUAGES, type TLanguage, type TTranslations } from '@app/shared/languages';
import { parseChfText } from '@app/shared/money';
import { emptyWeek, nextOpeningDayAt } from '@app/shared/opening-hours';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TSoldOutChange } from '@app/shared/service-status';
import type { TVatClass } from '@app/shared/vat';
import type { TDb } from '../../db/client';
import type { TStoredPhoto } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { toChf } from '../../lib/money';
import { FOREIGN_KEY_VIOLATION, hasPgCode } from '../../lib/pg-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { foodDeclarations } from '../catalog';
import { recordServiceChange, serviceChangeHistory } from '../change-log';
import { itemOptionGroupIds, setItemOptionGroups, type TDishOptionsService } from '../dish-options';
import { adminPhoto, publicPhoto } from '../photos';
import { scheduleOfRow, type TRestaurantInfoService } from '../restaurant-info';
import { catalogAdminRepository, type TItemValues } from './repository';

/** A menu or buffet item as the back office sends it (the price as text); `category` is the menu's. */
type TItemInput = {
  foodItemId: number;
  price: string;
  available: boolean;
  category?: string | undefined;
  vatClass?: TVatClass | undefined;
  /** Its option groups in order; left out: the saved ones stay. */
  optionGroupIds?: number[] | undefined;
  /** Its kitchen station (null: none, or its category's); left out: none, or the saved one. */
  stationId?: number | null | undefined;
};

/** The answer for a menu item (TAdminMenuItem) or a buffet item (TAdminBuffetItem). */
type TCatalogItem = TAdminMenuItem | TAdminBuffetItem;

/** What the messages call an item of each kind when it has gone. */
const ITEM_MISSING = {
  MENU: 'This menu item no longer exists.',
  BUFFET: 'This buffet item no longer exists.',
} as const satisfies Record<TOrderKind, string>;

/** The foreign key a violation names ('menu_items_category_categories_code_fk'), '' when none. */
function violatedKey(err: unknown): string {
  for (
    let e = err as { constraint?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return '';
}

/** The field error of a foreign key violation: the station's, the menu item's category's, else the food item's. */
function unknownReference(err: unknown): AppError {
  const key = violatedKey(err);
  if (key.includes('station')) return unknownStation();
  return key.includes('category') ? unknownCategory() : unknownFoodItem();
}

/**
 * A category that does not exist (any more): a field error on `category`, 400 like an unknown food item
 * (the menu items' routes answer bad input with 400, as the spec's client expects).
 */
const unknownCategory = () => badRequest(FIELD_ERRORS_MESSAGE, { category: CATALOG_ADMIN_MESSAGES.category });

/** A station that does not exist (any more): a field error on `stationId`, 400 like the others here. */
const unknownStation = () => badRequest(FIELD_ERRORS_MESSAGE, { stationId: CATALOG_ADMIN_MESSAGES.station });

const unknownFoodItem = () =>
  badRequest(FIELD_ERRORS_MESSAGE, { foodItemId: CATALOG_ADMIN_MESSAGES.unknownFoodItem });

/** The schema has already checked the text; this converts it (and stays safe if called directly). */
function priceRappen(text: string): number {
  const rappen = parseChfText(text);
  if (rappen === null) throw badRequest(FIELD_ERRORS_MESSAGE, { price: CATALOG_ADMIN_MESSAGES.price });
  return rappen;
}

/** '"Salmon Sashimi" is still used by 1 menu item and 2 buffet items. Delete them or…' (ICU plurals). */
const FOOD_ITEM_IN_USE =
  '"{name}" is still used by {menu, plural, =0 {} one {# menu item} other {# menu items}}' +
  '{both, select, yes { and } other {}}{buffet, plural, =0 {} one {# buffet item} other {# buffet items}}. ' +
  'Delete {total, plural, one {it} other {them}} or choose another food item for ' +
  '{total, plural, one {it} other {them}} first.';

type TFoodItemWrite = {
  name: string;
  description: string;
  translations?: TTranslations<TFoodItemText> | undefined;
} & TFoodDeclarationsInput;

const allergenRank = new Map<string, number>(ALLERGENS.map((a, i) => [a, i]));
const inAllergenOrder = (list: readonly TAllergen[]) =>
  [...list].sort((a, b) => (allergenRank.get(a) ?? 0) - (allergenRank.get(b) ?? 0));

/**
 * The declarations to save: what was sent over what is saved (a field left out keeps its
 * value: an older client). Sending an allergen list declares the allergens unless `allergensDeclared`
 * says otherwise; not declared clears both lists. The rules between fields are checked on the result,
 * so a vegan flag sent alone is refused while the saved item is not vegetarian.
 */
function mergedDeclarations(saved: TFoodDeclarations, sent: TFoodDeclarationsInput): TFoodDeclarations {
  const listSent = sent.allergens !== undefined || sent.mayContain !== undefined;
  const declared = sent.allergensDeclared ?? (listSent ? true : saved.allergensDeclared);
  const merged: TFoodDeclarations = {
    allergens: declared ? inAllergenOrder(sent.allergens ?? saved.allergens) : [],
    mayContain: declared ? inAllergenOrder(sent.mayContain ?? saved.mayContain) : [],
    allergensDeclared: declared,
    origin: sent.origin ?? saved.origin,
    vegetarian: sent.vegetarian ?? saved.vegetarian,
    vegan: sent.vegan ?? saved.vegan,
    spiciness: sent.spiciness ?? saved.spiciness,
  };
  const problems = declarationProblems(merged);
  if (Object.keys(problems).length > 0) throw badRequest(FIELD_ERRORS_MESSAGE, problems);
  return merged;
}

/** The texts worth keeping: not the default language's (name and description are), not empty names. */
function keptTranslations(
  translations: TTranslations<TFoodItemText> | undefined,
  defaultLanguage: TLanguage,
): TTranslations<TFoodItemText> {
  const kept: TTranslations<TFoodItemText> = {};
  for (const language of LANGUAGES) {
    const text = translations?.[language];
    if (language !== defaultLanguage && text && text.name !== '') kept[language] = text;
  }
  return kept;
}

function toAdminFoodItem(
  row: {
    id: number;
    name: string;
    description: string;
    translations: TTranslations<TFoodItemText>;
    photo: TStoredPhoto | null;
  } & TFoodDeclarations,
): TAdminFoodItem {
  const item = {
    id: row.id,
    name: row.name,
    description: row.description,
    ...foodDeclarations(row),
    photo: adminPhoto(row.photo),
  };
  const { translations } = row;
  return Object.keys(translations).length > 0 ? { ...item, translations } : item;
}

/** Whether an item is sold out today at `now`. */
const soldOutAt = (soldOutUntil: Date | null, now: Date) =>
  soldOutUntil !== null && soldOutUntil.getTime() > now.getTime();

/** A menu or buffet item's answer; the category is the menu's only. */
function toCatalogItem(
  row: {
    id: number;
    foodItemId: number;
    name: string;
    description: string;
    category?: string;
    priceRappen: number;
    available: boolean;
    soldOutUntil: Date | null;
    vatClass: TVatClass;
    stationId: number | null;
    photo: TStoredPhoto | null;
  } & TFoodDeclarations,
  now = new Date(),
  optionGroupIds: number[] = [],
): TCatalogItem {
  return {
    id: row.id,
    foodItemId: row.foodItemId,
    name: row.name,
    description: row.description,
    ...(row.category === undefined ? {} : { category: row.category }),
    price: toChf(row.priceRappen),
    available: row.available,
    soldOutToday: soldOutAt(row.soldOutUntil, now),
    vatClass: row.vatClass,
    stationId: row.stationId,
    ...foodDeclarations(row),
    photo: publicPhoto(row.photo),
    optionGroupIds,
  };
}

/** The menu as diners see it: by the categories' positions, then by name. */
function inMenuOrder(positions: ReadonlyMap<string, number>) {
  return (a: TCatalogItem, b: TCatalogItem): number => {
    const rank = (item: TCatalogItem) => ('category' in item ? (positions.get(item.category) ?? 0) : 0);
    return rank(a) - rank(b) || a.name.localeCompare(b.name, 'de-CH') || a.id - b.id;
  };
}

/** How many sold-out changes the back office lists. */
export const SOLD_OUT_HISTORY_LENGTH = 10;

/**
 * Back-office management of food, menu and buffet items. Every write goes straight to the tables the
 * public reads use (there is no cache), so diners see a change with their next request.
 * - A menu or buffet item names an existing food item; an unknown one is a 400 on foodItemId (the
 *   foreign key decides, so a food item deleted at the same moment cannot slip through).
 * - A food item still used by the menu or the buffet cannot be deleted (409 naming the uses).
 * - Deleting a menu or buffet item keeps past orders: their lines lose the link (ON DELETE SET NULL)
 *   but carry their own name and price.
 */
export function catalogAdminService(
  db: TDb,
  deps: {
    timeZone: string;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    dishOptions: Pick<TDishOptionsService, 'itemGroupIds'>;
  },
) {
  const repo = catalogAdminRepository(db);
  const { restaurantInfo } = deps;

  /**
   * When an item switched sold out at `now` is on sale again: the start of the next opening day
   * (special days included); without readable opening hours, the restaurant's next midnight.
   */
  async function soldOutEnd(now: Date): Promise<Date> {
    const schedule = scheduleOfRow(await restaurantInfo.stored());
    return nextOpeningDayAt(schedule ?? { week: emptyWeek() }, now, deps.timeZone);
  }

  /**
   * Switches sold out today on or off. Writes and records (who, when, what) only when the item's state
   * at `now` changes: switching a sold-out item sold out again keeps its end.
   */
  async function setSoldOut(kind: TOrderKind, id: number, soldOut: boolean, by: string, now: Date) {
    const until = soldOut ? await soldOutEnd(now) : null;
    return db.transaction(async (tx) => {
      const r = catalogAdminRepository(tx);
      const row = await r.lockItem(kind, id);
      if (!row) throw notFound(ITEM_MISSING[kind]);
      if (soldOutAt(row.soldOutUntil, now) === soldOut) return row;
      await r.setItemSoldOutUntil(kind, id, until);
      await recordServiceChange(tx, 'sold-out', {
        by,
        before: { soldOut: !soldOut },
        after: { kind, itemId: id, name: row.name, soldOut },
      });
      return { ...row, soldOutUntil: until };
    });
  }

  /**
   * Writes a menu or buffet item in a transaction (`write` gives its id, null when it is gone), then
   * reads it back with its food item from the same snapshot of our change.
   */
  async function writeThenRead(
    kind: TOrderKind,
    write: (r: ReturnType<typeof catalogAdminRepository>, category?: string) => Promise<number | null>,
    category: { code: string | undefined; creating: boolean } | undefined,
    optionGroupIds: number[] | undefined,
  ): Promise<TCatalogItem> {
    try {
      return await db.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        // The category must exist: checked with its row locked (a delete at the same moment waits), and
        // a new menu item without one goes into the menu's first category.
        let code = category?.code;
        if (code !== undefined) {
          if (!(await r.lockCategory(code))) throw unknownCategory();
        } else if (category?.creating) {
          code = await r.firstCategory();
          if (code === undefined) throw unknownCategory();
        }
        const id = await write(r, code);
        const row = id === null ? undefined : await r.findItem(kind, id);
        if (!row) throw notFound(ITEM_MISSING[kind]);
        if (optionGroupIds !== undefined) await setItemOptionGroups(tx, kind, row.id, optionGroupIds);
        return toCatalogItem(row, new Date(), await itemOptionGroupIds(tx, kind, row.id));
      });
    } catch (err) {
      if (hasPgCode(err, FOREIGN_KEY_VIOLATION)) throw unknownReference(err);
      throw err;
    }
  }

  return {
    // Food items

    async listFoodItems(): Promise<TAdminFoodItem[]> {
      return (await repo.listFoodItems()).map(toAdminFoodItem);
    },
    async createFoodItem(input: TFoodItemWrite): Promise<TAdminFoodItem> {
      const declarations = mergedDeclarations(NO_DECLARATIONS, input);
      const translations = keptTranslations(input.translations, await repo.defaultLanguage());
      return toAdminFoodItem(
        await repo.insertFoodItem({
          name: input.name,
          description: input.description,
          translations,
          ...declarations,
        }),
      );
    },
    async updateFoodItem(id: number, input: TFoodItemWrite): Promise<TAdminFoodItem> {
      const translations =
        input.translations === undefined
          ? undefined
          : keptTranslations(input.translations, await repo.defaultLanguage());
      // Locked: the declarations are merged with what is saved, which must not change meanwhile.
      const row = await db.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        const saved = await r.lockFoodItem(id);
        if (!saved) return undefined;
        return r.updateFoodItem(id, {
          name: input.name,
          description: input.description,
          ...(translations ? { translations } : {}),
          ...mergedDeclarations(saved, input),
        });
      });
      if (!row) throw notFound('This food item no longer exists.');
      return toAdminFoodItem(row);
    },
    async deleteFoodItem(id: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const r = catalogAdminRepository(tx);
          const food = await r.lockFoodItem(id);
          if (!food) throw notFound('This food item no longer exists.');
          const uses = await r.foodItemUses(id);
          if (uses.menu > 0 || uses.buffet > 0) {
            throw new AppError(409, FOOD_ITEM_IN_USE, {
              values: {
                name: food.name,
                menu: uses.menu,
                buffet: uses.buffet,
                both: uses.menu > 0 && uses.buffet > 0 ? 'yes' : 'no',
                total: uses.menu + uses.buffet,
              },
            });
          }
          await r.deleteFoodItem(id);
        });
      } catch (err) {
        // Belt and braces: the row lock makes this unreachable, the RESTRICT key makes it safe anyway.
        if (hasPgCode(err, FOREIGN_KEY_VIOLATION)) {
          throw conflict('This food item is still used by the menu or the buffet. Remove it there first.');
        }
        throw err;
      }
    },

    // Menu and buffet items: the same resource, by kind

    /** The menu in the order diners see it (by category, then name); the buffet by name. */
    async listItems(kind: TOrderKind): Promise<TCatalogItem[]> {
      const [rows, groups] = await Promise.all([repo.listItems(kind), deps.dishOptions.itemGroupIds(kind)]);
      const now = new Date();
      const items = rows.map((row) => toCatalogItem(row, now, groups.get(row.id)));
      return kind === 'MENU' ? items.sort(inMenuOrder(await repo.categoryPositions())) : items;
    },
    createItem(kind: TOrderKind, input: TItemInput): Promise<TCatalogItem> {
      const values = itemValues(kind, input);
      const category = kind === 'MENU' ? { code: input.category, creating: true } : undefined;
      return writeThenRead(
        kind,
        (r, code) => r.insertItem(kind, { ...values, ...(code ? { category: code } : {}) }),
        category,
        input.optionGroupIds,
      );
    },
    /** A menu item sent without a category keeps its own. */
    updateItem(kind: TOrderKind, id: number, input: TItemInput): Promise<TCatalogItem> {
      const values = itemValues(kind, input);
      const category = kind === 'MENU' ? { code: input.category, creating: false } : undefined;
      return writeThenRead(
        kind,
        async (r) => ((await r.updateItem(kind, id, values)) ? id : null),
        category,
        input.optionGroupIds,
      );
    },
    async deleteItem(kind: TOrderKind, id: number): Promise<void> {
      if (!(await repo.deleteItem(kind, id))) throw notFound(ITEM_MISSING[kind]);
    },
    /** Sold out today: until the next opening day starts, or back on sale. */
    async setItemSoldOut(
      kind: TOrderKind,
      id: number,
      soldOut: boolean,
      by: string,
      now = new Date(),
    ): Promise<TCatalogItem> {
      const row = await setSoldOut(kind, id, soldOut, by, now);
      return toCatalogItem(row, now, await itemOptionGroupIds(db, kind, id));
    },
    /** The latest sold-out switches of both kinds, newest first. */
    async soldOutHistory(): Promise<TSoldOutChange[]> {
      const rows = await serviceChangeHistory(db, 'sold-out', SOLD_OUT_HISTORY_LENGTH);
      return rows.map((row) => {
        const after = row.after as Omit<TSoldOutChange, 'at' | 'by'>;
        return {
          at: row.changedAt.toISOString(),
          by: row.changedBy,
          kind: after.kind,
          itemId: after.itemId,
          name: after.name,
          soldOut: after.soldOut,
        };
      });
    },
  };
}

/** Left out: a new item gets the column's default (REDUCED), a saved one keeps its class. */
const vatClassValue = (vatClass: TVatClass | undefined) => (vatClass ? { vatClass } : {});

function itemValues(kind: TOrderKind, input: TItemInput): TItemValues {
  return {
    foodItemId: input.foodItemId,
    priceRappen: priceRappen(input.price),
    available: input.available,
    ...(kind === 'MENU' && input.category ? { category: input.category } : {}),
    ...vatClassValue(input.vatClass),
    // Left out: a new item gets none (the column's default), a saved one keeps its station.
    ...(input.stationId === undefined ? {} : { stationId: input.stationId }),
  };
}

export type TCatalogAdminService = ReturnType<typeof catalogAdminService>;
