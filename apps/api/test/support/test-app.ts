import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import type { App, AppServices } from '../../src/http/types.ts';
import type { WorkQueue } from '../../src/modules/queue/work-queue.ts';
import { createServices } from '../../src/services.ts';

let shared: Promise<Database> | undefined;
let sharedUrl: Promise<string | undefined> | undefined;

/** This worker's database URL on PostgreSQL (made once), or undefined on PGlite. */
export function testDatabaseUrl(): Promise<string | undefined> {
  sharedUrl ??= (async () => {
    const runUrl = inject('runDatabaseUrl');
    return runUrl ? workerDatabaseUrl(runUrl) : undefined;
  })();
  return sharedUrl;
}

/**
 * This worker's own database on the run's PostgreSQL server (`<run>_w<worker>`), created the first time it is asked
 * for; global-setup.ts drops it at the end of the run.
 */
async function workerDatabaseUrl(runUrl: string): Promise<string> {
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  // Made from the server's DATABASE_URL database, as global-setup.ts connects.
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // 42P04: it exists already (a second file of this worker after a module reload).
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The migrated test database, opened once per worker and kept for every test file of that worker: in-memory PGlite
 * by default, the worker's own database on PostgreSQL when DATABASE_URL is set. Tests make their own rows and assert
 * on those, so they do not depend on each other.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = await testDatabaseUrl();
    const database = await openDatabase({ url, poolSize: 20 });
    await runMigrations(database);
    return database;
  })();
  return shared;
}

// Uploads of this worker go to a temporary folder, removed when the process ends.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-test-'));
process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Test configuration: as in production where it matters (errors, headers), silent logs, no web mount. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), ...overrides };
}

const silent = { info: () => {} };

/**
 * A fresh API instance on the shared test database; `extend` may add test-only routes before it is ready.
 */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    database?: Database;
    services?: AppServices;
    /** The durable queue's worker the app reads (readiness, the dev route); by default one it makes, unstarted. */
    queue?: WorkQueue;
    extend?: (app: App) => void;
  } = {},
): Promise<App> {
  const database = options.database ?? (await testDatabase());
  const config = testConfig(options.config);
  const services = options.services ?? createServices(config, silent);
  const app = await buildApp(
    { config, database, services, version: '0.0.0-test', startedAt: Date.now(), queue: options.queue },
    { logger: false },
  );
  options.extend?.(app);
  await app.ready();
  return app;
}
