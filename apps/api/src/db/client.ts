import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the code is written against: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Round trip to the database; resolves with the latency in ms or rejects. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * Embedded PGlite only: a consistent gzipped tar of the whole data directory, taken while serving (PGlite runs one
   * query at a time, so nothing changes during the copy). `npm run backup` asks the running server for it.
   */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… for a real PostgreSQL; unset for embedded PGlite. */
  url?: string | undefined;
  /** Folder PGlite persists to; `memory://` (or undefined) keeps it in memory. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Opens the configured database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir && !dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
  });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    db,
    driver: 'postgres',
    ping: () => timed(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}
