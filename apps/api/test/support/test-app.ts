import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import type { App } from '../../src/http/types.ts';

let shared: Promise<Database> | undefined;

/** Where the migration journal of the test database lives: the run's own schema on PostgreSQL. */
export function testMigrationsSchema(): string {
  return process.env.DATABASE_URL ? inject('dbSchema') : 'drizzle';
}

/**
 * The migrated test database, opened once per worker and kept for every test file of that worker: in-memory PGlite
 * by default, the run's own schema on PostgreSQL when DATABASE_URL is set. Tests make their own rows and assert on
 * those, so they do not depend on each other.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.DATABASE_URL;
    const database = await openDatabase({ url, searchPath: url ? inject('dbSchema') : undefined, poolSize: 20 });
    await runMigrations(database, testMigrationsSchema());
    return database;
  })();
  return shared;
}

/** Test configuration: as in production where it matters (errors, headers), silent logs, no web mount. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

/**
 * A fresh API instance on the shared test database; `extend` may add test-only routes before it is ready.
 */
export async function buildTestApp(
  options: { config?: Partial<Config>; database?: Database; extend?: (app: App) => void } = {},
): Promise<App> {
  const database = options.database ?? (await testDatabase());
  const app = await buildApp(
    { config: testConfig(options.config), database, version: '0.0.0-test', startedAt: Date.now() },
    { logger: false },
  );
  options.extend?.(app);
  await app.ready();
  return app;
}
