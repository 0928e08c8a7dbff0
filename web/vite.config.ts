import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from './vite-i18n-catalogs';
import { pageAssetsFile } from './vite-page-assets';
import { precompress } from './vite-precompress';

/** Import aliases, the same as web/tsconfig.json's `paths`: `@/…` is web/src, `@test/…` web/test. */
export const aliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@test\//, replacement: fileURLToPath(new URL('./test/', import.meta.url)) },
];

/** A chunk group's test: whether a module is one of `files` (paths from the repository's root). */
const isOneOf = (files: string[]) => (id: string) =>
  files.some((file) => id.replaceAll('\\', '/').endsWith(`/${file}`));

// The API and the SPA share one origin in production; in development Vite proxies /api to the server.
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * The server's render of the public pages (src/entry-server.tsx, docs/decisions/035): a Node module of the
 * same components, in dist-ssr beside dist (never among the files the site serves), with the packages
 * they use bundled in; CSS modules give the same class names as in the browser's build.
 */
const ssrBuild = defineConfig({
  plugins: [i18nCatalogs(), react()],
  resolve: { alias: aliases },
  // Self-contained: a copy of the build (WEB_DIST, to compare two builds) renders from anywhere.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    copyPublicDir: false,
    emptyOutDir: true,
    sourcemap: false,
  },
});

const browserBuild = defineConfig({
  plugins: [i18nCatalogs(), react(), pageAssetsFile(), precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // .vite/manifest.json: scripts/check-bundle.mjs reads it to hold the public pages' JavaScript budget.
    manifest: true,
    rolldownOptions: {
      // A feature's public.ts only re-exports (its contract for other features): without side effects of
      // its own it leaves no chunk behind, and importers get the modules it names directly.
      treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/.test(id) },
      output: {
        codeSplitting: {
          // What every page runs on, in one file: it changes only with a dependency upgrade, so browsers
          // keep it across deployments, and one file compresses better than the six small ones the
          // automatic split made of it (1.2 kB less gzipped on each public page).
          groups: [
            {
              name: 'framework',
              // Zod's locales stay out: each is a chunk of its own, loaded with its language. So do
              // TanStack Query's mutations, which only the back office and the login use.
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod|@lingui)[\\/]/.test(
                  id,
                ) &&
                !/[\\/]zod[\\/]v4[\\/]locales[\\/]/.test(id) &&
                !/[\\/](useMutation|useMutationState|mutationObserver)\.js$/.test(id),
            },
            {
              // The app's own base that every page starts with (the HTTP client, the languages, the
              // toasts, the cart and the restaurant's clock, Vite's preload helper, and the little that
              // all three public pages draw with): one file instead of the many small ones that lazy
              // chunks' sharing of them would otherwise split off the entry. Each file gzips on its
              // own and brings its import and export lists, so a small file costs far more than its
              // size (docs/performance.md). A module here that only some pages need costs the others.
              name: 'shell',
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/](i18n[\\/][^\\/]+\.tsx?|lib[\\/](api-client|browser-storage|toast|page-json)\.ts)$/.test(
                  id,
                ) ||
                /[\\/]shared[\\/]src[\\/](public-api-paths|api-error|auth|languages|text|i18n[\\/]shared-messages)\.ts$/.test(
                  id,
                ) ||
                isOneOf([
                  'web/src/features/cart/cart-context.tsx',
                  'web/src/features/cart/cart-state.ts',
                  'web/src/features/cart/cart-timing.ts',
                  'shared/src/money.ts',
                  'shared/src/cart-limits.ts',
                  'shared/src/zoned-time.ts',
                  'shared/src/restaurant-info.ts',
                  'shared/src/order-kind.ts',
                  'shared/src/enums.ts',
                  'web/src/components/ui/alert.tsx',
                  'web/src/components/ui/button.tsx',
                  'web/src/components/ui/loader.tsx',
                  'web/src/components/ui/layout.module.css',
                  'web/src/hooks/use-page-title.ts',
                  // Prices, discounts and VAT (the menu and the checkout): `/` pays 1.7 kB for them, and
                  // the two others 0.5 kB less than with a file of their own.
                  'shared/src/pricing.ts',
                  'shared/src/discounts.ts',
                  'shared/src/vat.ts',
                  'web/src/features/cart/api/get-active-discount.ts',
                  // The restaurant's delivery zones and fees: the page data brings them to every page.
                  'shared/src/order-rules.ts',
                  'web/src/features/cart/api/get-order-rules.ts',
                  // The restaurant's details, the service status and today's ASAP status: the page data
                  // brings them to every page.
                  'web/src/features/restaurant-info/api/get-restaurant-info.ts',
                  'shared/src/service-status.ts',
                  'shared/src/hours-status.ts',
                  'web/src/features/service-status/api/get-public-service-status.ts',
                  'web/src/features/service-status/api/get-asap-status.ts',
                ])(id) ||
                /vite[\\/]preload-helper/.test(id),
            },
            {
              // What the checkout shares with lazy chunks (the cart drawer, the payment step, the
              // reservation and tracking pages): one file on /checkout, not loaded by `/` or /menu.
              // (How a refused submit is explained comes with the checkout's submit-time code.) The order
              // schemas (shared/orders.ts) and the local-time formats stay out: /checkout paints without
              // them, and in this group they rode along on its first load (1.6 kB gzipped).
              name: 'checkout-common',
              test: isOneOf([
                'web/src/components/form-error-alert.tsx',
                'web/src/components/ui/segmented-control.tsx',
                'web/src/lib/order-labels.ts',
                'web/src/hooks/use-focus-after-refusal.ts',
                'web/src/features/cart/components/order-type-switch.tsx',
                // The zones' rules (postcode, minimum, fees), which the back office's order lists use too.
                'shared/src/delivery.ts',
                // Shared with the gift voucher page (its form fields and its payment step): files of their
                // own otherwise, which /checkout would preload (1.3 kB gzipped more).
                'web/src/components/ui/text-field.tsx',
                'web/src/features/payments/components/lazy-payment-step.tsx',
                // Whether the browser holds a diner's session (the checkout's saved details, the thank-you
                // page's offer to save them): a file of its own otherwise, which /checkout would preload.
                'web/src/features/account/diner-hint.ts',
              ]),
            },
            {
              // The paused-ordering notice and the error alert that `/` and /menu show, not /checkout (the
              // service status's schema and query come with the page data, in the shell).
              name: 'service-status',
              test: isOneOf([
                'web/src/components/error-alert.tsx',
                'web/src/features/service-status/components/paused-notice.tsx',
                'web/src/features/service-status/service-time.ts',
              ]),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
