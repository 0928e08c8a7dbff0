import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { TopProgressBar } from '@/components/top-progress-bar';
import { CartProvider } from '@/features/cart/cart-context';
import { paths } from '@/paths';
import { AppErrorFallback, RouteErrorFallback } from './error-fallback';
import { RootLayout } from './layouts/root-layout';
import { withTexts } from './with-texts';

const PAGES_ROUTE_ID = 'pages';

/**
 * Every page is a lazy route: its own chunk. The back office in particular is never downloaded by
 * public pages. The public pages built with Mantine components (/reservation, /thank-you, /track...)
 * join the table when a path needs them, like the back office (discoverRoutes).
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
            path: paths.checkout,
            lazy: async () => ({
              Component: (await withTexts('checkout', import('./pages/checkout-page'))).CheckoutPage,
            }),
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
];

/**
 * The public pages drawn with Mantine (other-page-routes.tsx) and the login page with the back office
 * (admin-routes.tsx) join the route table when a path needs them: their route entries, and the lists
 * of chunks each of their pages needs (Mantine's many small ones), stay out of the first load of `/`,
 * /menu and /checkout (docs/performance.md). Until then their paths match the catch-all, which is when
 * React Router asks.
 */
export async function discoverRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  if (isOtherPagePath(path)) {
    const { otherPageRoutes } = await import('./other-page-routes');
    patch(PAGES_ROUTE_ID, otherPageRoutes);
    return;
  }
  if (!isAuthAreaPath(path)) return;
  const { authAreaRoutes } = await import('./admin-routes');
  patch(PAGES_ROUTE_ID, authAreaRoutes);
}

/** The paths of other-page-routes.tsx (React Router matches them ignoring case and a final slash). */
const OTHER_PAGE_PATHS: readonly string[] = [
  paths.privacy,
  paths.legal,
  paths.reservation,
  paths.vouchers,
  paths.voucherThankYou,
  paths.voucher,
  paths.thankYou,
  paths.track,
  paths.trackBuffet,
  paths.account,
  paths.accountSignIn,
];

function isOtherPagePath(path: string): boolean {
  const normalized = path.toLowerCase().replace(/(.)\/+$/, '$1');
  // The guest's private link to a booking: /reservation/manage/{token}.
  return OTHER_PAGE_PATHS.includes(normalized) || normalized.startsWith(`${paths.reservation}/manage/`);
}

function isAuthAreaPath(path: string): boolean {
  return [paths.login, paths.admin, paths.kitchen, paths.courier].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** `table` with `children` added to the pages route (the other pages' routes, on the server all of them). */
export function withPageRoutes(table: RouteObject[], children: RouteObject[]): RouteObject[] {
  return table.map((route) => ({
    ...route,
    children: route.children?.map((child) =>
      child.id === PAGES_ROUTE_ID ? { ...child, children: [...children, ...(child.children ?? [])] } : child,
    ),
  })) as RouteObject[];
}

/**
 * The route table for a first render that must draw what the server drew (hydration): the routes `location`
 * needs already in it, and the lazy ones it matches already loaded, so the router starts with the page
 * instead of its loading state. The other pages' data their HTML brought goes into `queryClient`.
 */
export async function hydrationRoutes(
  location: { pathname: string },
  queryClient: QueryClient,
): Promise<RouteObject[]> {
  let table = routes;
  if (isOtherPagePath(location.pathname)) {
    const other = await import('./other-page-routes');
    other.seedOtherPageData(queryClient);
    table = withPageRoutes(routes, other.otherPageRoutes);
  }
  const lazy = (matchRoutes(table, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  return table;
}

export function createAppRouter(table: RouteObject[] = routes) {
  return createBrowserRouter(table, { patchRoutesOnNavigation: discoverRoutes });
}
