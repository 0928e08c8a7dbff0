import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { discoverRoutes } from '@/app/router';
import { cssVariablesResolver, theme } from '@/lib/theme';
import { publicCategories } from './fixtures';

/** A client that fails at once: tests see error states without waiting for retries. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders a component with the app's providers and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), path = '/' }: { queryClient?: QueryClient; path?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient };
}

/** Renders the app's routes (a data router) in memory at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  { queryClient = createTestQueryClient(), path = '/' }: { queryClient?: QueryClient; path?: string } = {},
) {
  // The app's way of adding the back office's routes when a path needs them (app/router.tsx).
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stand-in answering JSON by path; unknown paths get the server's 404 error shape. */
export function stubFetch(answers: Record<string, { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    // The menu's categories, unless a test gives its own: the headings every menu test reads.
    const answer =
      answers[url.pathname] ??
      (url.pathname === '/api/categories' ? { body: publicCategories() } : undefined);
    if (!answer) {
      return jsonResponse(404, { status: 404, error: 'Not Found', message: `No route ${url.pathname}` });
    }
    return jsonResponse(answer.status ?? 200, answer.body);
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
