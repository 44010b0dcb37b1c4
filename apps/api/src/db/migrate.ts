import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { findUp } from '../paths.ts';
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
