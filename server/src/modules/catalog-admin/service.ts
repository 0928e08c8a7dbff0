import type { TAdminFoodItem, TBuffetItem, TFoodItemText, TMenuItem } from '@app/shared/catalog';
import {
  CATALOG_ADMIN_MESSAGES,
  declarationProblems,
  type TFoodDeclarationsInput,
} from '@app/shared/catalog-admin';
import { DEFAULT_MENU_CATEGORY, MENU_CATEGORIES, type TMenuCategory } from '@app/shared/enums';
import { ALLERGENS, NO_DECLARATIONS, type TAllergen, type TFoodDeclarations } from '@app/shared/food-labels';
import { LANGUAGES, type TLanguage, type TTranslations } from '@app/shared/languages';
import { parseChfText } from '@app/shared/money';
import { emptyWeek, nextOpeningDayAt } from '@app/shared/opening-hours';
import type { TSoldOutChange } from '@app/shared/service-status';
import type { TVatClass } from '@app/shared/vat';
import type { TDb } from '../../db/client';
import type { TStoredPhoto } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { toChf } from '../../lib/money';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { foodDeclarations } from '../catalog/service';
import { scheduleOfRow } from '../hours/service';
import { adminPhoto, publicPhoto } from '../photos/service';
import type { TRestaurantInfoService } from '../restaurant-info/service';
import { recordServiceChange, serviceChangeHistory } from '../service-status/change-log';
import { catalogAdminRepository } from './repository';

type TMenuInput = {
  foodItemId: number;
  price: string;
  available: boolean;
  category: TMenuCategory;
  vatClass?: TVatClass | undefined;
};
type TBuffetInput = {
  foodItemId: number;
  price: string;
  available: boolean;
  vatClass?: TVatClass | undefined;
};

const categoryRank = new Map<string, number>(MENU_CATEGORIES.map((c, i) => [c, i]));
const asCategory = (value: string): TMenuCategory =>
  categoryRank.has(value) ? (value as TMenuCategory) : DEFAULT_MENU_CATEGORY;

function hasPgCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === code) return true;
    e = e.cause as typeof e;
  }
  return false;
}
const FOREIGN_KEY_VIOLATION = '23503';

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
 * The declarations to save (issue 19): what was sent over what is saved (a field left out keeps its
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

/** Whether an item is sold out today at `now` (issue 18). */
const soldOutAt = (soldOutUntil: Date | null, now: Date) =>
  soldOutUntil !== null && soldOutUntil.getTime() > now.getTime();

function toMenuItem(
  row: {
    id: number;
    foodItemId: number;
    name: string;
    description: string;
    category: string;
    priceRappen: number;
    available: boolean;
    soldOutUntil: Date | null;
    vatClass: TVatClass;
    photo: TStoredPhoto | null;
  } & TFoodDeclarations,
  now = new Date(),
): TMenuItem {
  return {
    id: row.id,
    foodItemId: row.foodItemId,
    name: row.name,
    description: row.description,
    category: asCategory(row.category),
    price: toChf(row.priceRappen),
    available: row.available,
    soldOutToday: soldOutAt(row.soldOutUntil, now),
    vatClass: row.vatClass,
    ...foodDeclarations(row),
    photo: publicPhoto(row.photo),
  };
}

function toBuffetItem(
  row: {
    id: number;
    foodItemId: number;
    name: string;
    description: string;
    priceRappen: number;
    available: boolean;
    soldOutUntil: Date | null;
    vatClass: TVatClass;
    photo: TStoredPhoto | null;
  } & TFoodDeclarations,
  now = new Date(),
): TBuffetItem {
  return {
    id: row.id,
    foodItemId: row.foodItemId,
    name: row.name,
    description: row.description,
    price: toChf(row.priceRappen),
    available: row.available,
    soldOutToday: soldOutAt(row.soldOutUntil, now),
    vatClass: row.vatClass,
    ...foodDeclarations(row),
    photo: publicPhoto(row.photo),
  };
}

/** How many sold-out changes the back office lists. */
export const SOLD_OUT_HISTORY_LENGTH = 10;

type TSoldOutKind = TSoldOutChange['kind'];
type TRepo = ReturnType<typeof catalogAdminRepository>;

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
  deps: { timeZone: string; restaurantInfo: Pick<TRestaurantInfoService, 'stored'> },
) {
  const repo = catalogAdminRepository(db);
  const { timeZone, restaurantInfo } = deps;

  /**
   * When an item switched sold out at `now` is on sale again: the start of the next opening day
   * (special days included); without readable opening hours, the restaurant's next midnight.
   */
  async function soldOutEnd(now: Date): Promise<Date> {
    const schedule = scheduleOfRow(await restaurantInfo.stored());
    return nextOpeningDayAt(schedule ?? { week: emptyWeek() }, now, timeZone);
  }

  /**
   * Switches sold out today on or off. Writes and records (who, when, what) only when the item's state
   * at `now` changes: switching a sold-out item sold out again keeps its end.
   */
  async function setSoldOut<R extends { name: string; soldOutUntil: Date | null }>(
    item: { kind: TSoldOutKind; id: number; missing: string },
    soldOut: boolean,
    by: string,
    now: Date,
    lock: (r: TRepo) => Promise<R | undefined>,
    write: (r: TRepo, until: Date | null) => Promise<unknown>,
  ): Promise<R> {
    const until = soldOut ? await soldOutEnd(now) : null;
    return db.transaction(async (tx) => {
      const r = catalogAdminRepository(tx);
      const row = await lock(r);
      if (!row) throw notFound(item.missing);
      if (soldOutAt(row.soldOutUntil, now) === soldOut) return row;
      await write(r, until);
      await recordServiceChange(tx, 'sold-out', {
        by,
        before: { soldOut: !soldOut },
        after: { kind: item.kind, itemId: item.id, name: row.name, soldOut },
      });
      return { ...row, soldOutUntil: until };
    });
  }

  /** Writes in a transaction, then reads the joined row back from the same snapshot of our change. */
  async function writeThenRead<T>(
    write: (r: ReturnType<typeof catalogAdminRepository>) => Promise<number | null>,
    read: (r: ReturnType<typeof catalogAdminRepository>, id: number) => Promise<T | undefined>,
    missing: string,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const r = catalogAdminRepository(tx);
        const id = await write(r);
        const row = id === null ? undefined : await read(r, id);
        if (!row) throw notFound(missing);
        return row;
      });
    } catch (err) {
      if (hasPgCode(err, FOREIGN_KEY_VIOLATION)) throw unknownFoodItem();
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

    // Menu items

    /** In menu order, as diners see it: by category, then by name. */
    async listMenuItems(): Promise<TMenuItem[]> {
      return (await repo.listMenuItems())
        .map((row) => toMenuItem(row))
        .sort(
          (a, b) =>
            (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) ||
            a.name.localeCompare(b.name, 'de-CH') ||
            a.id - b.id,
        );
    },
    createMenuItem(input: TMenuInput): Promise<TMenuItem> {
      const values = menuValues(input);
      return writeThenRead(
        (r) => r.insertMenuItem(values),
        async (r, id) => {
          const row = await r.findMenuItem(id);
          return row && toMenuItem(row);
        },
        'This menu item no longer exists.',
      );
    },
    updateMenuItem(id: number, input: TMenuInput): Promise<TMenuItem> {
      const values = menuValues(input);
      return writeThenRead(
        async (r) => ((await r.updateMenuItem(id, values)) ? id : null),
        async (r, itemId) => {
          const row = await r.findMenuItem(itemId);
          return row && toMenuItem(row);
        },
        'This menu item no longer exists.',
      );
    },
    async deleteMenuItem(id: number): Promise<void> {
      if (!(await repo.deleteMenuItem(id))) throw notFound('This menu item no longer exists.');
    },

    // Buffet items

    async listBuffetItems(): Promise<TBuffetItem[]> {
      return (await repo.listBuffetItems()).map((row) => toBuffetItem(row));
    },
    createBuffetItem(input: TBuffetInput): Promise<TBuffetItem> {
      const values = buffetValues(input);
      return writeThenRead(
        (r) => r.insertBuffetItem(values),
        async (r, id) => {
          const row = await r.findBuffetItem(id);
          return row && toBuffetItem(row);
        },
        'This buffet item no longer exists.',
      );
    },
    updateBuffetItem(id: number, input: TBuffetInput): Promise<TBuffetItem> {
      const values = buffetValues(input);
      return writeThenRead(
        async (r) => ((await r.updateBuffetItem(id, values)) ? id : null),
        async (r, itemId) => {
          const row = await r.findBuffetItem(itemId);
          return row && toBuffetItem(row);
        },
        'This buffet item no longer exists.',
      );
    },
    async deleteBuffetItem(id: number): Promise<void> {
      if (!(await repo.deleteBuffetItem(id))) throw notFound('This buffet item no longer exists.');
    },

    // Sold out today (issue 18)

    async setMenuItemSoldOut(id: number, soldOut: boolean, by: string, now = new Date()): Promise<TMenuItem> {
      const row = await setSoldOut(
        { kind: 'MENU', id, missing: 'This menu item no longer exists.' },
        soldOut,
        by,
        now,
        (r) => r.lockMenuItem(id),
        (r, until) => r.setMenuItemSoldOutUntil(id, until),
      );
      return toMenuItem(row, now);
    },
    async setBuffetItemSoldOut(
      id: number,
      soldOut: boolean,
      by: string,
      now = new Date(),
    ): Promise<TBuffetItem> {
      const row = await setSoldOut(
        { kind: 'BUFFET', id, missing: 'This buffet item no longer exists.' },
        soldOut,
        by,
        now,
        (r) => r.lockBuffetItem(id),
        (r, until) => r.setBuffetItemSoldOutUntil(id, until),
      );
      return toBuffetItem(row, now);
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

function menuValues(input: TMenuInput) {
  return {
    foodItemId: input.foodItemId,
    priceRappen: priceRappen(input.price),
    available: input.available,
    category: input.category,
    ...vatClassValue(input.vatClass),
  };
}

function buffetValues(input: TBuffetInput) {
  return {
    foodItemId: input.foodItemId,
    priceRappen: priceRappen(input.price),
    available: input.available,
    ...vatClassValue(input.vatClass),
  };
}

export type TCatalogAdminService = ReturnType<typeof catalogAdminService>;
