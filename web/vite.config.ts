import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from './vite-i18n-catalogs';
import { precompress } from './vite-precompress';

/** Import aliases, the same as web/tsconfig.json's `paths`: `@/…` is web/src, `@test/…` web/test. */
export const aliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@test\//, replacement: fileURLToPath(new URL('./test/', import.meta.url)) },
];

// The API and the SPA share one origin in production; in development Vite proxies /api to the server.
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [i18nCatalogs(), react(), precompress()],
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
              // Zod's locales stay out: each is a chunk of its own, loaded with its language.
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod|@lingui)[\\/]/.test(
                  id,
                ) && !/[\\/]zod[\\/]v4[\\/]locales[\\/]/.test(id),
            },
            {
              // The app's own base that every page starts with (the HTTP client, the languages, the
              // toasts' store, Vite's preload helper): one file instead of the seven small ones that the
              // back office's sharing of them would otherwise split off the entry.
              name: 'shell',
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/](i18n[\\/][^\\/]+\.tsx?|lib[\\/](api-client|browser-storage|toast)\.ts)$/.test(
                  id,
                ) ||
                /[\\/]shared[\\/]src[\\/](public-api-paths|api-error|auth|languages|text|i18n[\\/]shared-messages)\.ts$/.test(
                  id,
                ) ||
                /@mantine[\\/]notifications[\\/].*notifications\.store/.test(id) ||
                /vite[\\/]preload-helper|random-id/.test(id),
            },
            {
              // What the menu and the checkout share (prices, discounts, the order schemas and the order
              // type switch): one file instead of ten small ones on /checkout.
              name: 'ordering',
              test: (id: string) =>
                /[\\/]shared[\\/]src[\\/](orders|enums|pricing|discounts|local-time)\.ts$/.test(id) ||
                /[\\/]web[\\/]src[\\/](components[\\/](form-error-alert|ui[\\/](alert|segmented-control))\.tsx|lib[\\/](submit-failure|order-labels)\.ts|hooks[\\/]use-focus-after-refusal\.ts|features[\\/]cart[\\/](components[\\/]order-type-switch\.tsx|api[\\/]get-active-discount\.ts))$/.test(
                  id,
                ),
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
