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
 * With DATABASE_URL (real PostgreSQL), each test run works in a database of its own on that server, created here
 * and dropped at the end: runs never see each other's rows, and migrations run exactly as in production.
 * PGlite needs nothing here.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('runDatabaseUrl', '');
    return;
  }
  const name = `shahrbazar_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const runUrl = new URL(url);
  runUrl.pathname = `/${name}`;
  project.provide('runDatabaseUrl', runUrl.toString());
  return () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
