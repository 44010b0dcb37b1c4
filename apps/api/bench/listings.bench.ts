// npm run bench:listings [-- --count 1000000 --seconds 10 --concurrency 16]
// Seeds N classified ads into a benchmark database of its own on the PostgreSQL server of DATABASE_URL (kept
// between runs: a second run at the same count seeds nothing), serves the API on a free port and measures requests
// per second and p50/p99 latency for the listing core's hot paths. Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { benchApp, benchDatabaseUrl } from './bench-database.ts';
import { seedBenchData, type BenchFixture } from './seed-listings.ts';
import { machineLine, measure, pathsOf, startFloor, table, BROWSER_HEADERS, type Result } from './harness.ts';

/** A benchmark's output is its figures: they go to stdout. */
const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    database: { type: 'string', default: 'shahrbazar_bench' },
    'seed-only': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

async function main() {
  const url = await benchDatabaseUrl(values.database);
  const database: Database = await openDatabase({ url, poolSize: 20 });
  await runMigrations(database);
  print(`» seeding up to ${count.toLocaleString('en')} ads (skipped when already there)…`);
  const seedStart = performance.now();
  const fixture: BenchFixture = await seedBenchData(database.db, count, (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} rows`),
  );
  print(`\n  ready in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  if (values['seed-only']) {
    await database.close();
    return;
  }
  const version = await database.db.execute(sql`show server_version`);

  // As in production: answers written by the compiled serializers. The main table is the work of a request (the
  // anonymous answer cache off); a second app with the cache on answers the same list requests from memory.
  const appWith = (cacheSeconds: number) => benchApp(url, database, cacheSeconds);
  const app = await appWith(0);
  const cachedApp = await appWith(5);
  const cachedAddress = await cachedApp.listen({ port: 0, host: '127.0.0.1' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const deepCursor = fixture.cursorAtPage200;

  const scenarios: Array<[string, () => string]> = [
    ['list page 1', () => '/api/v1/ads'],
    ['list page 200 (offset)', () => '/api/v1/ads?page=200'],
    ['list page 200 (more/cursor)', () => `/api/v1/ads?cursor=${deepCursor}`],
    [
      'filtered: city + sub-sub category',
      () => `/api/v1/ads?city=${pick(fixture.citySlugs)}&subSubCategory=${pick(fixture.subSubSlugs)}`,
    ],
    ['filtered: city, page 20', () => `/api/v1/ads?city=${pick(fixture.citySlugs)}&page=20`],
    ['detail', () => `/api/v1/ads/${pick(fixture.slugIds)}`],
    ['search (one word)', () => `/api/v1/ads?q=${encodeURIComponent(pick(fixture.searchWords))}`],
    [
      'search (two words) in a city',
      () =>
        `/api/v1/ads?q=${encodeURIComponent(`${pick(fixture.searchWords)} ${pick(fixture.searchWords)}`)}&city=${pick(fixture.citySlugs)}`,
    ],
  ];
  // The floor answers the very bytes of list page 1, compressed the same way.
  const sample = await app.inject({ url: '/api/v1/ads', headers: { 'accept-encoding': 'identity' } });
  const floorServer = await startFloor(sample.body, 'application/json; charset=utf-8');
  const options = { seconds, concurrency };
  const floor = await measure(
    'floor: bare Fastify, same bytes, same compression',
    floorServer.address,
    ['/floor'],
    options,
  );
  const results: Result[] = [];
  for (const [name, path] of scenarios) {
    results.push(await measure(name, address, pathsOf(path), options));
    process.stdout.write('.');
  }
  print('\n');
  print(
    `${machineLine()}; PostgreSQL ${(version as unknown as { rows: Array<{ server_version: string }> }).rows[0]?.server_version}; ` +
      `${fixture.total.toLocaleString('en')} listings; ${concurrency} concurrent clients, ${seconds} s each; ` +
      `list page 1 is ${sample.body.length} bytes of JSON (${BROWSER_HEADERS['accept-encoding']} accepted)`,
  );
  for (const line of table([floor, ...results], floor)) print(line);
  // The same list requests from visitors without a session, answered from the anonymous answer cache (5 s).
  const cached: Result[] = [];
  for (const [name, path] of scenarios.filter(([name]) => !name.startsWith('detail'))) {
    cached.push(await measure(`${name}, cached`, cachedAddress, pathsOf(path), options));
  }
  print('');
  for (const line of table(cached, floor)) print(line);
  await floorServer.close();
  await app.close();
  await cachedApp.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
