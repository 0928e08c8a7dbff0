import { defineConfig } from 'vitest/config';

// Two cores: keep parallelism modest so API tests and the embedded PostgreSQL share the machine well.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Property tests walk every minute of whole days: room on a busy machine.
          testTimeout: 30_000,
        },
      },
      './web/vitest.config.{ts,mts}',
      {
        test: {
          name: 'server',
          root: './server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
