import { adminPaths } from '@/admin-paths';
import type { TAdminKey } from '@/i18n/catalogs';

export interface TAdminNavItem {
  /** The entry's text in the admin catalogue (the page title too). */
  label: TAdminKey;
  to: string;
}

/** The side drawer of the back office, in the order of spec section 2. The first entry carries the alert badge. */
export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { label: 'nav.incoming', to: adminPaths.incoming },
  { label: 'nav.reservations', to: adminPaths.reservations },
  { label: 'nav.reservationDay', to: adminPaths.reservationDay },
  { label: 'nav.tables', to: adminPaths.tables },
  { label: 'nav.orders', to: adminPaths.orders },
  { label: 'nav.buffetOrders', to: adminPaths.buffetOrders },
  { label: 'newOrder.title', to: adminPaths.newOrder },
  { label: 'closeOut.title', to: adminPaths.closeOut },
  { label: 'reports.title', to: adminPaths.reports },
  { label: 'dispatch.title', to: adminPaths.dispatch },
  { label: 'shifts.title', to: adminPaths.courierShifts },
  { label: 'nav.discounts', to: adminPaths.discounts },
  { label: 'promoCodes.title', to: adminPaths.promoCodes },
  { label: 'vouchers.title', to: adminPaths.vouchers },
  { label: 'nav.foodItems', to: adminPaths.foodItems },
  { label: 'nav.menuItems', to: adminPaths.menuItems },
  { label: 'nav.optionGroups', to: adminPaths.optionGroups },
  { label: 'nav.categories', to: adminPaths.categories },
  { label: 'nav.buffetItems', to: adminPaths.buffetItems },
  { label: 'nav.restaurantInfo', to: adminPaths.restaurantInfo },
  { label: 'nav.deliveryFees', to: adminPaths.deliveryFees },
  { label: 'printers.title', to: adminPaths.printers },
  { label: 'stations.title', to: adminPaths.stations },
  { label: 'nav.users', to: adminPaths.users },
];
