import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { discoverRoutes, routes } from '@/app/router';
import { cssVariablesResolver, theme } from '@/lib/theme';
import { clearToastHistory } from '@/lib/toast';
import { createTestQueryClient } from './render';

/** The whole app (its real routes and providers, toasts included) in memory at `path`. */
export function renderApp(path: string) {
  clearToastHistory();
  notifications.clean();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        {/* As react-router/dom's RouterProvider does in the app (main.tsx). */}
        <RouterProvider
          router={router}
          flushSync={(fn) => {
            flushSync(fn);
          }}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** The router's current path and query, e.g. '/login?next=%2Fadmin'. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
