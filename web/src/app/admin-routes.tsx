import type { RouteObject } from 'react-router';
import { loadNamespace } from '@/i18n/i18n';
import { paths } from '@/paths';
import { mantineRoute } from './mantine-route';

/**
 * The login page and the back office (spec section 2), under one lazy layout that owns the session.
 * Every screen is its own lazy chunk (one page file per screen, app/pages/admin/), so public pages
 * never download any of this.
 */
export const authAreaRoutes: RouteObject[] = [
  {
    // The login page and every screen render inside Mantine's provider, which comes with this layout,
    // and speak from the back office's catalogue, which arrives with it too.
    lazy: mantineRoute(async () => {
      const [layout] = await Promise.all([
        import('./layouts/auth-layout'),
        loadNamespace('admin'),
        loadNamespace('validation'),
        // The order status labels, shared with the tracking page.
        loadNamespace('pages'),
      ]);
      return layout.AuthLayout;
    }),
    children: [
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
      {
        // The kitchen display: the session of this layout, none of the back office's navigation.
        path: paths.kitchen,
        lazy: async () => ({ Component: (await import('./pages/kitchen-page')).KitchenPage }),
      },
      {
        // A courier's phone: the session of this layout, none of the back office's navigation.
        path: paths.courier,
        lazy: async () => ({ Component: (await import('./pages/courier-page')).CourierPage }),
      },
      {
        path: paths.admin,
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/admin/incoming-page')).IncomingPage,
            }),
          },
          {
            path: 'incoming',
            lazy: async () => ({
              Component: (await import('./pages/admin/incoming-page')).IncomingPage,
            }),
          },
          {
            path: 'reservations',
            lazy: async () => ({
              Component: (await import('./pages/admin/reservations-page')).ReservationsPage,
            }),
          },
          {
            path: 'reservations/day',
            lazy: async () => ({
              Component: (await import('./pages/admin/reservation-day-page')).ReservationDayPage,
            }),
          },
          {
            path: 'tables',
            lazy: async () => ({
              Component: (await import('./pages/admin/tables-page')).TablesPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('./pages/admin/orders-page')).OrdersPage,
            }),
          },
          {
            path: 'buffet-orders',
            lazy: async () => ({
              Component: (await import('./pages/admin/buffet-orders-page')).BuffetOrdersPage,
            }),
          },
          {
            path: 'new-order',
            lazy: async () => ({
              Component: (await import('./pages/admin/new-order-page')).NewOrderPage,
            }),
          },
          {
            path: 'close-out',
            lazy: async () => ({
              Component: (await import('./pages/admin/close-out-page')).CloseOutPage,
            }),
          },
          {
            path: 'reports',
            lazy: async () => ({
              Component: (await import('./pages/admin/reports-page')).ReportsPage,
            }),
          },
          {
            path: 'dispatch',
            lazy: async () => ({
              Component: (await import('./pages/admin/dispatch-page')).DispatchPage,
            }),
          },
          {
            path: 'courier-shifts',
            lazy: async () => ({
              Component: (await import('./pages/admin/courier-shifts-page')).CourierShiftsPage,
            }),
          },
          {
            path: 'discounts',
            lazy: async () => ({
              Component: (await import('./pages/admin/discounts-page')).DiscountsPage,
            }),
          },
          {
            path: 'promo-codes',
            lazy: async () => ({
              Component: (await import('./pages/admin/promo-codes-page')).PromoCodesPage,
            }),
          },
          {
            path: 'vouchers',
            lazy: async () => ({
              Component: (await import('./pages/admin/vouchers-page')).VouchersPage,
            }),
          },
          {
            path: 'food-items',
            lazy: async () => ({
              Component: (await import('./pages/admin/food-items-page')).FoodItemsPage,
            }),
          },
          {
            path: 'menu-items',
            lazy: async () => ({
              Component: (await import('./pages/admin/menu-items-page')).MenuItemsPage,
            }),
          },
          {
            path: 'option-groups',
            lazy: async () => ({
              Component: (await import('./pages/admin/option-groups-page')).OptionGroupsPage,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('./pages/admin/categories-page')).CategoriesPage,
            }),
          },
          {
            path: 'buffet-items',
            lazy: async () => ({
              Component: (await import('./pages/admin/buffet-items-page')).BuffetItemsPage,
            }),
          },
          {
            path: 'restaurant-info',
            lazy: async () => ({
              Component: (await import('./pages/admin/restaurant-info-page')).RestaurantInfoPage,
            }),
          },
          {
            path: 'delivery-fees',
            lazy: async () => ({
              Component: (await import('./pages/admin/delivery-fees-page')).DeliveryFeesPage,
            }),
          },
          {
            path: 'printers',
            lazy: async () => ({
              Component: (await import('./pages/admin/printers-page')).PrintersPage,
            }),
          },
          {
            path: 'stations',
            lazy: async () => ({
              Component: (await import('./pages/admin/stations-page')).StationsPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('./pages/admin/users-page')).UsersPage,
            }),
          },
        ],
      },
    ],
  },
];
