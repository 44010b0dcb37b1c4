// npm run bench:pages [-- --seconds 6 --concurrency 8 --cache 5 --fresh --web .cache/build-before --only home,detail]
// Serves the built web (npm run build first) and the API from this process on a PostgreSQL database of its own with
// the demo data (DATABASE_URL names the server), and measures anonymous server-rendered pages: home, a landing, a
// list and a detail, in Persian and English. Prints pages/s, p50/p99, CPU per page (this process's CPU time: the
// load generator runs in a child process) and the HTML size. `--fresh` adds two columns of pages rendered anew with
// the answers kept as production keeps them (issue 32, ADR 0098): a visitor's page not yet kept (each request at an
// address of its own, `?utm_source=…`, as links shared with a campaign's mark are) and the demo customer's, signed in
// (never kept). Asserts nothing.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { findUp } from '../src/paths.ts';
import { benchDatabaseUrl, demoSite, newestAdPath, signInDemoCustomer } from './bench-database.ts';
import { machineLine, measure, pathsOf, type Result } from './harness.ts';

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
    // Only the pages whose name starts with one of these words (home, landing, list, detail).
    only: { type: 'string' },
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
  const pages = all.filter(([name]) => !values.only || values.only.split(',').some((word) => name.startsWith(word)));
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const rows: Array<{ result: Result; html: number; fresh?: Result; signed?: Result }> = [];
  for (const locale of ['fa', 'en'] as const) {
    const cookie = `locale=${locale}`;
    for (const [name, pagePath] of pages) {
      const sample = await app.inject({ url: pagePath, headers: { cookie, 'accept-encoding': 'br' } });
      if (sample.statusCode !== 200) throw new Error(`${pagePath} answered ${sample.statusCode}`);
      const html = decoded(sample.rawPayload, sample.headers['content-encoding'] as string | undefined).length;
      const result = await measure(`${name}, ${locale}`, address, [pagePath], {
        seconds,
        concurrency,
        headers: { cookie },
      });
      if (!values.fresh) {
        rows.push({ result, html });
      } else {
        const mark = pagePath.includes('?') ? '&' : '?';
        let n = 0;
        const fresh = await measure(
          `${name}, ${locale}, anew`,
          address,
          pathsOf(() => `${pagePath}${mark}utm_source=b${n++}`),
          {
            seconds,
            concurrency,
            headers: { cookie },
          },
        );
        const signed = await measure(`${name}, ${locale}, signed in`, address, [pagePath], {
          seconds,
          concurrency,
          headers: { cookie: `${cookie}; ${signedIn}` },
        });
        rows.push({ result, html, fresh, signed });
      }
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
        'them), and the demo customer signed in; target <= 15 ms (issue 32)',
    );
    print(
      '| page | pages/s | CPU ms/page | anew: pages/s | CPU ms/page | signed in: pages/s | CPU ms/page | HTML bytes | errors |',
    );
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { result: r, html, fresh: f, signed: g } of rows) {
      print(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.cpuMs.toFixed(1)} | ${f!.rps.toFixed(0)} | ${f!.cpuMs.toFixed(1)} | ` +
          `${g!.rps.toFixed(0)} | ${g!.cpuMs.toFixed(1)} | ${html} | ${r.errors + f!.errors + g!.errors} |`,
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
