import type { TPublicOptionGroup } from '@app/shared/catalog';
import { checkOptionChoice } from '@app/shared/option-choices';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TTrackedOrder } from '@app/shared/tracked-order';
import type { TVatClass } from '@app/shared/vat';
import { lineLabel } from '@/features/cart/public';
import { choiceGroupsOf } from '@/lib/choice-groups';

/** An item of today's menu or buffet list, as far as a re-order needs it. */
export interface TCurrentItem {
  id: number;
  name: string;
  price: number;
  available: boolean;
  soldOutToday?: boolean | undefined;
  vatClass?: TVatClass | undefined;
  optionGroups?: TPublicOptionGroup[] | undefined;
}

/** A cart line's item as a re-order makes it: today's name and price, and the options chosen then. */
export interface TReorderItem {
  kind: TOrderKind;
  id: number;
  name: string;
  priceRaw: number;
  vatClass?: TVatClass | undefined;
  options?: number[];
  optionDetails?: { name: string; priceDelta: number }[];
}

/** What "Order this again" puts in the cart, and what it cannot. */
export interface TReorder {
  /** One per item and choice of options of today's list, with today's prices, and the quantity ordered then. */
  lines: { item: TReorderItem; quantity: number }[];
  /** The names (as ordered) of lines whose item is gone, unavailable or sold out today. */
  missing: string[];
  /**
   * The names (as ordered) of lines whose options cannot be chosen as then (an option sold out today or
   * gone, a group added since): the diner chooses them again on the menu.
   */
  choose: string[];
}

type TOrderedLine = TTrackedOrder['orderItems'][number];

/**
 * The options of an order line in today's item: each found by its id among the item's options (by its
 * name in an older answer without ids), then checked by the rule the server applies. Null when they
 * cannot be chosen so today; the ids in the item's order and what the cart shows of them otherwise.
 */
function optionsToday(
  ordered: TOrderedLine,
  item: TCurrentItem,
): Pick<TReorderItem, 'options' | 'optionDetails'> | null {
  const groups = item.optionGroups ?? [];
  const wanted = ordered.options ?? [];
  if (groups.length === 0) return wanted.length === 0 ? {} : null;
  const all = groups.flatMap((group) => group.options);
  const ids: number[] = [];
  for (const option of wanted) {
    // By its id when the answer has it (an exact match in any language), else by its name as ordered.
    const found =
      option.optionId === undefined
        ? all.find((candidate) => candidate.name.trim() === option.name.trim())
        : all.find((candidate) => candidate.id === option.optionId);
    if (!found) return null;
    ids.push(found.id);
  }
  const result = checkOptionChoice(choiceGroupsOf(groups), ids);
  if (result.problems.length > 0) return null;
  if (result.ordered.length === 0) return {};
  const byId = new Map(all.map((option) => [option.id, option]));
  return {
    options: result.ordered,
    optionDetails: result.ordered.flatMap((id) => {
      const option = byId.get(id);
      return option ? [{ name: option.name, priceDelta: option.priceDelta }] : [];
    }),
  };
}

/**
 * An order's lines as today's cart lines ("Order this again"): each line by its `itemId` in today's menu list
 * (menu orders) or buffet list (buffet orders), with today's price and name, never the price paid then, and
 * the same options when they can still be chosen so. A line whose item was deleted (no itemId), is no longer
 * in the list, is switched off or sold out today is left out and named in `missing`; one whose options
 * cannot be chosen as then is left out and named in `choose`. Two lines of the same item and options
 * become one.
 */
export function reorderLines(
  order: Pick<TTrackedOrder, 'orderItems'>,
  kind: TOrderKind,
  current: readonly TCurrentItem[],
): TReorder {
  const byId = new Map(current.map((item) => [item.id, item]));
  const lines: TReorder['lines'] = [];
  const missing: string[] = [];
  const choose: string[] = [];
  for (const ordered of order.orderItems) {
    const item = ordered.itemId == null ? undefined : byId.get(ordered.itemId);
    if (!item?.available || item.soldOutToday) {
      if (!missing.includes(ordered.name)) missing.push(ordered.name);
      continue;
    }
    const options = optionsToday(ordered, item);
    if (!options) {
      // Its name, with its options' names when it had some, as the cart labels a line.
      const label = lineLabel({ name: ordered.name, optionDetails: ordered.options });
      if (!choose.includes(label)) choose.push(label);
      continue;
    }
    const key = (options.options ?? []).join('.');
    const same = lines.find(
      (line) => line.item.id === item.id && (line.item.options ?? []).join('.') === key,
    );
    if (same) {
      same.quantity += ordered.quantity;
      continue;
    }
    lines.push({
      item: { kind, id: item.id, name: item.name, priceRaw: item.price, vatClass: item.vatClass, ...options },
      quantity: ordered.quantity,
    });
  }
  return { lines, missing, choose };
}
