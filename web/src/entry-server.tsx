// First: configures zod before the shared schemas are built (as main.tsx does).
import './lib/zod-config';

import type { TLanguage } from '@app/shared/languages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { otherPageRoutes, seedOtherPageData } from './app/other-page-routes';
import { seedPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes, withPageRoutes } from './app/router';
import { loadDeclarationsUi } from './features/menu/declarations/declarations-slots';
import { seedMenuFromPage } from './features/menu/public';
import { loadServerTexts, renderIn } from './i18n/i18n';
import { setPageJsonSource } from './lib/page-json';
import { paths } from './paths';

/**
 * The public pages' first paint, rendered on the server (docs/decisions/035): the same components and
 * route table as the browser's, in the request's language, with the data the page's head brings. The
 * server (server/src/plugins/spa.ts) writes the result into `#root`; main.tsx then hydrates it. The back
 * office is not rendered here: it stays a client-side app.
 */

/** Every route the public pages use, the other pages' included (the browser adds those on demand). */
const serverRoutes = withPageRoutes(routes, otherPageRoutes);
const handler = createStaticHandler(serverRoutes);

/** The JSON of each `<script type="application/json" id="…">` in the head the server wrote for the page. */
function pageJsonOf(head: string): Map<string, string> {
  const found = new Map<string, string>();
  // The server writes these itself (server/src/lib/html.ts jsonScript): `<` is always escaped inside, so
  // the element ends at the first `</script>`.
  for (const match of head.matchAll(/<script type="application\/json" id="([^"]+)">([^<]*)<\/script>/g)) {
    const [, id, json] = match;
    if (id !== undefined && json !== undefined) found.set(id, json);
  }
  return found;
}

export type TRenderedPage = { html: string };

/**
 * The HTML of the page at `url` (its path, as React Router matches it) in `language`, drawn from the
 * data in `head`; null when the route does not render a page there (a redirect, the catch-all): the
 * browser then draws it.
 */
export async function renderPage(input: {
  url: string;
  language: TLanguage;
  head: string;
}): Promise<TRenderedPage | null> {
  // The menu's labels are drawn too (the browser draws them once their chunk is in).
  await Promise.all([loadServerTexts(input.language), loadDeclarationsUi()]);
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const queryClient = createQueryClient();
  const json = pageJsonOf(input.head);
  setPageJsonSource((id) => json.get(id) ?? null);
  try {
    seedPageData(queryClient);
    seedOtherPageData(queryClient);
    if (input.url === paths.menu) seedMenuFromPage(queryClient, input.language);
  } finally {
    setPageJsonSource(null);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderIn(input.language, () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          {/* No hydration data: the routes have no loaders, and the browser loads the page's lazy
              route before it hydrates (router.tsx hydrationRoutes). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  queryClient.clear();
  return { html };
}
