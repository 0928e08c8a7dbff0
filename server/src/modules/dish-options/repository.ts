import type { TLanguage } from '@app/shared/languages';
import type { TOrderKind } from '@app/shared/order-kind';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import {
  buffetItemOptionGroups,
  menuItemOptionGroups,
  optionGroups,
  options,
  restaurantInfo,
} from '../../db/schema';

type TDbOrTx = TDb | TTx;

/** An option group with its options in order, as stored. */
export type TStoredGroup = {
  id: number;
  names: Record<TLanguage, string>;
  minChoices: number;
  maxChoices: number;
  options: TStoredOption[];
};

export type TStoredOption = {
  id: number;
  names: Record<TLanguage, string>;
  priceDeltaRappen: number;
  soldOutUntil: Date | null;
};

/** An option as the back office writes it: an id keeps an existing option of the group. */
export type TOptionValues = {
  id?: number | undefined;
  names: Record<TLanguage, string>;
  priceDeltaRappen: number;
};

/** Which item uses which group, per order kind. */
const LINK = {
  MENU: { table: menuItemOptionGroups, item: menuItemOptionGroups.menuItemId },
  BUFFET: { table: buffetItemOptionGroups, item: buffetItemOptionGroups.buffetItemId },
} as const satisfies Record<TOrderKind, unknown>;

export function dishOptionsRepository(db: TDbOrTx) {
  return {
    /** Every group with its options in order, by id. */
    async groups(ids?: readonly number[]): Promise<TStoredGroup[]> {
      if (ids && ids.length === 0) return [];
      const groupRows = await db
        .select({
          id: optionGroups.id,
          names: optionGroups.names,
          minChoices: optionGroups.minChoices,
          maxChoices: optionGroups.maxChoices,
        })
        .from(optionGroups)
        .where(ids ? inArray(optionGroups.id, [...ids]) : undefined)
        .orderBy(asc(optionGroups.id));
      const optionRows = await db
        .select({
          id: options.id,
          groupId: options.groupId,
          names: options.names,
          priceDeltaRappen: options.priceDeltaRappen,
          soldOutUntil: options.soldOutUntil,
        })
        .from(options)
        .where(ids ? inArray(options.groupId, [...ids]) : undefined)
        .orderBy(asc(options.groupId), asc(options.position), asc(options.id));
      const byGroup = new Map<number, TStoredOption[]>();
      for (const { groupId, ...option } of optionRows) {
        const list = byGroup.get(groupId) ?? [];
        list.push(option);
        byGroup.set(groupId, list);
      }
      return groupRows.map((group) => ({ ...group, options: byGroup.get(group.id) ?? [] }));
    },
    /** The group's row locked against a concurrent edit or delete; undefined when it is gone. */
    async lockGroup(id: number) {
      const [row] = await db
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .where(eq(optionGroups.id, id))
        .for('update');
      return row;
    },
    async insertGroup(values: { names: Record<TLanguage, string>; minChoices: number; maxChoices: number }) {
      const [row] = await db.insert(optionGroups).values(values).returning({ id: optionGroups.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async updateGroup(
      id: number,
      values: { names: Record<TLanguage, string>; minChoices: number; maxChoices: number },
    ) {
      await db
        .update(optionGroups)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(optionGroups.id, id));
    },
    /**
     * Makes the group's options `list`, in its order: an entry with the id of one of the group's options
     * updates it (its sold-out state stays), one without is added, the group's others are deleted. An id of
     * another group's option is refused (false), changing nothing of it.
     */
    async replaceOptions(groupId: number, list: readonly TOptionValues[]): Promise<boolean> {
      const existing = await db
        .select({ id: options.id })
        .from(options)
        .where(eq(options.groupId, groupId))
        .for('update');
      const own = new Set(existing.map((row) => row.id));
      if (list.some((option) => option.id !== undefined && !own.has(option.id))) return false;
      const kept = new Set(list.flatMap((option) => (option.id === undefined ? [] : [option.id])));
      const gone = [...own].filter((id) => !kept.has(id));
      if (gone.length > 0) await db.delete(options).where(inArray(options.id, gone));
      for (const [position, option] of list.entries()) {
        const values = { names: option.names, priceDeltaRappen: option.priceDeltaRappen, position };
        if (option.id === undefined) await db.insert(options).values({ ...values, groupId });
        else
          await db
            .update(options)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(options.id, option.id));
      }
      return true;
    },
    async deleteGroup(id: number): Promise<boolean> {
      const rows = await db
        .delete(optionGroups)
        .where(eq(optionGroups.id, id))
        .returning({ id: optionGroups.id });
      return rows.length > 0;
    },
    /** The option with its group's id and its row locked; undefined when it is gone. */
    async lockOption(id: number) {
      const [row] = await db
        .select({
          id: options.id,
          groupId: options.groupId,
          names: options.names,
          soldOutUntil: options.soldOutUntil,
        })
        .from(options)
        .where(eq(options.id, id))
        .for('update');
      return row;
    },
    async setOptionSoldOutUntil(id: number, until: Date | null) {
      await db.update(options).set({ soldOutUntil: until, updatedAt: new Date() }).where(eq(options.id, id));
    },

    // The groups of menu and buffet items

    /** Every item's group ids in order, per item id. */
    async itemGroupIds(kind: TOrderKind): Promise<Map<number, number[]>> {
      const { table, item } = LINK[kind];
      const rows = await db
        .select({ itemId: item, groupId: table.groupId })
        .from(table)
        .orderBy(asc(item), asc(table.position));
      const byItem = new Map<number, number[]>();
      for (const row of rows) {
        const list = byItem.get(row.itemId) ?? [];
        list.push(row.groupId);
        byItem.set(row.itemId, list);
      }
      return byItem;
    },
    /** Makes `groupIds` the item's groups, in order (the foreign keys refuse an unknown one). */
    async setItemGroups(kind: TOrderKind, itemId: number, groupIds: readonly number[]) {
      const { table, item } = LINK[kind];
      await db.delete(table).where(eq(item, itemId));
      if (groupIds.length === 0) return;
      const rows = groupIds.map((groupId, position) =>
        kind === 'MENU'
          ? { menuItemId: itemId, groupId, position }
          : { buffetItemId: itemId, groupId, position },
      );
      await db.insert(table).values(rows as never[]);
    },
    /** The restaurant's default language: the one every name falls back to. */
    async defaultLanguage(): Promise<TLanguage> {
      const [row] = await db
        .select({ language: restaurantInfo.defaultLanguage })
        .from(restaurantInfo)
        .orderBy(asc(restaurantInfo.id))
        .limit(1);
      return row?.language ?? 'de';
    },
  };
}
