import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { testDatabase } from './support/test-app.ts';

// A transaction's reads started together (`Promise.all` over `tx`, as toListings does inside a write) run one after
// another on its one connection in the order they were asked, each with its own answer, and node-postgres is never
// asked for a statement while one is running (pg 8 warns of it, pg 9 refuses it): db/client.ts keeps the turn.

describe('reads started together in one transaction', () => {
  let database: Database;
  const warnings: string[] = [];
  const listen = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

  beforeAll(async () => {
    database = await testDatabase();
    process.on('warning', listen);
  });
  afterAll(() => {
    process.off('warning', listen);
  });

  it('answers each its own rows without asking pg while a statement runs; a failing one rolls back, and the pool serves on', async () => {
    const answers = await database.db.transaction(async (tx) =>
      Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const { rows } = (await tx.execute(
            sql`select ${index}::int as n, pg_sleep(0.005)::text as slept`,
          )) as unknown as {
            rows: Array<{ n: number }>;
          };
          return rows[0]!.n;
        }),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, index) => index));
    // Let a warning emitted on the process's next tick arrive.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.includes('already executing'))).toEqual([]);

    // One bad statement among them: it fails, the transaction is rolled back, and the connection serves again.
    await expect(
      database.db.transaction(async (tx) =>
        Promise.all([
          tx.execute(sql`select 1`),
          tx.execute(sql`select * from no_such_table`),
          tx.execute(sql`select 2`),
        ]),
      ),
    ).rejects.toThrow();
    const after = (await database.db.execute(sql`select 3 as n`)) as unknown as { rows: Array<{ n: number }> };
    expect(Number(after.rows[0]!.n)).toBe(3);
  });
});
