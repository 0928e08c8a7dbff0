// First: configures zod before the shared schemas are built.
import './lib/zod-config';
// Mantine's baseline and global rules and the theme's variables only: the public pages render no
// Mantine component, and Mantine's component styles come with the lazy chunks that do (mantine-root).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app/mantine-variables.css';
import './app/global.css';

import { languageOfTag, type TLanguage } from '@app/shared/languages';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, hydrationRoutes, routes } from './app/router';
import { preloadCartDrawer } from './features/cart/components/cart-button';
import { changeLanguage, detectLanguage, loadNamespace, startI18n } from './i18n/i18n';
import { setHydrating } from './lib/hydration';
import { whenIdle } from './lib/when-idle';
import { applyZodLocale } from './lib/zod-config';
import { paths } from './paths';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The language of a page the server rendered (its markup is in #root, docs/decisions/035), which the
 * document names; null when the page is drawn here.
 */
function serverRenderedLanguage(root: HTMLElement): TLanguage | null {
  return root.firstElementChild ? languageOfTag(document.documentElement.lang) : null;
}
const serverLanguage = serverRenderedLanguage(container);

// The first paint is in the diner's language: its catalogue (a few kB) arrives first. Started before the
// router, whose first page starts loading its own texts at once (they wait for the language). A page the
// server rendered is hydrated in the language it was rendered in, the diner's choice following.
const i18nReady = startI18n(serverLanguage ?? undefined);
const queryClient = createQueryClient();
seedPageData(queryClient);
// Hydrating, the router starts with the page's lazy route loaded, so its first render is the page.
const routesReady = serverLanguage ? hydrationRoutes(window.location, queryClient) : Promise.resolve(routes);

// /menu's largest paint is its first dishes: their lists come with the page's HTML (the server writes
// them there in the language it was asked for). When the diner's language is another, they are asked for
// as soon as the language is known (the answer's names are in it), beside the page's own code and texts.
const menuReady =
  window.location.pathname === paths.menu
    ? i18nReady
        .then(async (language) => {
          const menu = await import('./features/menu/public');
          if (menu.seedMenuFromPage(queryClient, language)) return;
          void queryClient.prefetchQuery(menu.menuItemsQueryOptions());
          void queryClient.prefetchQuery(menu.buffetItemsQueryOptions());
          void queryClient.prefetchQuery(menu.categoriesQueryOptions());
        })
        .catch(() => {
          // The page asks again itself, and shows a failure.
        })
    : undefined;

/** Once the first render is in the page: the app is interactive (scripts/phone-timing.mjs reads the mark). */
function Started() {
  useEffect(() => {
    setHydrating(false);
    performance.mark('app-interactive');
    if (serverLanguage)
      void detectLanguage()
        .then((language) =>
          language === serverLanguage ? undefined : changeLanguage(language, { remember: false }),
        )
        .catch(() => {
          // The page stays in the language it came in.
        });
  }, []);
  return null;
}

// On /menu the first render waits for the page's lists to be in place (the page's chunk needs the same
// code), so the page never asks for what its HTML brought.
void Promise.allSettled([i18nReady, menuReady, routesReady]).finally(async () => {
  // Without the page's routes (a chunk that failed to load) the page is drawn anew instead of hydrated.
  const table = await routesReady.catch(() => null);
  const hydrate = serverLanguage !== null && table !== null;
  const router = createAppRouter(table ?? routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <Started />
    </StrictMode>
  );
  // Where the first render starts (scripts/phone-timing.mjs: long tasks from here to app-interactive).
  performance.mark('app-hydrate');
  if (hydrate) {
    setHydrating(true);
    // As a transition, React hydrates in slices that yield to the browser (the whole menu is about 1,400
    // elements): a tap meanwhile is not held up by one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  // What only a form's validation needs (the shared schemas' messages, zod's own) comes once the page
  // has painted: no form is filled in before that.
  whenIdle(() => {
    void loadNamespace('validation').catch(() => {});
    void applyZodLocale();
  });
  // The cart drawer: a phone has no pointer to announce the first tap.
  if (!window.location.pathname.startsWith(paths.admin)) whenIdle(preloadCartDrawer, true);
});
