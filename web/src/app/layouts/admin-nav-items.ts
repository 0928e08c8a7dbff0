import { adminPaths } from '@/paths';

export interface TAdminNavItem {
  label: string;
  to: string;
}

/** The side drawer of the back office, in the order of spec section 2. The first entry carries the alert badge. */
export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { label: 'New Orders', to: adminPaths.incoming },
  { label: 'Reservations', to: adminPaths.reservations },
  { label: 'Menu Orders', to: adminPaths.orders },
  { label: 'Buffet Orders', to: adminPaths.buffetOrders },
  { label: 'Discounts', to: adminPaths.discounts },
  { label: 'Food Items', to: adminPaths.foodItems },
  { label: 'Menu Items', to: adminPaths.menuItems },
  { label: 'Buffet Items', to: adminPaths.buffetItems },
  { label: 'Restaurant Info', to: adminPaths.restaurantInfo },
  { label: 'Users', to: adminPaths.users },
];
