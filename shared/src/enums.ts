/**
 * Enumerations of spec section 3. The menu's categories are not among them: they are the restaurant's data
 * (categories.ts; the spec's 17 are DEFAULT_CATEGORY_CODES there).
 */

export const PAYMENT_METHODS = ['CARD', 'TWINT', 'CASH', 'POS_CARD'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'NOT_REQUIRED', 'REFUNDED'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** KITCHEN: a wall tablet's account, which opens the kitchen display and nothing else. */
/** COURIER: a delivery courier's phone, which opens the courier's deliveries and nothing else. */
export const USER_ROLES = ['CUSTOMER', 'ADMIN', 'KITCHEN', 'COURIER'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const ORDER_TYPES = ['DELIVERY', 'TAKEAWAY'] as const;
export type TOrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = [
  'NEW',
  'CONFIRMED',
  'PREPARING',
  'ON_THE_WAY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const RESERVATION_STATUSES = ['REQUESTED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'NO_SHOW'] as const;
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];
