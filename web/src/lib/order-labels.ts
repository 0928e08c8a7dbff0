import type { TOrderStatus, TOrderType, TPaymentMethod } from '@app/shared/enums';

/** How diners and staff read the order enumerations of spec section 3. */

export const ORDER_TYPE_LABELS: Record<TOrderType, string> = { TAKEAWAY: 'Takeaway', DELIVERY: 'Delivery' };

/** In the order checkout offers them. */
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  CARD: 'Card (online)',
  TWINT: 'TWINT',
  POS_CARD: 'Card at pickup/delivery',
  CASH: 'Cash',
};

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  NEW: 'New',
  CONFIRMED: 'Confirmed',
  PREPARING: 'Preparing',
  ON_THE_WAY: 'On the way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};
