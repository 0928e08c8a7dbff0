import type { TOrderedOption } from '@app/shared/dish-options';
import type { TLanguage } from '@app/shared/languages';
import type { TDb, TTx } from '../db/client';
import type { orders, reservations } from '../db/schema';

type TOrderRow = typeof orders.$inferSelect;
type TReservationRow = typeof reservations.$inferSelect;

/** A line of an order as it was inserted (in its position order). */
export type TOrderLine = {
  name: string;
  quantity: number;
  /** Includes the options' price differences. */
  unitPriceRappen: number;
  /** The options chosen (dish options), as ordered; none for most lines. */
  options?: TOrderedOption[];
};

/**
 * What the order path already read for a new order, checked against the data's version in the same
 * request (modules/orders/order-settings.ts): hooks use it instead of reading it again in the order's
 * transaction.
 */
export type TOrderCreatedContext = {
  lines: TOrderLine[];
  /** The restaurant info row's contact details; undefined when there is no row. */
  restaurant: { name: string; phone: string; address: string; vatNumber?: string | null } | undefined;
  /** Every admin device subscribed to pushes, with its tag (and the language its pushes speak). */
  pushSubscriptions: { id: number; tag: string; language?: TLanguage }[];
};

/** What changed, as the repositories record it; hooks run inside the same transaction. */
export type TChange =
  | { type: 'order.created'; order: TOrderRow; context: TOrderCreatedContext }
  | { type: 'order.status'; order: TOrderRow; from: TOrderRow['status'] }
  | { type: 'order.payment'; order: TOrderRow; from: TOrderRow['paymentStatus'] }
  /** A station bumped or recalled one of the order's lines on the kitchen display. */
  | { type: 'order.kitchen'; order: TOrderRow }
  /** Every station finished the order (`order.readyAt` set), or a recall took it back (null). */
  | { type: 'order.ready'; order: TOrderRow }
  | { type: 'reservation.created'; reservation: TReservationRow }
  | { type: 'reservation.status'; reservation: TReservationRow; from: TReservationRow['status'] }
  /** Staff changed the booking's time, people or details; `before` is the row as it was. */
  | { type: 'reservation.changed'; reservation: TReservationRow; before: TReservationRow };

export type TChangeHook = (tx: TTx, change: TChange) => Promise<void>;

const hooks = new WeakMap<TDb, TChangeHook[]>();

/**
 * Side effects of a change (an email to send, an event to announce) are recorded by hooks in the
 * transaction that makes the change: committed together, or not at all. Registered per database
 * handle, so an app instance's hooks never run for another's.
 */
export function onChange(db: TDb, hook: TChangeHook): void {
  hooks.set(db, [...(hooks.get(db) ?? []), hook]);
}

export async function emitChange(db: TDb, tx: TTx, change: TChange): Promise<void> {
  for (const hook of hooks.get(db) ?? []) await hook(tx, change);
}

/** The order the change confirmed: created confirmed (entered by staff) or confirmed from NEW; else null. */
export function confirmedOrder(change: TChange): TOrderRow | null {
  if (!('order' in change)) return null;
  const { order } = change;
  const confirmedNow =
    (change.type === 'order.created' && order.status === 'CONFIRMED') ||
    (change.type === 'order.status' && change.from === 'NEW' && order.status === 'CONFIRMED');
  return confirmedNow ? order : null;
}
