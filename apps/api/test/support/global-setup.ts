import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database URL of this test run (a database of its own on the DATABASE_URL server), or '' for PGlite. */
    runDatabaseUrl: string;
  }
}

/**
 * With DATABASE_URL (real PostgreSQL), each test run works in databases of its own on that server: one per test
 * worker, named after the run's name given here (`<run>_w<worker>`, made by the worker: test-app.ts), all dropped
 * at the end. Runs and workers never see each other's rows, and migrations run exactly as in production.
 * PGlite needs nothing here: each worker has its own in memory.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('runDatabaseUrl', '');
    return;
  }
  const name = `shahrbazar_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const runUrl = new URL(url);
  runUrl.pathname = `/${name}`;
  project.provide('runDatabaseUrl', runUrl.toString());
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}_w%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
