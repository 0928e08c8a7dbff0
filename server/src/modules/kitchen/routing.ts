import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { confirmedOrder, onChange } from '../../lib/change-hooks';

/**
 * Routes an order's lines to the kitchen's stations (docs/decisions/030): a line goes to its item's own
 * station, else to its category's (menu items only: buffet items have no category), else to none. Done
 * once, when the order is confirmed, so that its tickets, its display cards and its "ready" all follow
 * the routing it had when the kitchen got it; later changes of the routing apply to later orders.
 */
export async function routeOrderLines(tx: TTx, orderId: string): Promise<void> {
  await tx.execute(sql`
    update order_items oi
       set station_id = coalesce(mi.station_id, c.station_id, bi.station_id)
      from order_items src
      left join menu_items mi on mi.id = src.menu_item_id
      left join categories c on c.code = mi.category
      left join buffet_items bi on bi.id = src.buffet_item_id
     where src.id = oi.id and oi.order_id = ${orderId}`);
}

/** Routes the lines of every order that becomes CONFIRMED: on the incoming screen, or entered so. */
export function registerKitchenRouting(db: TDb): void {
  onChange(db, async (tx, change) => {
    const order = confirmedOrder(change);
    if (order) await routeOrderLines(tx, order.id);
  });
}
