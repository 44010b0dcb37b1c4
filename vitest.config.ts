import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code next to its source, no database) and `integration` (the API in-process on a real
// database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          // One embedded database per worker is expensive (~0.9 GB, seconds to create): run files in one worker
          // that keeps the migrated database between files; tests isolate themselves by their own data.
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
