// npm run bench:page-calls [-- --runs 200 --pages /,/ads/list --profile /tmp/prof --visitor --warm 2000]
// What a signed-in page costs the server and why (issue 32: <= 15 ms of CPU for a page rendered anew): serves the
// built web (npm run build first) and the API from this process on a PostgreSQL database of its own with the demo data
// (DATABASE_URL names the server), signs the demo customer in, and prints for each page the API calls its loaders made
// (with their own time), the SQL statements they sent (counted by their text), and the CPU per page over `--runs`
// requests one after another (mean, and median and lowest of ten batches, and the median at the machine's quickest speed
// in the run: harness.ts's SpeedGauge). `--profile DIR` writes a CPU profile of each
// page's runs alone (without the start and the warm-up) to DIR, for Chrome's DevTools or any .cpuprofile reader.
// `--visitor`: a visitor's page instead, each request at an address not yet kept. `--warm N` (2000): requests of each
// page before its runs are measured, as a server that has run for a while has made them. Asserts nothing.
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { findUp } from '../src/paths.ts';
import { benchDatabaseUrl, demoSite, newestAdPath, signInDemoCustomer } from './bench-database.ts';
import { machineLine, SpeedGauge } from './harness.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    pages: { type: 'string' },
    database: { type: 'string', default: 'shahrbazar_bench_pages' },
    locale: { type: 'string', default: 'fa' },
    profile: { type: 'string' },
    // A visitor without a session instead of the demo customer, each request at an address not yet kept (`?utm_source=…`).
    visitor: { type: 'boolean', default: false },
    // Requests of each page before its measured runs: V8 optimises a page's code over its first ~2000 requests, and
    // until then it runs slower and the compiling is this process's CPU too (18.8 → 9.3 ms a page here; ADR 0142).
    warm: { type: 'string', default: '2000' },
  },
});

// Every statement any pool client sends, by its text (the first 120 characters).
const statements = new Map<string, number>();
const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string } | undefined;
  const text = (typeof first === 'string' ? first : (first?.text ?? '')).slice(0, 120);
  statements.set(text, (statements.get(text) ?? 0) + 1);
  return send.apply(this, args);
} as typeof pg.Client.prototype.query;

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main() {
  const url = await benchDatabaseUrl(values.database);
  const database = await openDatabase({ url, poolSize: 20 });
  await runMigrations(database);
  const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
  if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
  const dataDir = path.join(os.tmpdir(), 'shahrbazar-bench-page-calls');
  const { app } = await demoSite(database, { url, dataDir, cacheSeconds: 5, webDir });
  const calls: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      calls.push(`  ${reply.elapsedTime.toFixed(1).padStart(6)} ms  ${request.method} ${request.url.slice(0, 90)}`);
    }
  });
  const cookie = values.visitor
    ? `locale=${values.locale}`
    : `locale=${values.locale}; ${await signInDemoCustomer(app)}`;
  const pages = values.pages ? values.pages.split(',') : ['/', '/ads/list', await newestAdPath(database)];
  const runs = Number(values.runs);
  const gauge = new SpeedGauge();
  print(
    `${machineLine()}; ${values.visitor ? 'a visitor, each page at an address not yet kept' : 'the demo customer signed in'}, ` +
      `${values.locale}; ${runs} requests of each page one after another`,
  );
  // The page's bytes read as a socket would take them: light-my-request's default also makes a string of every answer
  // (~5% of a page's CPU here, work no server does for a browser).
  let n = 0;
  const load = async (page: string) => {
    const url = values.visitor ? `${page}${page.includes('?') ? '&' : '?'}utm_source=c${n++}` : page;
    const res = await app.inject({ url, headers: { cookie }, payloadAsStream: true });
    for await (const chunk of res.stream()) void chunk;
    return res;
  };
  for (const page of pages) {
    for (let i = 0; i < Number(values.warm); i++) await load(page);
    calls.length = 0;
    statements.clear();
    const res = await load(page);
    if (res.statusCode !== 200) throw new Error(`${page} answered ${res.statusCode}`);
    const made = [...calls];
    const sent = [...statements].sort((a, b) => b[1] - a[1]);
    const total = sent.reduce((sum, [, n]) => sum + n, 0);
    const profiler = values.profile ? await startProfile() : undefined;
    // The runs in ten batches: the whole's mean, and the median and lowest batch (another process on the machine, or a
    // collection of the heap, makes a batch slower; the median moves less with them than the mean). Each batch beside
    // the reference work: the median batch in its units, and that at the run's quickest reference (ADR 0142).
    const batches: number[] = [];
    const units: number[] = [];
    const size = Math.max(1, Math.floor(runs / 10));
    const started = process.cpuUsage();
    let before = gauge.reference();
    for (let done = 0; done < runs; done += size) {
      const batch = process.cpuUsage();
      const n = Math.min(size, runs - done);
      for (let i = 0; i < n; i++) await load(page);
      const used = process.cpuUsage(batch);
      const ms = (used.user + used.system) / 1000 / n;
      const after = gauge.reference();
      batches.push(ms);
      units.push(gauge.units(ms, before, after));
      before = after;
    }
    const used = process.cpuUsage(started);
    if (profiler) print(`profile: ${await profiler.stop(page)}`);
    const median = middle(batches);
    const inUnits = middle(units);
    print(
      `\n${decodeURIComponent(page)}: ${((used.user + used.system) / 1000 / runs).toFixed(1)} ms of CPU a page ` +
        `(median of ten batches ${median.toFixed(1)}, lowest ${Math.min(...batches).toFixed(1)}); ` +
        `${inUnits.toFixed(2)} × the reference work, ${gauge.atQuickest(inUnits).toFixed(1)} ms at the run's quickest ` +
        `(reference ${gauge.quickest.toFixed(2)} ms)`,
    );
    print(`${made.length} API calls:\n${made.join('\n')}`);
    print(`${total} SQL statements:`);
    for (const [text, n] of sent) print(`  ${String(n).padStart(3)} × ${text}`);
  }
  await app.close();
  await database.close();
}

function middle(figures: number[]): number {
  return [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? 0;
}

/** A CPU profile of what runs from now until stop(), written as DIR/<page>.cpuprofile. */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop(page: string): Promise<string> {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.profile ?? '.');
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${page.replace(/[^\w]+/g, '_') || 'page'}.cpuprofile`);
      await fs.writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
