// npm run bench:products [-- --count 1000000 --seconds 8 --concurrency 16]
// Seeds N products in N/50 booths into a benchmark database of its own on the PostgreSQL server of DATABASE_URL
// (kept between runs; written by PostgreSQL with generate_series: ADR 0053), serves the API on a free port and
// measures product browsing (issue 12): the list, a deep page by cursor and by page number, the category filters
// with and without a city, each sort (cheapest, most discounted, most viewed; ADR 0059), a booth's page and search. Prints the HTTP figures, then each list query's plan and
// time inside PostgreSQL (EXPLAIN ANALYZE of the very query the service builds), which the machine's load does not
// blur. Asserts only that every scenario answers products.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ProductListQuerySchema } from '@shahrbazar/domain/api/product.schema';
import { openDatabase, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { benchApp, benchDatabaseUrl } from './bench-database.ts';
import { machineLine, measure, pathsOf, table, type Result } from './harness.ts';
import * as schema from '../src/db/schema.ts';
import { browseProducts } from '../src/verticals/booth/product.service.ts';
import { seedProducts } from './seed-products.ts';

/** A benchmark's output is its figures: they go to stdout. */
const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    database: { type: 'string', default: 'shahrbazar_bench_products' },
    'seed-only': { type: 'boolean', default: false },
  },
});

async function main() {
  const count = Number(values.count);
  const url = await benchDatabaseUrl(values.database);
  const database = await openDatabase({ url, poolSize: 20 });
  await runMigrations(database);
  print(`» seeding up to ${count.toLocaleString('en')} products (skipped when already there)…`);
  const seedStart = performance.now();
  const fx = await seedProducts(database.db, count, (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} products`),
  );
  print(`\n  ready in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  if (values['seed-only']) {
    await database.close();
    return;
  }
  const app = await benchApp(url, database, 0);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const deepCategory = fx.categorySlugs[0] ?? '';
  // The cursor "more" gives at the end of page 199 of a category's most viewed.
  const page199 = await app.inject({ url: `/api/v1/products?category=${deepCategory}&sort=views&page=199` });
  const deepViews = page199.json<{ nextCursor: string | null }>().nextCursor ?? '';
  const scenarios: Array<[string, () => Record<string, string>]> = [
    ['list page 1 (newest)', () => ({})],
    ['deep: page 200 by cursor', () => ({ cursor: String(fx.cursorAtPage200) })],
    ['deep: page 200 by number', () => ({ page: '200' })],
    ['category', () => ({ category: pick(fx.categorySlugs) })],
    ['category + city', () => ({ category: pick(fx.categorySlugs), city: pick(fx.citySlugs) })],
    ['sub-sub category + city', () => ({ subSubCategory: pick(fx.subSubSlugs), city: pick(fx.citySlugs) })],
    ['category, cheapest first', () => ({ category: pick(fx.categorySlugs), sort: 'cheapest' })],
    ['category, most discounted', () => ({ category: pick(fx.categorySlugs), sort: 'discount' })],
    [
      'category + city, most discounted',
      () => ({ category: pick(fx.categorySlugs), city: pick(fx.citySlugs), sort: 'discount' }),
    ],
    ['category, most viewed', () => ({ category: pick(fx.categorySlugs), sort: 'views' })],
    [
      'category + city, most viewed',
      () => ({ category: pick(fx.categorySlugs), city: pick(fx.citySlugs), sort: 'views' }),
    ],
    ['category, most viewed, page 200 by number', () => ({ category: deepCategory, sort: 'views', page: '200' })],
    ['category, most viewed, page 200 by cursor', () => ({ category: deepCategory, sort: 'views', cursor: deepViews })],
    ['a booth’s products', () => ({ booth: pick(fx.boothNames) })],
    ['search (one word)', () => ({ q: 'ساعت' })],
  ];
  const pathOf = (query: Record<string, string>) => `/api/v1/products?${new URLSearchParams(query)}`;
  for (const [name, query] of scenarios) {
    const answer = await app.inject({ url: pathOf(query()) });
    if (answer.statusCode !== 200 || answer.json<{ items: unknown[] }>().items.length === 0)
      throw new Error(`${name} answered no products: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
  }
  const options = { seconds: Number(values.seconds), concurrency: Number(values.concurrency) };
  const results: Result[] = [];
  for (const [name, query] of scenarios) {
    results.push(
      await measure(
        name,
        address,
        pathsOf(() => pathOf(query())),
        options,
      ),
    );
    process.stdout.write('.');
  }
  const [version] = (
    (await database.db.execute(sql`show server_version`)) as unknown as { rows: Array<{ server_version: string }> }
  ).rows;
  print('\n');
  print(
    `${machineLine()}; PostgreSQL ${version?.server_version}; ${fx.total.toLocaleString('en')} products in ` +
      `${fx.booths.toLocaleString('en')} booths; ${options.concurrency} concurrent clients, ${options.seconds} s each`,
  );
  for (const line of table(results)) print(line);
  await app.close();
  await database.close();
  await plans(url, scenarios);
}

/** Each scenario's list query, as the service builds it, under EXPLAIN ANALYZE: its plan's top and its time. */
async function plans(url: string, scenarios: Array<[string, () => Record<string, string>]>) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const db = drizzle({ client: pool, schema, logger }) as unknown as Db;
  print('\n| scenario | time in PostgreSQL | plan |\n|---|---:|---|');
  for (const [name, query] of scenarios) {
    captured.length = 0;
    await browseProducts(db, ProductListQuerySchema.parse(query()));
    const list = captured.find((q) => /from "products" inner join "listings"/.test(q.query));
    if (!list) continue;
    const result = await pool.query(`explain (analyze) ${list.query}`, list.params);
    const lines = result.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    // The scans, and any sort (a Sort node reads the whole filtered set before the first row).
    const scans = lines.filter((line) => /Scan|Sort/.test(line)).map((line) => line.trim().replace(/\s+\(cost.*$/, ''));
    print(`| ${name} | ${time} | ${scans.slice(0, 4).join('; ')} |`);
  }
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
