import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { findUp } from '../paths.ts';
import type pg from 'pg';
import type { Database, Schema } from './client.ts';

/** The generated migrations folder (apps/api/drizzle). */
export function migrationsFolder(): string {
  const folder = findUp('drizzle', path.join('meta', '_journal.json'));
  if (!folder) throw new Error('Migrations folder (apps/api/drizzle) not found');
  return folder;
}

/** Applies every pending migration; safe to run at every start. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, config);
  }
}

/** The advisory lock instances take while they migrate and seed (any constant; "shahrbazar startup"). */
const STARTUP_LOCK = 7_160_205_001;

/**
 * Runs `work` (migrations, then seeding) while holding a PostgreSQL advisory lock, so N instances starting at once
 * on one database take turns: the first migrates and seeds, the others wait and then find nothing left to do. The
 * lock is a session lock on one pooled connection (released if the process dies). PGlite has one process: no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.driver !== 'postgres') return work();
  const pool = (database.db as unknown as NodePgDatabase<Schema> & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
