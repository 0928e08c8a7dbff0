import type { TOrderKind } from '@app/shared/order-kind';
import type { TTrackedOrder } from '@app/shared/tracked-order';
import type { TVatClass } from '@app/shared/vat';

/** An item of today's menu or buffet list, as far as a re-order needs it. */
export interface TCurrentItem {
  id: number;
  name: string;
  price: number;
  available: boolean;
  soldOutToday?: boolean | undefined;
  vatClass?: TVatClass | undefined;
}

/** What "Order this again" puts in the cart, and what it cannot. */
export interface TReorder {
  /** One per item of today's list, with today's name and price, and the quantity ordered then. */
  lines: {
    item: { kind: TOrderKind; id: number; name: string; priceRaw: number; vatClass?: TVatClass | undefined };
    quantity: number;
  }[];
  /** The names (as ordered) of lines whose item is gone, unavailable or sold out today. */
  missing: string[];
}

/**
 * An order's lines as today's cart lines ("Order this again"): each line by its `itemId` in today's menu list
 * (menu orders) or buffet list (buffet orders), with today's price and name, never the price paid then. A
 * line whose item was deleted (no itemId), is no longer in the list, is switched off or sold out today is
 * left out and named in `missing`. Two lines of the same item become one.
 */
export function reorderLines(
  order: Pick<TTrackedOrder, 'orderItems'>,
  kind: TOrderKind,
  current: readonly TCurrentItem[],
): TReorder {
  const byId = new Map(current.map((item) => [item.id, item]));
  const lines: TReorder['lines'] = [];
  const missing: string[] = [];
  for (const ordered of order.orderItems) {
    const item = ordered.itemId == null ? undefined : byId.get(ordered.itemId);
    if (!item?.available || item.soldOutToday) {
      if (!missing.includes(ordered.name)) missing.push(ordered.name);
      continue;
    }
    const same = lines.find((line) => line.item.id === item.id);
    if (same) {
      same.quantity += ordered.quantity;
      continue;
    }
    lines.push({
      item: { kind, id: item.id, name: item.name, priceRaw: item.price, vatClass: item.vatClass },
      quantity: ordered.quantity,
    });
  }
  return { lines, missing };
}
