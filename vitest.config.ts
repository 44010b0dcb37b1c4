import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code next to its source, no database) and `integration` (the API in-process on a real
// database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Files share a worker's modules (ADR 0038): importing Mantine, React and the catalogues once per worker
          // instead of once per file takes the stage from about 70 s to about 12 s. Tests restore what they stub.
          isolate: false,
          // A bound catches a test that hangs, not one that is slow: on a busy 2-core machine a test that takes 0.3 s
          // on a quiet one can take ten times as long (ADR 0111). Heavier tests (real image work) set their own.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          // Two workers, each with its own migrated database kept between its files (PGlite in memory, ~0.9 GB; or a
          // database of its own on PostgreSQL); tests isolate themselves by their own data (ADR 0032).
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          // As in the unit project, a bound catches a hang, not slowness (ADR 0111): beside the browser journeys on a
          // busy 2-core machine, tests of 10-20 s (races on PostgreSQL, plans of every filter combination, a bad id on
          // every route) took 31-42 s and failed on a 30 s bound.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
