import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { enqueueUndeliveredNotifications } from '../modules/notify/notification-delivery.ts';
import { installQueue } from '../modules/queue/queue.service.ts';
import { findUp } from '../paths.ts';
import type { Database } from './client.ts';

/** The generated migrations folder (apps/api/drizzle). */
export function migrationsFolder(): string {
  const folder = findUp('drizzle', path.join('meta', '_journal.json'));
  if (!folder) throw new Error('Migrations folder (apps/api/drizzle) not found');
  return folder;
}

/**
 * A migration whose name ends so (`0052_orders-by-city-concurrently.sql`) runs outside a transaction, one statement
 * at a time: the only way PostgreSQL builds an index without locking the table's writes (CREATE INDEX CONCURRENTLY
 * refuses to run inside a transaction block). Such a migration holds nothing else, and each of its statements can be
 * run again (IF NOT EXISTS / IF EXISTS): if it is interrupted it is not recorded, and the next run starts it over
 * (an index an interrupted build left invalid is dropped first). ADR 0089; migrations-rules.unit.test.ts keeps it so.
 */
export const NON_TRANSACTIONAL_SUFFIX = '-concurrently';

export interface Migration {
  /** The journal's tag: the file name without `.sql`. */
  tag: string;
  /** The journal's `when`: drizzle applies the migrations dated after the last one a database has. */
  when: number;
  /** sha256 of the file, as drizzle records it. */
  hash: string;
  /** The file split at drizzle's `--> statement-breakpoint`. */
  statements: string[];
  transactional: boolean;
}

/** The migrations of a folder in the journal's order (what drizzle's readMigrationFiles reads, with the tags). */
export function readMigrations(folder = migrationsFolder()): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map(({ tag, when }) => {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: crypto.createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
      transactional: !tag.endsWith(NON_TRANSACTIONAL_SUFFIX),
    };
  });
}

/** One connection of the database: the migrator's statements, its transactions and its lock all run on it. */
interface Session {
  /** Runs SQL text (one statement or several) without parameters. */
  exec(text: string): Promise<void>;
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  release(): void;
}

