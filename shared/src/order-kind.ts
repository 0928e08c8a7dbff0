/**
 * The order kind, defined once. An order is a menu order or a buffet order; the spec spells that in
 * several ways (URL segments, the incoming card's kind, alert and push names, the tracking page), and
 * every one of those spellings is derived from this table, never written by hand elsewhere.
 */
export const ORDER_KINDS = ['MENU', 'BUFFET'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_KIND = {
  MENU: {
    /** The API resource: `/api/orders`, `/api/admin/orders`. */
    resource: 'orders',
    /** The payment intent's segment: `/api/payments/customer-orders/:id/intent`. */
    payment: 'customer',
    /** The incoming card's kind and its actions' segment: `/api/admin/menu-orders/:id/seen`. */
    incoming: 'menu',
    /** The alert badge's kind (`/api/admin/alerts/seen`) and the push subscription's tag. */
    alert: 'orders',
    /** The diner's tracking page: `/track?orderId=…&email=…`. */
    trackPage: '/track',
    /** The kind in a sentence ("New order #12"). */
    label: 'order',
    /** What names the item on an order line: `items: [{ menuItemId, quantity }]`. */
    itemId: 'menuItemId',
  },
  BUFFET: {
    resource: 'buffet-orders',
    payment: 'buffet',
    incoming: 'buffet',
    alert: 'buffet',
    trackPage: '/track-buffet',
    label: 'buffet order',
    itemId: 'buffetItemId',
  },
} as const satisfies Record<
  TOrderKind,
  {
    resource: string;
    payment: string;
    incoming: string;
    alert: string;
    trackPage: string;
    label: string;
    itemId: string;
  }
>;

/** The key an order line names its item by, for either kind: 'menuItemId' or 'buffetItemId'. */
export type TOrderItemIdKey = (typeof ORDER_KIND)[TOrderKind]['itemId'];

/**
 * The item keys a line of a `kind` order must not carry: another kind's. A cart mixing menu and buffet
 * lines is refused by name (spec section 5) rather than as an unknown field.
 */
export function otherItemIdKeys(kind: TOrderKind): TOrderItemIdKey[] {
  return ORDER_KINDS.filter((k) => k !== kind).map((k) => ORDER_KIND[k].itemId);
}

/** A card on the incoming screen: an order of either kind, or a reservation. */
export const INCOMING_KINDS = [ORDER_KIND.MENU.incoming, ORDER_KIND.BUFFET.incoming, 'reservation'] as const;
export type TIncomingKind = (typeof INCOMING_KINDS)[number];

/** What the alert badge counts and what a push subscription listens to, besides 'admin'. */
export const ALERT_KINDS = ['reservations', ORDER_KIND.MENU.alert, ORDER_KIND.BUFFET.alert] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

/** The order kind of an incoming card's kind; null for a reservation. */
export function orderKindOfIncoming(kind: TIncomingKind): TOrderKind | null {
  return ORDER_KINDS.find((k) => ORDER_KIND[k].incoming === kind) ?? null;
}

/**
 * The item columns of a stored order line of `kind` naming item `id`: the kind's own key holds it,
 * the other kinds' are null (`{ menuItemId: 7, buffetItemId: null }`).
 */
export function lineItemIds(kind: TOrderKind, id: number): Record<TOrderItemIdKey, number | null> {
  const ids = Object.fromEntries(ORDER_KINDS.map((k) => [ORDER_KIND[k].itemId, k === kind ? id : null]));
  return ids as Record<TOrderItemIdKey, number | null>;
}
