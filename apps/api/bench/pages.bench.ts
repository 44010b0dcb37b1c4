// npm run bench:pages [-- --seconds 6 --concurrency 8 --cache 5 --fresh --rounds 3 --web .cache/build-before --only home,detail
//   --sections --locales fa --warm 30]
// Serves the built web (npm run build first) and the API from this process on a PostgreSQL database of its own with
// the demo data (DATABASE_URL names the server), and measures anonymous server-rendered pages: home, a landing, a
// list and a detail, in Persian and English. Prints pages/s, p50/p99, CPU per page (this process's CPU time: the
// load generator runs in a child process) and the HTML size. `--fresh` adds two columns of pages rendered anew with
// the answers kept as production keeps them (issue 32, ADR 0098): a visitor's page not yet kept (each request at an
// address of its own, `?utm_source=…`, as links shared with a campaign's mark are) and the demo customer's, signed in
// (never kept). `--rounds N` measures those two columns N times, every page once a round, and prints each figure's
// median with the lowest and highest (a burst of another process's work on a 2-core machine moves one round's figure
// by several ms; a page measured N times in a row would take the whole burst). `--sections` adds the list and the
// newest listing's page of every other section (a doctor's, a lawyer's, a booth's...). `--warm S` (30): seconds of those
// pages anew and signed in, not measured, before the first round, as a server that has run a while has served them
// (V8 optimises a page's code over its first thousands of requests). Each figure of the rounds is also printed at the
// machine's quickest speed seen in the run (harness.ts's SpeedGauge, ADR 0142). Asserts nothing.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { findUp } from '../src/paths.ts';
import { benchDatabaseUrl, demoSite, newestAdPath, sectionPaths, signInDemoCustomer } from './bench-database.ts';
import { machineLine, measure, pathsOf, SpeedGauge, type Result } from './harness.ts';

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    concurrency: { type: 'string', default: '8' },
    database: { type: 'string', default: 'shahrbazar_bench_pages' },
    // Seconds anonymous pages and answers are kept (production's default is 5); 0 measures every render.
    cache: { type: 'string', default: '5' },
    // Another web build to serve (a copy of apps/web/build), to compare two builds on the same machine and hour.
    web: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    // With --fresh: how many rounds of the pages rendered anew (the median of them is printed).
    rounds: { type: 'string', default: '1' },
    // Only the pages whose name starts with one of these words (home, landing, list, detail).
    only: { type: 'string' },
    // Every section's list and newest listing's page besides the ads'.
    sections: { type: 'boolean', default: false },
    locales: { type: 'string', default: 'fa,en' },
    // With --fresh: seconds of every page anew and signed in, unmeasured, before the first round (ADR 0142).
    warm: { type: 'string', default: '30' },
  },
});

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

