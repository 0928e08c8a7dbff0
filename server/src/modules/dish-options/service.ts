import type { TPublicOptionGroup } from '@app/shared/catalog';
import {
  nameIn,
  OPTION_MESSAGES,
  parsePriceDelta,
  type TOptionGroup,
  type TOptionGroupInput,
  type TOrderedOption,
} from '@app/shared/dish-options';
import { REQUIRED } from '@app/shared/i18n/shared-messages';
import { LANGUAGES, type TLanguage } from '@app/shared/languages';
import { emptyWeek, nextOpeningDayAt } from '@app/shared/opening-hours';
import { checkOptionChoice, type TChoiceProblem } from '@app/shared/option-choices';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TDb, TTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { toChf } from '../../lib/money';
import { FOREIGN_KEY_VIOLATION, hasPgCode } from '../../lib/pg-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { recordServiceChange } from '../change-log';
import { scheduleOfRow, type TRestaurantInfoService } from '../restaurant-info';
import { dishOptionsRepository, type TStoredGroup } from './repository';

export type { TStoredGroup } from './repository';

const GROUP_MISSING = 'This option group no longer exists.';
const OPTION_MISSING = 'This option no longer exists.';

const soldOutAt = (until: Date | null, now: Date) => until !== null && until.getTime() > now.getTime();

/** The back office's group: every name, price differences in CHF, today's sold-out state. */
function toAdminGroup(group: TStoredGroup, now: Date): TOptionGroup {
  return {
    id: group.id,
    names: group.names,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      names: option.names,
      priceDelta: toChf(option.priceDeltaRappen),
      soldOutToday: soldOutAt(option.soldOutUntil, now),
    })),
  };
}

/** A group as diners see it on an item, in `language`. */
export function publicGroup(
  group: TStoredGroup,
  language: TLanguage,
  defaultLanguage: TLanguage,
  now: Date,
): TPublicOptionGroup {
  return {
    id: group.id,
    name: nameIn(group.names, language, defaultLanguage),
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      name: nameIn(option.names, language, defaultLanguage),
      priceDelta: toChf(option.priceDeltaRappen),
      available: !soldOutAt(option.soldOutUntil, now),
    })),
  };
}

/** A name in every language, as a reader of each sees it (the default language's where it has none). */
function everyName(names: Record<TLanguage, string>, defaultLanguage: TLanguage): Record<TLanguage, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, nameIn(names, language, defaultLanguage)]),
  ) as Record<TLanguage, string>;
}

/** What a line's problem says, in English with placeholders (translated by the server's catalogue). */
const PROBLEM_MESSAGES = {
  OPTION_REQUIRED: 'Please choose: {group}.',
  OPTION_TOO_MANY: 'Choose at most {max} in {group}.',
  OPTION_NOT_ALLOWED: 'A choice for {name} is no longer available. Please choose again.',
  OPTION_SOLD_OUT: '{option} is sold out today. Please choose another option.',
} as const;

/** The order's answer for lines whose options cannot be ordered: 422, the first problem's code. */
export const OPTIONS_MESSAGE = 'Some choices in your cart can no longer be ordered. Please review your cart.';

/**
 * The options of one order line, decided (docs/decisions/026): the item's groups as the order path knows them,
 * the ids the diner chose. Either the snapshot the order keeps (in the item's group order) with the sum
 * of the price differences, or the problem to report on the line.
 */
export function orderedOptions(
  groups: readonly TStoredGroup[],
  chosen: readonly number[],
  now: Date,
  defaultLanguage: TLanguage,
): { options: TOrderedOption[]; deltaRappen: number } | { problem: TChoiceProblem } {
  const result = checkOptionChoice(
    groups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        id: option.id,
        priceDeltaRappen: option.priceDeltaRappen,
        available: !soldOutAt(option.soldOutUntil, now),
      })),
    })),
    chosen,
  );
  const [problem] = result.problems;
  if (problem) return { problem };
  const byId = new Map(
    groups.flatMap((group) => group.options.map((option) => [option.id, { group, option }] as const)),
  );
  const options = result.ordered.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    return [
      {
        optionId: id,
        groupId: found.group.id,
        names: everyName(found.option.names, defaultLanguage),
        groupNames: everyName(found.group.names, defaultLanguage),
        priceDeltaRappen: found.option.priceDeltaRappen,
      },
    ];
  });
  return { options, deltaRappen: result.deltaRappen };
}

/** The message and its values for a line's problem, in English with placeholders. */
export function problemMessage(
  problem: TChoiceProblem,
  groups: readonly TStoredGroup[],
  itemName: string,
  language: TLanguage,
  defaultLanguage: TLanguage,
): { message: string; values: Record<string, string | number> } {
  const group = groups.find((g) => g.id === problem.groupId);
  const groupName = group ? nameIn(group.names, language, defaultLanguage) : '';
  const option = group?.options.find((o) => o.id === problem.optionId);
  const values: Record<string, string | number> = {
    group: groupName,
    max: group?.maxChoices ?? 0,
    name: itemName,
    option: option ? nameIn(option.names, language, defaultLanguage) : '',
  };
  return { message: PROBLEM_MESSAGES[problem.code], values };
}

/** Names as stored: trimmed texts of the four languages, '' where none. */
function storedNames(names: TOptionGroupInput['names']): Record<TLanguage, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, names[language] ?? ''])) as Record<
    TLanguage,
    string
  >;
}

