import type { TAdminOrder } from '@app/shared/admin-orders';
import { zoneOfPostcode } from '@app/shared/delivery';
import type { TOrderStatus } from '@app/shared/enums';
import { chfToRappen } from '@app/shared/money';
import type { TDeliveryZone } from '@app/shared/order-rules';
import type { TAdminKey } from '@/i18n/catalogs';

/** The statuses an admin may choose in the lists (spec section 4, Orders). */
export const STATUS_CHOICES = ['CONFIRMED', 'PREPARING', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED'] as const;
export type TStatusChoice = (typeof STATUS_CHOICES)[number];

export type TOrderGroupKey = 'active' | 'done' | 'cancelled';

/** The groups in their order, each with its heading's key in the admin catalogue. */
export const ORDER_GROUPS: readonly { key: TOrderGroupKey; title: TAdminKey }[] = [
  { key: 'active', title: 'orders.group.active' },
  { key: 'done', title: 'orders.group.done' },
  { key: 'cancelled', title: 'orders.group.cancelled' },
];

const GROUP_OF: Record<TOrderStatus, TOrderGroupKey | null> = {
  NEW: null,
  CONFIRMED: 'active',
  PREPARING: 'active',
  ON_THE_WAY: 'active',
  DELIVERED: 'done',
  CANCELLED: 'cancelled',
};

/** Spec section 4: Active, Done/Delivered and Cancelled, keeping the list's order; NEW is left out. */
export function groupOrders<T extends Pick<TAdminOrder, 'status'>>(
  orders: readonly T[],
): Record<TOrderGroupKey, T[]> {
  const groups: Record<TOrderGroupKey, T[]> = { active: [], done: [], cancelled: [] };
  for (const order of orders) {
    const key = GROUP_OF[order.status];
    if (key) groups[key].push(order);
  }
  return groups;
}

/**
 * Spec section 9: back-office views show CHF 0.00 delivery fee for a DELIVERY order whose discounted
 * items total reaches its zone's free-delivery threshold, whatever the stored fee says; otherwise the
 * order's own fee (also when its postcode is in no zone now: the fee it was priced with stands).
 */
export function shownDeliveryFee(
  order: Pick<TAdminOrder, 'orderType' | 'itemsSubtotalAfterDiscount' | 'deliveryFee'> & {
    customerInfo: { address: { plz: string } };
  },
  zones: readonly Pick<TDeliveryZone, 'postcodes' | 'freeDeliveryFrom'>[],
): number {
  if (order.orderType !== 'DELIVERY') return order.deliveryFee;
  const threshold = zoneOfPostcode(zones, order.customerInfo.address.plz)?.freeDeliveryFrom ?? null;
  if (threshold !== null && chfToRappen(order.itemsSubtotalAfterDiscount) >= chfToRappen(threshold)) return 0;
  return order.deliveryFee;
}

/** The time the kitchen committed to, else ASAP or the requested time. */
export function readyTimeIso(
  order: Pick<TAdminOrder, 'committedReadyAt' | 'asap' | 'requestedAt'>,
): string | null {
  return order.committedReadyAt ?? (order.asap ? null : order.requestedAt);
}
