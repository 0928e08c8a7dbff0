import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { TopProgressBar } from '@/components/top-progress-bar';
import { CartProvider } from '@/features/cart/cart-context';
import { paths } from '@/paths';
import { AppErrorFallback, RouteErrorFallback } from './error-fallback';
import { RootLayout } from './layouts/root-layout';
import { mantineRoute } from './mantine-route';
import { authAreaRoutes } from './routes/admin/admin-routes';

/**
 * Every page is a lazy route: its own chunk. The back office in particular is never downloaded by
 * public pages. Pages built with Mantine components come with Mantine's provider (mantineRoute).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    element: (
      <CartProvider>
        <RootLayout />
      </CartProvider>
    ),
    errorElement: <AppErrorFallback />,
    children: [
      {
        // Pages fail and load inside the shell: the header and footer stay.
        errorElement: <RouteErrorFallback />,
        hydrateFallbackElement: <TopProgressBar />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomePage }) },
          { path: paths.menu, lazy: async () => ({ Component: (await import('./routes/menu')).MenuPage }) },
          {
            path: paths.privacy,
            lazy: mantineRoute(async () => (await import('./routes/privacy')).PrivacyPage),
          },
          {
            path: paths.checkout,
            lazy: async () => ({ Component: (await import('./routes/checkout')).CheckoutPage }),
          },
          {
            path: paths.reservation,
            lazy: mantineRoute(async () => (await import('./routes/reservation')).ReservationPage),
          },
          {
            path: paths.thankYou,
            lazy: mantineRoute(async () => (await import('./routes/thank-you')).ThankYouPage),
          },
          {
            path: paths.track,
            lazy: mantineRoute(async () => (await import('./routes/track')).TrackPage),
          },
          {
            path: paths.trackBuffet,
            lazy: mantineRoute(async () => (await import('./routes/track-buffet')).TrackBuffetPage),
          },
          ...authAreaRoutes,
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
