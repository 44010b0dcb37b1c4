import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createServices } from '../src/services.ts';

/**
 * The URL of a benchmark's own database `name` on the PostgreSQL server of DATABASE_URL, created when missing (kept
 * between runs, so a second run seeds nothing). Exits with a hint when DATABASE_URL is not set.
 */
export async function benchDatabaseUrl(name: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test');
    process.exit(2);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The API as production runs it on `database` (answers written by the compiled serializers), silent; with
 * `cacheSeconds` 0 every request is work (the anonymous answer cache off).
 */
export function benchApp(url: string, database: Database, cacheSeconds: number) {
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    VALIDATE_RESPONSES: 'false',
    ANSWER_CACHE_SECONDS: String(cacheSeconds),
  });
  return buildApp(
    { config, database, services: createServices(config, { info: () => {} }), version: 'bench', startedAt: Date.now() },
    { logger: false },
  );
}
