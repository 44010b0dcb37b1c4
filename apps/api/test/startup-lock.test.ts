import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { withStartupLock } from '../src/db/migrate.ts';
import { testDatabase, testDatabaseUrl } from './support/test-app.ts';

describe('withStartupLock: instances starting at once take turns to migrate and seed', () => {
  it('never runs two start-ups at the same time, and hands back what the work answered', async () => {
    const first = await testDatabase();
    const url = await testDatabaseUrl();
    // PostgreSQL: a second pool stands for a second instance. PGlite is one process: the work simply runs.
    const second = url ? await openDatabase({ url, poolSize: 2 }) : first;
    const events: string[] = [];
    const startUp = (name: string, database: typeof first) =>
      withStartupLock(database, async () => {
        events.push(`${name} in`);
        await database.db.execute(sql`select pg_sleep(0.3)`);
        events.push(`${name} out`);
        return name;
      });
    try {
      const answers = await Promise.all([startUp('A', first), startUp('B', second)]);
      expect(answers).toEqual(['A', 'B']);
      if (url) {
        // Each start-up finished before the other began.
        expect([events.slice(0, 2), events.slice(2)].map((pair) => pair[0]?.[0] === pair[1]?.[0])).toEqual([
          true,
          true,
        ]);
      }
    } finally {
      if (second !== first) await second.close();
    }
  });
});
