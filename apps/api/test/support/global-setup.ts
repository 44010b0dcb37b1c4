import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dbSchema: string;
  }
}

/**
 * With DATABASE_URL (real PostgreSQL), each test run works in a schema of its own, created here and dropped at the
 * end, so runs never see each other's rows and the shared `test` database stays clean. PGlite needs nothing here.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  const schema = `test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  project.provide('dbSchema', schema);
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await c.end();
  };
}
