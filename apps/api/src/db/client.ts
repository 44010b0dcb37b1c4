import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { bindToContext, endSpan, startClientSpan, tracingOn } from '../observability/tracing.ts';
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
  /** PostgreSQL only: the connection pool, as /metrics shows it (ADR 0087). PGlite is one connection, no pool. */
  pool?: PoolWatch;
}

/** What the pool is doing now, and every wait for a connection as it ends. */
export interface PoolWatch {
  stats(): { max: number; total: number; idle: number; waiting: number };
  /** Calls `listener` with the seconds each checkout waited for its connection; answers a function to stop. */
  onWait(listener: (seconds: number) => void): () => void;
}

export interface DatabaseOptions {
  /** postgres://… for a real PostgreSQL; unset for embedded PGlite. */
  url?: string | undefined;
  /** Folder PGlite persists to; `memory://` (or undefined) keeps it in memory. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * How long a checkout waits for a PostgreSQL connection (a new one, or a free one of a full pool) before it fails:
   * a database that does not answer fails the request, and the start, quickly with a clear error. CONNECT_TIMEOUT_MS.
   */
  connectTimeoutMs?: number;
}

/** A checkout's wait for a PostgreSQL connection before it fails (DatabaseOptions.connectTimeoutMs). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Opens the configured database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir && !dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite({ client: traced(client), schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const max = options.poolSize ?? 10;
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Each new connection's queries are traced (ADR 0088); each checkout's wait is measured.
  pool.on('connect', (client) => traceQueries(client));
  const waits = watchCheckouts(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const where = new URL(url);
    const timedOut = error instanceof Error && /timeout/i.test(error.message);
    throw new Error(
      timedOut
        ? `PostgreSQL at ${where.hostname}:${where.port || 5432} did not answer within ${connectTimeoutMs} ms: is it running, reachable and not overloaded?`
        : `PostgreSQL at ${where.hostname}:${where.port || 5432} could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return {
    db,
    driver: 'postgres',
    ping: () => timed(() => pool.query('select 1')),
    close: () => pool.end(),
    pool: {
      stats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onWait: (listener) => {
        waits.add(listener);
        return () => waits.delete(listener);
      },
    },
  };
}

type Callback = (error: Error | undefined, ...rest: unknown[]) => void;

/**
 * Measures how long each checkout of a connection waits (a queue when the pool is full, a new connection otherwise),
 * and gives the caller its connection in the caller's own trace context: a waiting checkout is answered from the
 * callback of the request that released a connection. `pool.query` checks out through this too.
 */
function watchCheckouts(pool: pg.Pool): Set<(seconds: number) => void> {
  const listeners = new Set<(seconds: number) => void>();
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  const waited = (start: number) => {
    const seconds = (performance.now() - start) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  (pool as { connect: unknown }).connect = (callback?: Callback) => {
    const start = performance.now();
    if (!callback) {
      return (connect() as Promise<pg.PoolClient>).then(
        (client) => {
          waited(start);
          return client;
        },
        (error: unknown) => {
          waited(start);
          throw error;
        },
      );
    }
    const answer = bindToContext(callback);
    return connect((error, ...rest) => {
      waited(start);
      answer(error, ...rest);
    });
  };
  return listeners;
}

const MAX_STATEMENT = 2_000;

/** The span of one statement: its kind (SELECT, INSERT...) and its text, parameters apart (never their values). */
function querySpan(text: unknown) {
  if (!tracingOn() || typeof text !== 'string') return undefined;
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  return startClientSpan(`pg ${operation}`, {
    'db.system.name': 'postgresql',
    'db.operation.name': operation,
    'db.query.text': text.length > MAX_STATEMENT ? `${text.slice(0, MAX_STATEMENT)}…` : text,
  });
}

/**
 * A node-postgres connection whose statements are spans (callback and promise forms; a cursor passes as it is), and
 * whose promise-form statements run one after another in the order they were asked: a transaction's reads started
 * together (`Promise.all` over `tx`) wait their turn here rather than in pg's own queue, which pg 9 removes (pg 8
 * warns "Calling client.query() when the client is already executing a query").
 */
function traceQueries(client: pg.PoolClient): void {
  const run = spanned(client);
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight = 0;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || typeof values === 'function' || typeof callback === 'function') {
      return run(config, values, callback);
    }
    const start = () => run(config, values) as Promise<unknown>;
    inFlight += 1;
    const answer = (inFlight === 1 ? start() : tail.then(start, start)).finally(() => {
      inFlight -= 1;
    });
    tail = answer.catch(() => undefined);
    return answer;
  };
}

/** The connection's own query, each statement a span when tracing is on. */
function spanned(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  return (config: unknown, values?: unknown, callback?: unknown) => {
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    const span = submittable
      ? undefined
      : querySpan(typeof config === 'string' ? config : (config as { text?: unknown })?.text);
    if (!span) return query(config, values, callback);
    const done = typeof values === 'function' ? values : callback;
    if (typeof done === 'function') {
      const finish = (error: Error | undefined, result: unknown) => {
        endSpan(span, error);
        (done as Callback)(error, result);
      };
      return typeof values === 'function' ? query(config, finish) : query(config, values, finish);
    }
    return (query(config, values) as Promise<unknown>).then(
      (result) => {
        endSpan(span);
        return result;
      },
      (error: unknown) => {
        endSpan(span, error);
        throw error;
      },
    );
  };
}

/** Embedded PGlite whose statements are spans too: its own queries, and those of a transaction it runs. */
function traced(client: PGlite): PGlite {
  const traceCall =
    (call: (text: string, ...rest: unknown[]) => Promise<unknown>) =>
    async (text: string, ...rest: unknown[]) => {
      const span = querySpan(text);
      try {
        const result = await call(text, ...rest);
        endSpan(span);
        return result;
      } catch (error) {
        endSpan(span, error);
        throw error;
      }
    };
  const wrap = <T extends { query: PGlite['query']; exec: PGlite['exec'] }>(target: T): T => {
    target.query = traceCall(target.query.bind(target) as (text: string) => Promise<unknown>) as T['query'];
    target.exec = traceCall(target.exec.bind(target) as (text: string) => Promise<unknown>) as T['exec'];
    return target;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<unknown>) =>
    transaction((tx) => run(wrap(tx)))) as PGlite['transaction'];
  return wrap(client);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}
