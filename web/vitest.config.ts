import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { aliases } from './vite.config';

export default defineProject({
  plugins: [react()],
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