async function main() {
  const url = await benchDatabaseUrl(values.database);
  const database = await openDatabase({ url, poolSize: 20 });
  await runMigrations(database);
  const dataDir = path.join(os.tmpdir(), 'shahrbazar-bench-pages');
  // --web is read from where npm was started (npm runs this script in apps/api).
  const webDir = values.web
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.web)
    : findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
  if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
  const { app } = await demoSite(database, { url, dataDir, cacheSeconds: values.cache, webDir });
  const signedIn = values.fresh ? await signInDemoCustomer(app) : '';
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const all: Array<[string, string]> = [
    ['home', '/'],
    ['landing (ads)', '/ads'],
    ['list (ads)', '/ads/list'],
    ['detail (an ad)', await newestAdPath(database)],
  ];
  if (values.sections) {
    for (const { section, list, detail } of await sectionPaths(database)) {
      if (section === 'ads') continue;
      all.push([`list (${section})`, list], [`detail (${section})`, detail]);
    }
  }
  const pages = all.filter(([name]) => !values.only || values.only.split(',').some((word) => name.startsWith(word)));
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const rounds = values.fresh ? Math.max(1, Number(values.rounds)) : 0;
  const rows: Array<{ result: Result; html: number; fresh: Gauged[]; signed: Gauged[] }> = [];
  // Each figure of the rounds beside the reference work, before and after it (ADR 0142).
  const gauge = new SpeedGauge();
  const gauged = async (run: () => Promise<Result>): Promise<Gauged> => {
    const before = gauge.reference();
    const result = await run();
    return { ...result, units: gauge.units(result.cpuMs, before, gauge.reference()) };
  };
  const locales = values.locales
    .split(',')
    .filter((locale): locale is 'fa' | 'en' => locale === 'fa' || locale === 'en');
  const targets = locales.flatMap((locale) =>
    pages.map(([name, pagePath]) => ({ locale, name, pagePath, cookie: `locale=${locale}` })),
  );
  for (const { locale, name, pagePath, cookie } of targets) {
    const sample = await app.inject({ url: pagePath, headers: { cookie, 'accept-encoding': 'br' } });
    if (sample.statusCode !== 200) throw new Error(`${pagePath} answered ${sample.statusCode}`);
    const html = decoded(sample.rawPayload, sample.headers['content-encoding'] as string | undefined).length;
    const result = await measure(`${name}, ${locale}`, address, [pagePath], {
      seconds,
      concurrency,
      headers: { cookie },
    });
    rows.push({ result, html, fresh: [], signed: [] });
    process.stdout.write('.');
  }
  let n = 0;
  // A page rendered anew: a visitor at an address not yet kept (marked `?utm_source=…`), or the demo customer's.
  const anew = (label: string, pagePath: string, cookie: string, forSeconds: number) => {
    const mark = pagePath.includes('?') ? '&' : '?';
    return measure(
      label,
      address,
      pathsOf(() => `${pagePath}${mark}utm_source=b${n++}`),
      {
        seconds: forSeconds,
        concurrency,
        headers: { cookie },
      },
    );
  };
  const signedInPage = (label: string, pagePath: string, cookie: string, forSeconds: number) =>
    measure(label, address, [pagePath], {
      seconds: forSeconds,
      concurrency,
      headers: { cookie: `${cookie}; ${signedIn}` },
    });
  // A server that has run a while has optimised its pages' code: V8 does it over each page's first thousands of
  // requests, and until then the code runs slower and the compiling is this process's CPU too (a signed-in ads list's
  // batches went from 18.8 to 9.3 ms a page over its first 2000 requests, the reference work steady at 1.7-1.8 ms).
  const warmSeconds = rounds > 0 ? Number(values.warm) / (2 * targets.length) : 0;
  for (const { pagePath, cookie } of warmSeconds > 0 ? targets : []) {
    await anew('warm', pagePath, cookie, warmSeconds);
    await signedInPage('warm', pagePath, cookie, warmSeconds);
  }
  // Every page once a round, so a burst of other work lands on one round of a few pages, not all rounds of one.
  for (let round = 0; round < rounds; round++) {
    for (const [index, { locale, name, pagePath, cookie }] of targets.entries()) {
      const row = rows[index]!;
      row.fresh.push(await gauged(() => anew(`${name}, ${locale}, anew`, pagePath, cookie, seconds)));
      row.signed.push(await gauged(() => signedInPage(`${name}, ${locale}, signed in`, pagePath, cookie, seconds)));
      process.stdout.write('.');
    }
  }
  print('\n');
  print(
    `${machineLine()}; anonymous visitors, ${concurrency} concurrent clients, ${seconds} s each; ` +
      `pages and answers kept ${values.cache} s`,
  );
  if (values.fresh) {
    print(
      'CPU ms/page of a page rendered anew: a visitor at an address not yet kept (answers kept as production keeps ' +
        `them), and the demo customer signed in; target <= 15 ms (issue 32)` +
        (rounds > 1 ? `; median of ${rounds} rounds (lowest-highest)` : '') +
        `; "quickest": the same at the quickest speed of the machine in the run (reference work ` +
        `${gauge.quickest.toFixed(2)} ms)`,
    );
    print(
      '| page | pages/s | CPU ms/page | anew: pages/s | CPU ms/page | quickest | signed in: pages/s | CPU ms/page | ' +
        'quickest | HTML bytes | errors |',
    );
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const quickest = (results: Gauged[]) =>
      median(
        results.map((result) => ({ ...result, cpuMs: gauge.atQuickest(result.units) })),
        'cpuMs',
        1,
      );
    for (const { result: r, html, fresh: f, signed: g } of rows) {
      const errors = [r, ...f, ...g].reduce((sum, one) => sum + one.errors, 0);
      print(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.cpuMs.toFixed(1)} | ${median(f, 'rps', 0)} | ${median(f, 'cpuMs', 1)} | ` +
          `${quickest(f)} | ${median(g, 'rps', 0)} | ${median(g, 'cpuMs', 1)} | ${quickest(g)} | ${html} | ${errors} |`,
      );
    }
  } else {
    print('| page | pages/s | p50 ms | p99 ms | CPU ms/page | HTML bytes | bytes sent (br) | errors |');
    print('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const { result: r, html } of rows) {
      print(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ` +
          `${html} | ${r.bytes} | ${r.errors} |`,
      );
    }
  }
  await app.close();
  await database.close();
}

/** A figure of the rounds with the reference work beside it: its CPU in the reference's units. */
type Gauged = Result & { units: number };

/** The median of the rounds' figures, with the lowest and highest when there were several rounds. */
function median(results: Result[], figure: 'rps' | 'cpuMs', digits: number): string {
  const sorted = results.map((result) => result[figure]).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? 0;
  if (sorted.length < 2) return middle.toFixed(digits);
  return `${middle.toFixed(digits)} (${sorted[0]!.toFixed(digits)}-${sorted.at(-1)!.toFixed(digits)})`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
