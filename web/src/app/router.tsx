import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { TopProgressBar } from '@/components/top-progress-bar';
import { CartProvider } from '@/features/cart/cart-context';
import type { TPublicArea } from '@/i18n/catalogs';
import { loadNamespace } from '@/i18n/i18n';
import { paths } from '@/paths';
import { AppErrorFallback, RouteErrorFallback } from './error-fallback';
import { RootLayout } from './layouts/root-layout';
import { mantineRoute } from './mantine-route';

/**
 * A page's chunk together with its area of the catalogue (web/src/i18n/areas.ts). A page with a form also
 * starts fetching the validation messages, without waiting for them: they are needed only once the diner
 * has filled something in.
 */
async function withTexts<T>(area: TPublicArea, page: Promise<T>): Promise<T> {
  if (area === 'checkout' || area === 'pages') void loadNamespace('validation').catch(() => {});
  const [module] = await Promise.all([page, loadNamespace(area)]);
  return module;
}

const PAGES_ROUTE_ID = 'pages';

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
        id: PAGES_ROUTE_ID,
        // Pages fail and load inside the shell: the header and footer stay.
        errorElement: <RouteErrorFallback />,
        hydrateFallbackElement: <TopProgressBar />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await withTexts('home', import('./pages/home-page'))).HomePage,
            }),
          },
          {
            path: paths.menu,
            lazy: async () => ({
              Component: (await withTexts('menu', import('./pages/menu-page'))).MenuPage,
            }),
          },
          {
            path: paths.privacy,
            lazy: mantineRoute(
              async () => (await withTexts('pages', import('./pages/privacy-page'))).PrivacyPage,
            ),
          },
          {
            path: paths.legal,
            lazy: mantineRoute(
              async () => (await withTexts('pages', import('./pages/legal-page'))).LegalPage,
            ),
          },
          {
            path: paths.checkout,
            lazy: async () => ({
              Component: (await withTexts('checkout', import('./pages/checkout-page'))).CheckoutPage,
            }),
          },
          {
            path: paths.reservation,
            lazy: mantineRoute(
              async () => (await withTexts('pages', import('./pages/reservation-page'))).ReservationPage,
            ),
          },
          {
            path: paths.thankYou,
            lazy: mantineRoute(
              async () => (await withTexts('pages', import('./pages/thank-you-page'))).ThankYouPage,
            ),
          },
          {
            path: paths.track,
            lazy: mantineRoute(
              async () => (await withTexts('pages', import('./pages/track-page'))).TrackPage,
            ),
          },
          {
            path: paths.trackBuffet,
            lazy: mantineRoute(
              async () => (await withTexts('pages', import('./pages/track-buffet-page'))).TrackBuffetPage,
            ),
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];

/**
 * The login page and the back office join the route table when a path needs them (admin-routes.tsx):
 * their route entries, and the list of chunks each of their screens needs, stay out of the public
 * pages' first load. Until then their paths match the catch-all, which is when React Router asks.
 */
export async function discoverRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  if (!isAuthAreaPath(path)) return;
  const { authAreaRoutes } = await import('./admin-routes');
  patch(PAGES_ROUTE_ID, authAreaRoutes);
}

function isAuthAreaPath(path: string): boolean {
  return [paths.login, paths.admin].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
}
