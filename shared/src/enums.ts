/** Enumerations of spec section 3. The order of MENU_CATEGORIES is the order the menu shows. */

export const MENU_CATEGORIES = [
  'SUSHI_STARTER',
  'SUSHI_ROLLS',
  'HOSO_MAKI',
  'NIGIRI',
  'TEMAKI',
  'SUSHI_PLATTEN',
  'BOWLS',
  'DONBURI',
  'RAMEN_NOODLE',
  'THAI_STARTER',
  'THAI_SUPPE',
  'THAI_NOODLES',
  'THAI_CURRY',
  'THAI_WOK',
  'SIDES',
  'DESSERT',
  'DRINK',
] as const;
export type TMenuCategory = (typeof MENU_CATEGORIES)[number];
export const DEFAULT_MENU_CATEGORY: TMenuCategory = 'SUSHI_STARTER';

/** Headings shown to diners for each category. */
export const MENU_CATEGORY_LABELS: Record<TMenuCategory, string> = {
  SUSHI_STARTER: 'Sushi Starters',
  SUSHI_ROLLS: 'Sushi Rolls',
  HOSO_MAKI: 'Hoso Maki',
  NIGIRI: 'Nigiri',
  TEMAKI: 'Temaki',
  SUSHI_PLATTEN: 'Sushi Platters',
  BOWLS: 'Bowls',
  DONBURI: 'Donburi',
  RAMEN_NOODLE: 'Ramen & Noodles',
  THAI_STARTER: 'Thai Starters',
  THAI_SUPPE: 'Thai Soups',
  THAI_NOODLES: 'Thai Noodles',
  THAI_CURRY: 'Thai Curries',
  THAI_WOK: 'Thai Wok',
  SIDES: 'Sides',
  DESSERT: 'Desserts',
  DRINK: 'Drinks',
};

export const PAYMENT_METHODS = ['CARD', 'TWINT', 'CASH', 'POS_CARD'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'NOT_REQUIRED', 'REFUNDED'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const USER_ROLES = ['CUSTOMER', 'ADMIN'] as const;
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