/** The stored values of an input the schema has checked; names in the default language are required. */
function groupValues(input: TOptionGroupInput, defaultLanguage: TLanguage) {
  const details: Record<string, string> = {};
  if (!input.names[defaultLanguage]) details[`names.${defaultLanguage}`] = REQUIRED;
  const list = input.options.map((option, index) => {
    if (!option.names[defaultLanguage]) details[`options.${index}.names.${defaultLanguage}`] = REQUIRED;
    const priceDeltaRappen = parsePriceDelta(option.priceDelta);
    if (priceDeltaRappen === null) throw new Error('the schema lets only a valid price difference through');
    return { id: option.id, names: storedNames(option.names), priceDeltaRappen };
  });
  if (Object.keys(details).length > 0) throw badRequest(FIELD_ERRORS_MESSAGE, details);
  return {
    group: { names: storedNames(input.names), minChoices: input.minChoices, maxChoices: input.maxChoices },
    options: list,
  };
}

/**
 * Dish options (docs/decisions/026): the back office's option groups, the groups of menu and buffet items, and
 * what the menu and the order path read of them. Every write moves the 'public' read version (the
 * tables' triggers), so the menu's lists and the order path's settings follow at once.
 */
export function dishOptionsService(
  db: TDb,
  deps: { timeZone: string; restaurantInfo: Pick<TRestaurantInfoService, 'stored'> },
) {
  const repo = dishOptionsRepository(db);

  async function readGroup(id: number, now: Date): Promise<TOptionGroup> {
    const [group] = await repo.groups([id]);
    if (!group) throw notFound(GROUP_MISSING);
    return toAdminGroup(group, now);
  }

  async function write(id: number | null, input: TOptionGroupInput): Promise<number> {
    const values = groupValues(input, await repo.defaultLanguage());
    return db.transaction(async (tx) => {
      const r = dishOptionsRepository(tx);
      let groupId = id;
      if (groupId === null) groupId = await r.insertGroup(values.group);
      else {
        if (!(await r.lockGroup(groupId))) throw notFound(GROUP_MISSING);
        await r.updateGroup(groupId, values.group);
      }
      if (!(await r.replaceOptions(groupId, values.options))) {
        const index = values.options.findIndex((option) => option.id !== undefined);
        throw badRequest(FIELD_ERRORS_MESSAGE, { [`options.${Math.max(index, 0)}.id`]: OPTION_MISSING });
      }
      return groupId;
    });
  }

  return {
    async list(now = new Date()): Promise<TOptionGroup[]> {
      return (await repo.groups()).map((group) => toAdminGroup(group, now));
    },
    async create(input: TOptionGroupInput): Promise<TOptionGroup> {
      return readGroup(await write(null, input), new Date());
    },
    /** Options left out are deleted; past orders keep their own copy. */
    async update(id: number, input: TOptionGroupInput): Promise<TOptionGroup> {
      return readGroup(await write(id, input), new Date());
    },
    /** Deletes the group and its options, and takes it off every item that used it. */
    async remove(id: number): Promise<void> {
      if (!(await repo.deleteGroup(id))) throw notFound(GROUP_MISSING);
    },
    /**
     * Sold out today for one option, until the next opening day starts (as for items), recorded in the
     * sold-out history. Answers the option's group.
     */
    async setOptionSoldOut(
      id: number,
      soldOut: boolean,
      by: string,
      now = new Date(),
    ): Promise<TOptionGroup> {
      const schedule = scheduleOfRow(await deps.restaurantInfo.stored());
      const until = soldOut ? nextOpeningDayAt(schedule ?? { week: emptyWeek() }, now, deps.timeZone) : null;
      const groupId = await db.transaction(async (tx) => {
        const r = dishOptionsRepository(tx);
        const option = await r.lockOption(id);
        if (!option) throw notFound(OPTION_MISSING);
        if (soldOutAt(option.soldOutUntil, now) === soldOut) return option.groupId;
        await r.setOptionSoldOutUntil(id, until);
        const name = nameIn(option.names, await r.defaultLanguage());
        await recordServiceChange(tx, 'sold-out', {
          by,
          before: { soldOut: !soldOut },
          after: { kind: 'OPTION', itemId: id, name, soldOut },
        });
        return option.groupId;
      });
      return readGroup(groupId, now);
    },

    /** Every item's groups with their options, per item id (the menu's lists and the order path). */
    async itemGroups(kind: TOrderKind): Promise<Map<number, TStoredGroup[]>> {
      const [groups, links] = await Promise.all([repo.groups(), repo.itemGroupIds(kind)]);
      const byId = new Map(groups.map((group) => [group.id, group]));
      const items = new Map<number, TStoredGroup[]>();
      for (const [itemId, ids] of links)
        items.set(
          itemId,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      return items;
    },
    /** Every item's group ids in order (the back office's item answers). */
    itemGroupIds: (kind: TOrderKind) => repo.itemGroupIds(kind),
    defaultLanguage: () => repo.defaultLanguage(),
  };
}

/**
 * Makes `groupIds` the groups of a menu or buffet item inside the caller's transaction; an unknown group
 * is a 400 on optionGroupIds (the foreign key decides).
 */
export async function setItemOptionGroups(
  tx: TTx,
  kind: TOrderKind,
  itemId: number,
  groupIds: readonly number[],
): Promise<void> {
  try {
    await tx.transaction(async (inner) => dishOptionsRepository(inner).setItemGroups(kind, itemId, groupIds));
  } catch (err) {
    if (hasPgCode(err, FOREIGN_KEY_VIOLATION))
      throw new AppError(400, FIELD_ERRORS_MESSAGE, {
        details: { optionGroupIds: OPTION_MESSAGES.groups },
      });
    throw err;
  }
}

/** The group ids of one item, in order. */
export async function itemOptionGroupIds(tx: TTx | TDb, kind: TOrderKind, itemId: number): Promise<number[]> {
  return (await dishOptionsRepository(tx).itemGroupIds(kind)).get(itemId) ?? [];
}

export type TDishOptionsService = ReturnType<typeof dishOptionsService>;
