import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { aliases } from './vite.config';
import { i18nCatalogs } from './vite-i18n-catalogs';

export default defineProject({
  plugins: [i18nCatalogs(), react()],
  resolve: { alias: aliases },
  test: {
    name: 'web',
    root: './web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Whole-app renders on a busy two-core machine: room before a test counts as stuck.
    testTimeout: 20_000,
  },
});
