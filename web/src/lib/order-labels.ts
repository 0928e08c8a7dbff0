import type { TOrderStatus, TOrderType, TPaymentMethod } from '@app/shared/enums';
import { t } from '@/i18n/i18n';

/**
 * How diners and staff read the order enumerations of spec section 3, in the current language (the
 * `site` catalogue, which the back office has too). Read at the time the text is shown: the maps'
 * entries are getters, so `ORDER_TYPE_LABELS.TAKEAWAY` is the label in the language chosen now.
 */

export function orderTypeLabel(type: TOrderType): string {
  return t(`site.orderType.${type}`);
}

export function paymentMethodLabel(method: TPaymentMethod): string {
  return t(`site.paymentMethod.${method}`);
}

export function orderStatusLabel(status: TOrderStatus): string {
  return t(`site.orderStatus.${status}`);
}

function labels<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
): Readonly<Record<K, string>> {
  const map = {} as Record<K, string>;
  for (const key of keys) Object.defineProperty(map, key, { get: () => label(key), enumerable: true });
  return map;
}

export const ORDER_TYPE_LABELS = labels<TOrderType>(['TAKEAWAY', 'DELIVERY'], orderTypeLabel);

/** In the order checkout offers them. */
export const PAYMENT_METHOD_LABELS = labels<TPaymentMethod>(
  ['CARD', 'TWINT', 'POS_CARD', 'CASH'],
  paymentMethodLabel,
);

export const ORDER_STATUS_LABELS = labels<TOrderStatus>(
  ['NEW', 'CONFIRMED', 'PREPARING', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED'],
  orderStatusLabel,
);
