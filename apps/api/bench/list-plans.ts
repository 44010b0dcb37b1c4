// The plans of the ads list's yes/no filters (ADR 0036) on a seeded PostgreSQL database (npm run bench:listings --
// --seed-only first): runs the list query the repository builds, captured from drizzle's logger, under EXPLAIN
// ANALYZE, at page 1 and at a deep cursor, and prints the plan's first lines and its time.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shahrbazar_bench npx tsx apps/api/bench/list-plans.ts
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { detailFilterCondition } from '../src/modules/listings/detail-filter.ts';
import { findListingPage } from '../src/modules/listings/listing.repository.ts';
import { adsVertical } from '../src/verticals/ads/ads.vertical.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the seeded bench database');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: Array<{ query: string; params: unknown[] }> = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => void captured.push({ query, params }) },
}) as unknown as Db;

/** A benchmark's output is its figures: they go to stdout. */
const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The id 200 pages (15 each) into the filtered newest list: a deep "more". */
async function deepCursor(query: Record<string, unknown>): Promise<number> {
  const rows = await findListingPage(db, filterOf(query), { limit: 1, offset: 199 * 15 });
  return rows[0]?.id ?? 1;
}

function filterOf(query: Record<string, unknown>) {
  return { vertical: 'ads', status: ListingStatus.active, detail: detailFilterCondition(db, adsVertical, query) };
}

async function plan(name: string, query: Record<string, unknown>, sort: ListingSort, cursor?: number) {
  captured.length = 0;
  await findListingPage(db, filterOf(query), { limit: 16, sort, ...(cursor === undefined ? {} : { cursor }) });
  const last = captured.at(-1)!;
  const result = await pool.query(`explain (analyze, buffers) ${last.query}`, last.params);
  const lines = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
  print(`\n## ${name}`);
  for (const line of lines.filter((line) => !/^\s*Buffers|^Planning|^Execution/.test(line)).slice(0, 6)) print(line);
  print(lines.filter((line) => /Execution Time/.test(line)).join(''));
}

const cases: Array<[string, Record<string, unknown>, ListingSort]> = [
  ['with photo, newest', { withPhoto: '1' }, ListingSort.newest],
  ['urgent, newest', { urgent: '1' }, ListingSort.newest],
  ['urgent with photo, newest', { urgent: '1', withPhoto: '1' }, ListingSort.newest],
  ['with photo, cheapest', { withPhoto: '1' }, ListingSort.cheapest],
];
for (const [name, query, sort] of cases) {
  await plan(`${name}, page 1`, query, sort);
  if (sort === ListingSort.newest) await plan(`${name}, page 200`, query, sort, await deepCursor(query));
}
await pool.end();
