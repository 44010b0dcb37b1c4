// npm run bench:listings [-- --count 1000000 --seconds 10 --concurrency 16]
// Seeds N classified ads into a benchmark database of its own on the PostgreSQL server of DATABASE_URL (kept
// between runs: a second run at the same count seeds nothing), serves the API on a free port and measures requests
// per second and p50/p99 latency for the listing core's hot paths. Prints figures; asserts nothing.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createServices } from '../src/services.ts';
import { seedBenchData, type BenchFixture } from './seed-listings.ts';

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
  },
});
const count = Number(values.count);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

async function benchDatabaseUrl(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test');
    process.exit(2);
  }
  const name = values.database;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

async function measure(name: string, base: string, nextPath: () => string): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const res = await fetch(base + nextPath());
      await res.arrayBuffer();
      if (!res.ok) errors++;
      latencies.push(performance.now() - started);
    }
  };
  // Warm up (plans, caches) before measuring.
  for (let i = 0; i < 20; i++) await (await fetch(base + nextPath())).arrayBuffer();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const url = await benchDatabaseUrl();
  const database: Database = await openDatabase({ url, poolSize: 20 });
  await runMigrations(database);
  print(`» seeding up to ${count.toLocaleString('en')} ads (skipped when already there)…`);
  const seedStart = performance.now();
  const fixture: BenchFixture = await seedBenchData(database.db, count, (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} rows`),
  );
  print(`\n  ready in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const version = await database.db.execute(sql`show server_version`);

  const config = loadConfig({ ...process.env, APP_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const app = await buildApp(
    { config, database, services: createServices(config, { info: () => {} }), version: 'bench', startedAt: Date.now() },
    { logger: false },
  );
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
  const results: Result[] = [];
  for (const [name, path] of scenarios) {
    results.push(await measure(name, address, path));
    process.stdout.write('.');
  }
  print('\n');
  print(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ` +
      `node ${process.version}; PostgreSQL ${(version as unknown as { rows: Array<{ server_version: string }> }).rows[0]?.server_version}; ` +
      `${fixture.total.toLocaleString('en')} listings; ${concurrency} concurrent clients, ${seconds} s each`,
  );
  print('| scenario | requests/s | p50 ms | p99 ms | errors |');
  print('|---|---:|---:|---:|---:|');
  for (const r of results) {
    print(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
