// First: configures zod before the shared schemas are built.
import './lib/zod-config';
// Mantine's baseline and global rules and the theme's variables only: the public pages render no
// Mantine component, and Mantine's component styles come with the lazy chunks that do (mantine-root).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app/mantine-variables.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { preloadCartDrawer } from './features/cart/components/cart-button';
import { loadNamespace, startI18n } from './i18n/i18n';
import { whenIdle } from './lib/when-idle';
import { applyZodLocale } from './lib/zod-config';
import { paths } from './paths';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint is in the diner's language: its catalogue (a few kB) arrives first. Started before the
// router, whose first page starts loading its own texts at once (they wait for the language).
const i18nReady = startI18n();
const queryClient = createQueryClient();
seedPageData(queryClient);
const router = createAppRouter();

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

// On /menu the first render waits for the page's lists to be in place (the page's chunk needs the same
// code), so the page never asks for what its HTML brought.
void Promise.allSettled([i18nReady, menuReady]).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // What only a form's validation needs (the shared schemas' messages, zod's own) comes once the page
  // has painted: no form is filled in before that.
  whenIdle(() => {
    void loadNamespace('validation').catch(() => {});
    void applyZodLocale();
  });
  // The cart drawer: a phone has no pointer to announce the first tap.
  if (!window.location.pathname.startsWith(paths.admin)) whenIdle(preloadCartDrawer, true);
});
