// npm run bench:products [-- --count 1000000 --seconds 8 --concurrency 16]
// Seeds N products in N/50 booths into a benchmark database of its own on the PostgreSQL server of DATABASE_URL
// (kept between runs; written by PostgreSQL with generate_series: ADR 0053), serves the API on a free port and
// measures product browsing (issue 12): the list, a deep page by cursor and by page number, the category filters
// with and without a city, a booth's page, search and a product. Prints figures and each list query's plan;
// asserts nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { benchApp, benchDatabaseUrl } from './bench-database.ts';
import { machineLine, measure, pathsOf, table, type Result } from './harness.ts';
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
  const scenarios: Array<[string, () => string]> = [
    ['list page 1 (newest)', () => '/api/v1/products'],
    ['deep: page 200 by cursor', () => `/api/v1/products?cursor=${fx.cursorAtPage200}`],
    ['deep: page 200 by number', () => '/api/v1/products?page=200'],
    ['category', () => `/api/v1/products?category=${pick(fx.categorySlugs)}`],
    ['category + city', () => `/api/v1/products?category=${pick(fx.categorySlugs)}&city=${pick(fx.citySlugs)}`],
    [
      'sub-sub category + city',
      () => `/api/v1/products?subSubCategory=${pick(fx.subSubSlugs)}&city=${pick(fx.citySlugs)}`,
    ],
    ['category, cheapest first', () => `/api/v1/products?category=${pick(fx.categorySlugs)}&sort=cheapest`],
    ['a booth’s products', () => `/api/v1/products?booth=${pick(fx.boothNames)}`],
    ['search (one word)', () => `/api/v1/products?q=${encodeURIComponent('ساعت')}`],
  ];
  const options = { seconds: Number(values.seconds), concurrency: Number(values.concurrency) };
  const results: Result[] = [];
  for (const [name, path] of scenarios) {
    results.push(await measure(name, address, pathsOf(path), options));
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
