import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { pendingMigrations, readMigrations, runMigrations, withStartupLock } from '../src/db/migrate.ts';
import { testDatabase, testDatabaseUrl } from './support/test-app.ts';

// The release step (ADR 0089): migrations applied by `npm run migrate` or an instance, one migrator at a time, and
// indexes on existing tables built CONCURRENTLY by migrations the migrator runs outside a transaction.

const opened: Database[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

// Dated after every real migration and after each other: on PGlite the tests share one database (a new one takes
// seconds to start), where a migration is pending when it is dated after the last one the database has.
let dated = Date.parse('2100-01-01');

/** A migrations folder as drizzle-kit writes it: the journal and one SQL file per migration, dated from `from`. */
function folderOf(migrations: Array<[tag: string, statements: string[]]>, from = (dated += 1000)): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-migrations-'));
  folders.push(folder);
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = migrations.map(([tag, statements], idx) => {
    fs.writeFileSync(path.join(folder, `${tag}.sql`), statements.join('--> statement-breakpoint\n'));
    return { idx, version: '7', when: from + idx, tag, breakpoints: true };
  });
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

let embedded: Promise<Database> | undefined;

/**
 * A database for one test and `count` handles on it: on PostgreSQL a new empty database, each handle its own pool
 * (as two processes would have); on PGlite the file's one in-memory database (one process).
 */
async function freshDatabase(count: number): Promise<{ handles: Database[]; url: string | undefined }> {
  const workerUrl = await testDatabaseUrl();
  if (!workerUrl) {
    embedded ??= openDatabase({}).then((database) => {
      opened.push(database);
      return database;
    });
    const database = await embedded;
    return { handles: Array.from({ length: count }, () => database), url: undefined };
  }
  const url = new URL(workerUrl);
  url.pathname = `${url.pathname}_m${randomBytes(3).toString('hex')}`;
  await admin(workerUrl, `CREATE DATABASE "${url.pathname.slice(1)}"`);
  const handles = [];
  for (let i = 0; i < count; i++) handles.push(await openDatabase({ url: url.toString(), poolSize: 3 }));
  opened.push(...handles);
  return { handles, url: url.toString() };
}

/** drizzle's own migrator, on either driver. */
function drizzleMigrate(database: Database, folder: string): Promise<void> {
  return database.driver === 'pglite'
    ? migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    : migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

/** The messages of an error and its causes. */
function messages(error: unknown): string {
  const all: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) all.push(e.message);
  return all.join(' / ');
}

async function admin(url: string, text: string): Promise<pg.QueryResult<{ n: number }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

const indexValid = async (database: Database, name: string) =>
  (
    await rows<{ valid: boolean }>(
      database,
      `select indisvalid as valid from pg_index where indexrelid = to_regclass('${name}')`,
    )
  )[0]?.valid;

/** Waits (bounded) until `condition` holds: what the other connections are doing, seen from pg_stat_activity. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('migrations as a release step', () => {
  // Opening and migrating a database takes its time on a busy machine: before the tests, not inside their timeout.
  beforeAll(async () => {
    await testDatabase();
    if (!(await testDatabaseUrl())) await freshDatabase(0);
  });

  it('leaves nothing pending after migrating, records what drizzle records, and finds nothing to do again', async () => {
    // The worker's test database was migrated by runMigrations, as every test run's is.
    const database = await testDatabase();
    expect(await pendingMigrations(database)).toEqual([]);
    expect(await runMigrations(database)).toEqual([]);
    // drizzle-kit and drizzle's own migrator read the same table.
    const recorded = await rows<{ hash: string }>(
      database,
      'select hash from drizzle.__drizzle_migrations order by created_at',
    );
    expect(recorded.map((row) => row.hash)).toEqual(readMigrations().map((migration) => migration.hash));
  });

  it('builds an index CONCURRENTLY in a migration named …-concurrently, which drizzle’s migrator cannot run', async () => {
    const folder = folderOf([
      [
        '0000_items',
        [
          'CREATE TABLE "items" ("id" serial PRIMARY KEY, "city" integer NOT NULL);',
          'INSERT INTO "items" ("city") SELECT g % 7 FROM generate_series(1, 500) g;',
        ],
      ],
      [
        '0001_items-by-city-concurrently',
        ['CREATE INDEX CONCURRENTLY IF NOT EXISTS "items_city_idx" ON "items" USING btree ("city");'],
      ],
    ]);
    const {
      handles: [database],
    } = await freshDatabase(1);
    // drizzle's migrator runs the migrations inside a transaction, where PostgreSQL refuses CONCURRENTLY (and takes
    // back all it did).
    const refused = await drizzleMigrate(database!, folder).catch((error: unknown) => messages(error));
    expect(refused).toMatch(/cannot run inside a transaction block/);
    expect(await runMigrations(database!, { folder })).toEqual(['0000_items', '0001_items-by-city-concurrently']);
    expect(await indexValid(database!, 'items_city_idx')).toBe(true);
  });

  it('starts an interrupted concurrent build over: the invalid index it left is dropped and built again', async () => {
    const folder = folderOf([
      [
        '0000_codes',
        [
          'CREATE TABLE "codes" ("id" serial PRIMARY KEY, "code" text NOT NULL);',
          `INSERT INTO "codes" ("code") VALUES ('a'), ('b'), ('b');`,
        ],
      ],
      [
        '0001_codes-unique-concurrently',
        ['CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "codes_code_uq" ON "codes" ("code");'],
      ],
    ]);
    const {
      handles: [database],
    } = await freshDatabase(1);
    await expect(runMigrations(database!, { folder })).rejects.toThrow(
      /migration 0001_codes-unique-concurrently failed/,
    );
    // Not recorded, and PostgreSQL left the index behind, invalid (IF NOT EXISTS alone would keep it so for good).
    expect((await pendingMigrations(database!, folder)).map((migration) => migration.tag)).toEqual([
      '0001_codes-unique-concurrently',
    ]);
    expect(await indexValid(database!, 'codes_code_uq')).toBe(false);
    await database!.db.execute(sql`delete from codes where id = 3`);
    expect(await runMigrations(database!, { folder })).toEqual(['0001_codes-unique-concurrently']);
    expect(await indexValid(database!, 'codes_code_uq')).toBe(true);
  });

  it('never runs two migrators at once: one applies everything, the other waits and then finds nothing to do', async () => {
    const { handles, url } = await freshDatabase(4);
    // The first migration waits at a gate the test holds shut, so the second migrator surely arrives while the first
    // is at work; then a concurrent index build, which waits for every other connection's snapshot to go.
    const gate = url ? '"gate"' : 'pg_class';
    const parcels: Array<[string, string[]]> = [
      [
        '0000_parcels',
        [`SELECT count(*) FROM ${gate};`, 'CREATE TABLE "parcels" ("id" serial PRIMARY KEY, "city" integer NOT NULL);'],
      ],
      [
        '0001_parcels-by-city-concurrently',
        ['CREATE INDEX CONCURRENTLY IF NOT EXISTS "parcels_city_idx" ON "parcels" ("city");'],
      ],
      ['0002_shelves', ['CREATE TABLE "shelves" ("id" serial PRIMARY KEY);']],
    ];
    const from = (dated += 1000);
    const folder = folderOf(parcels, from);
    const tags = ['0000_parcels', '0001_parcels-by-city-concurrently', '0002_shelves'];
    const [a, b, c, d] = handles as [Database, Database, Database, Database];
    let holder: pg.Client | undefined;
    if (url) {
      await admin(url, 'CREATE TABLE "gate" ()');
      holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('BEGIN; LOCK TABLE "gate" IN ACCESS EXCLUSIVE MODE');
    }
    const activity = async (where: string) =>
      Number(
        (
          await admin(
            url!,
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and ${where}`,
          )
        ).rows[0]?.n,
      );

    // Two `npm run migrate` at once.
    const migrators = Promise.all([runMigrations(a, { folder }), runMigrations(b, { folder })]);
    if (holder) {
      await until(
        async () => (await activity(`wait_event_type = 'Lock' and query like 'SELECT count(*) FROM "gate"%'`)) === 1,
        'one migrator at the gate',
      );
      await until(
        async () => (await activity(`state = 'idle' and query like '%pg_try_advisory_lock%'`)) >= 1,
        'the other one waiting its turn',
      );
      await holder.query('COMMIT');
    }
    const applied = await migrators;
    expect(applied.map((tags) => tags.length).sort()).toEqual([0, 3]);
    expect(applied.find((done) => done.length > 0)).toEqual(tags);
    expect(await indexValid(a, 'parcels_city_idx')).toBe(true);
    const recorded = await rows<{ n: number }>(
      a,
      `select count(*)::int as n from drizzle.__drizzle_migrations where created_at >= ${from}`,
    );
    expect(recorded[0]?.n).toBe(3);

    // Two instances starting at once (migrations inside the start-up lock), on a database two migrations behind.
    const more = folderOf(
      [
        ...parcels,
        ['0003_gate', [`SELECT count(*) FROM ${gate};`]],
        [
          '0004_shelves-by-id-concurrently',
          ['CREATE INDEX CONCURRENTLY IF NOT EXISTS "shelves_id_idx" ON "shelves" ("id");'],
        ],
      ],
      from,
    );
    if (holder) await holder.query('BEGIN; LOCK TABLE "gate" IN ACCESS EXCLUSIVE MODE');
    const instances = Promise.all([
      withStartupLock(c, () => runMigrations(c, { folder: more })),
      withStartupLock(d, () => runMigrations(d, { folder: more })),
    ]);
    if (holder) {
      await until(
        async () => (await activity(`wait_event_type = 'Lock' and query like 'SELECT count(*) FROM "gate"%'`)) === 1,
        'one instance at the gate',
      );
      await until(
        async () => (await activity(`state = 'idle' and query like '%pg_try_advisory_lock%'`)) >= 2,
        'the other one waiting its turn',
      );
      await holder.query('COMMIT');
      await holder.end();
    }
    const started = await instances;
    expect(started.map((tags) => tags.length).sort()).toEqual([0, 2]);
    expect(await indexValid(c, 'shelves_id_idx')).toBe(true);
  });

  it('waits a bounded time for a table another transaction holds: the migration gives up whole, clearly, and runs later', async () => {
    const folder = folderOf([
      ['0000_crates', ['CREATE TABLE "crates" ("id" serial PRIMARY KEY);']],
      // What the migration runs with, seen from inside it.
      ['0001_crates-timeout', ['CREATE TABLE "crates_setting" AS SELECT current_setting(\'lock_timeout\') AS "v";']],
    ]);
    const {
      handles: [database],
      url,
    } = await freshDatabase(1);
    expect(await runMigrations(database!, { folder, lockTimeoutMs: 1_234 })).toEqual([
      '0000_crates',
      '0001_crates-timeout',
    ]);
    expect(await rows<{ v: string }>(database!, 'select v from crates_setting')).toEqual([{ v: '1234ms' }]);
    if (!url) return;
    // PostgreSQL: a long transaction (another instance's report) reads the table; the migration needs it alone.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT count(*) FROM "crates"');
    const alter = folderOf([['0002_crates-weight', ['ALTER TABLE "crates" ADD COLUMN "weight" integer;']]]);
    try {
      const refused = await runMigrations(database!, { folder: alter, lockTimeoutMs: 200 }).catch((error: unknown) =>
        messages(error),
      );
      expect(refused).toMatch(
        /migration 0002_crates-weight waited 200 ms .* gave up \(lock_timeout\): nothing of it was applied/,
      );
      expect((await pendingMigrations(database!, alter)).map((migration) => migration.tag)).toEqual([
        '0002_crates-weight',
      ]);
    } finally {
      await blocker.query('COMMIT');
      await blocker.end();
    }
    expect(await runMigrations(database!, { folder: alter, lockTimeoutMs: 200 })).toEqual(['0002_crates-weight']);
  });

  it('fails at once, naming the server, when PostgreSQL takes connections and never answers', async () => {
    // A server that accepts the connection and then says nothing: a database blocked or overloaded.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const failed = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/shop`, connectTimeoutMs: 300 })
        .then(() => 'opened')
        .catch((error: unknown) => (error as Error).message);
      expect(failed).toBe(
        `PostgreSQL at 127.0.0.1:${port} did not answer within 300 ms: is it running, reachable and not overloaded?`,
      );
    } finally {
      silent.close();
    }
  });
});
