import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.ts';

// pg-boss speaks to the database through one function, executeSql(text, values) (ADR 0085). These give it the app's
// own connections: the process's database for the workers and maintenance, or the caller's transaction for enqueue.

interface Rows {
  rows: unknown[];
}
interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec(text: string): Promise<Rows[]>;
}
interface PgPool {
  query(text: string, values?: unknown[]): Promise<Rows>;
}

/**
 * The process's database for pg-boss. PGlite runs a statement with parameters through the extended protocol, one at a
 * time, so pg-boss's parameterless scripts (its install, its locked maintenance: BEGIN; …; COMMIT;) go through exec
 * and answer the last statement's rows; node-postgres sends them as one simple query.
 */
export function databaseSql(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'pglite') {
    const pglite = client as PgliteClient;
    return {
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as PgPool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * A transaction (or the database) of drizzle as pg-boss's connection: its numbered parameters become drizzle's, so
 * the statement runs inside the caller's transaction on either driver and commits or rolls back with it.
 */
export function transactionSql(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(numbered(text, values));
      return result as unknown as Rows;
    },
  };
}

/** `select $1::int + $2` with [1, 2] as drizzle SQL (each value a parameter, arrays and JSON text passed whole). */
export function numbered(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0
        ? sql.raw(part)
        : sql.param(values[Number(part) - 1] === undefined ? null : values[Number(part) - 1]),
    ),
  );
}