async function openSession(database: Database): Promise<Session> {
  if (database.driver === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return {
      exec: async (text) => {
        await client.exec(text);
      },
      rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      release: () => {},
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  return {
    exec: async (text) => {
      await client.query(text);
    },
    rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    release: () => client.release(),
  };
}

// drizzle's own bookkeeping, kept as drizzle-kit and drizzle's migrator know it.
const MIGRATIONS_TABLE = '"drizzle"."__drizzle_migrations"';

/** When the last migration a database has was dated (the journal's `when`), or undefined when it has none. */
async function lastApplied(session: Session): Promise<number | undefined> {
  const [table] = await session.rows<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return undefined;
  const [last] = await session.rows<{ created_at: string | number }>(
    `select created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  return last ? Number(last.created_at) : undefined;
}

function pendingOf(migrations: Migration[], last: number | undefined): Migration[] {
  return migrations.filter((migration) => last === undefined || migration.when > last);
}

/** The migrations of this release a database does not have yet (none: it is up to date, or ahead). */
export async function pendingMigrations(database: Database, folder?: string): Promise<Migration[]> {
  const session = await openSession(database);
  try {
    return pendingOf(readMigrations(folder), await lastApplied(session));
  } finally {
    session.release();
  }
}

/** The advisory lock held while migrations are applied (any constant; "shahrbazar migrate"). */
const MIGRATION_LOCK = 7_160_205_002;
/** The advisory lock instances take while they migrate and seed (any constant; "shahrbazar startup"). */
const STARTUP_LOCK = 7_160_205_001;
const LOCK_POLL_MS = 200;
/** PostgreSQL's SQLSTATE for a lock not had within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Holds a session advisory lock on `session` while `work` runs. It is asked for with pg_try_advisory_lock every
 * 200 ms rather than waited for in pg_advisory_lock: a session waiting inside a statement holds a snapshot, and
 * CREATE INDEX CONCURRENTLY on the lock holder's side waits for every older snapshot to go, a deadlock PostgreSQL
 * breaks by failing the waiter ("deadlock detected"). Between tries the waiter holds nothing.
 */
async function withAdvisoryLock<T>(session: Session, key: number, work: () => Promise<T>): Promise<T> {
  for (;;) {
    const [row] = await session.rows<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (row?.locked) break;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await work();
  } finally {
    // A connection that broke has lost its lock with it.
    await session.rows('select pg_advisory_unlock($1)', [key]).catch(() => {});
  }
}

/** A leftover of an interrupted CREATE INDEX CONCURRENTLY: the index it names, if that exists and is invalid. */
async function dropInvalidIndex(session: Session, statement: string): Promise<void> {
  const named = /create\s+(?:unique\s+)?index\s+concurrently\s+(?:if\s+not\s+exists\s+)?("(?:[^"]|"")+"|[\w$]+)/i.exec(
    statement.replace(/--[^\n]*\n/g, '\n'),
  );
  if (!named?.[1]) return;
  const [index] = await session.rows<{ valid: boolean }>(
    'select indisvalid as valid from pg_index where indexrelid = to_regclass($1)',
    [named[1]],
  );
  if (index && !index.valid) await session.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${named[1]}`);
}

/**
 * How long a migration's statement waits for a table's lock (lock_timeout) before it gives up: an ALTER TABLE queued
 * behind a long transaction would otherwise hold every later reader and writer of that table behind itself.
 */
export const MIGRATION_LOCK_TIMEOUT_MS = 10_000;

async function apply(session: Session, migration: Migration, lockTimeoutMs: number): Promise<void> {
  const record = `insert into ${MIGRATIONS_TABLE} ("hash", "created_at") values ('${migration.hash}', ${migration.when})`;
  try {
    if (migration.transactional) {
      await session.exec('BEGIN');
      try {
        await session.exec(`SET LOCAL lock_timeout = '${Math.max(1, Math.round(lockTimeoutMs))}ms'`);
        for (const statement of migration.statements) await session.exec(statement);
        await session.exec(record);
        await session.exec('COMMIT');
      } catch (error) {
        await session.exec('ROLLBACK');
        throw error;
      }
    } else {
      for (const statement of migration.statements) {
        await dropInvalidIndex(session, statement);
        await session.exec(statement);
      }
      await session.exec(record);
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) {
      throw new Error(
        `migration ${migration.tag} waited ${lockTimeoutMs} ms for a table another transaction holds, and gave up ` +
          '(lock_timeout): nothing of it was applied. Find the blocker in pg_stat_activity (a long transaction, ' +
          "one 'idle in transaction') and run the migration again.",
        { cause: error },
      );
    }
    throw new Error(`migration ${migration.tag} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Applies every pending migration, each in a transaction of its own (a non-transactional one, NON_TRANSACTIONAL_SUFFIX,
 * statement by statement), then installs or upgrades the durable queue's tables (ADR 0085), and answers the tags it
 * applied. Safe to run at every start and from several processes at
 * once: on PostgreSQL the work is done under an advisory lock, so a second migrator waits and then finds nothing left
 * to do (`npm run migrate`, and instances with MIGRATE_ON_START). Records what it applied in drizzle's own table.
 */
export function runMigrations(
  database: Database,
  options: {
    folder?: string;
    /** Install the durable queue's tables too: yes for the app's own migrations, not for another folder's (tests). */
    queue?: boolean;
    /** A statement's wait for a table's lock before the migration gives up (MIGRATION_LOCK_TIMEOUT_MS). */
    lockTimeoutMs?: number;
  } = {},
): Promise<string[]> {
  // PGlite is one connection: two migrators of one process take turns on it, as MIGRATION_LOCK makes PostgreSQL's.
  const run = (migrating.get(database) ?? Promise.resolve())
    .catch(() => {})
    .then(() =>
      migrate(
        database,
        options.folder,
        options.queue ?? options.folder === undefined,
        options.lockTimeoutMs ?? MIGRATION_LOCK_TIMEOUT_MS,
      ),
    );
  migrating.set(database, run);
  return run;
}

const migrating = new WeakMap<Database, Promise<unknown>>();

async function migrate(
  database: Database,
  folder: string | undefined,
  queue: boolean,
  lockTimeoutMs: number,
): Promise<string[]> {
  const migrations = readMigrations(folder);
  const session = await openSession(database);
  const work = async () => {
    await session.exec('CREATE SCHEMA IF NOT EXISTS "drizzle"');
    await session.exec(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    const applied: string[] = [];
    for (const migration of pendingOf(migrations, await lastApplied(session))) {
      await apply(session, migration, lockTimeoutMs);
      applied.push(migration.tag);
    }
    // The durable queue's tables, pg-boss's own, installed or upgraded by pg-boss (ADR 0085). The first time the
    // notification queues exist, notifications an older release left undelivered get their jobs (ADR 0086).
    if (!queue) return applied;
    const { created } = await installQueue(database);
    if (created.includes(QueueKind.notificationSms)) {
      await database.db.transaction((tx) => enqueueUndeliveredNotifications(tx));
    }
    return applied;
  };
  try {
    return database.driver === 'postgres' ? await withAdvisoryLock(session, MIGRATION_LOCK, work) : await work();
  } finally {
    session.release();
  }
}

/**
 * Runs `work` (migrations, then seeding) while holding a PostgreSQL advisory lock, so N instances starting at once
 * on one database take turns: the first migrates and seeds, the others wait and then find nothing left to do. The
 * lock is a session lock on one pooled connection (released if the process dies). PGlite has one process: no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.driver !== 'postgres') return work();
  const session = await openSession(database);
  try {
    return await withAdvisoryLock(session, STARTUP_LOCK, work);
  } finally {
    session.release();
  }
}
