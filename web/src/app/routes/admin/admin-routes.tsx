import type { RouteObject } from 'react-router';
import { mantineRoute } from '@/app/mantine-route';
import { paths } from '@/paths';

/**
 * The login page and the back office (spec section 2), under one lazy layout that owns the session.
 * Every screen is its own lazy chunk (one page file per screen, replaced by the issue that builds
 * it), so public pages never download any of this.
 */
export const authAreaRoutes: RouteObject[] = [
  {
    // The login page and every screen render inside Mantine's provider, which comes with this layout.
    lazy: mantineRoute(async () => (await import('@/app/layouts/auth-layout')).AuthLayout),
    children: [
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/app/routes/login')).LoginPage }),
      },
      {
        path: paths.admin,
        lazy: async () => ({ Component: (await import('@/app/layouts/admin-layout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/incoming/pages/incoming-page')).IncomingPage,
            }),
          },
          {
            path: 'incoming',
            lazy: async () => ({
              Component: (await import('@/features/incoming/pages/incoming-page')).IncomingPage,
            }),
          },
          {
            path: 'reservations',
            lazy: async () => ({
              Component: (await import('@/features/reservations/pages/reservations-page')).ReservationsPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('@/features/orders/pages/orders-page')).OrdersPage,
            }),
          },
          {
            path: 'buffet-orders',
            lazy: async () => ({
              Component: (await import('@/features/buffet-orders/pages/buffet-orders-page')).BuffetOrdersPage,
            }),
          },
          {
            path: 'discounts',
            lazy: async () => ({
              Component: (await import('@/features/discounts/pages/discounts-page')).DiscountsPage,
            }),
          },
          {
            path: 'food-items',
            lazy: async () => ({
              Component: (await import('@/features/food-items/pages/food-items-page')).FoodItemsPage,
            }),
          },
          {
            path: 'menu-items',
            lazy: async () => ({
              Component: (await import('@/features/menu-items/pages/menu-items-page')).MenuItemsPage,
            }),
          },
          {
            path: 'buffet-items',
            lazy: async () => ({
              Component: (await import('@/features/buffet-items/pages/buffet-items-page')).BuffetItemsPage,
            }),
          },
          {
            path: 'restaurant-info',
            lazy: async () => ({
              Component: (await import('@/features/restaurant-info/pages/restaurant-info-page'))
                .RestaurantInfoPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('@/features/users/pages/users-page')).UsersPage,
            }),
          },
        ],
      },
    ],
  },
];
