// npm run bench:lighthouse [-- --runs 3 --locales fa,en --pages home,list,detail --audits --out .cache/lh-reports
//   --cache 60 --web .cache/build-before --https --default-runs 5 --default-pages home,ads-list,ads-detail]
// Two figures of Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4x CPU slowdown) on the public
// pages of the built web (npm run build first), served from this process on a fresh embedded PGlite with the demo
// data, with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium):
// 1. The bench's own setup (`--pages`, home, the ads list and an ad's page by default; `--runs` times each, 3 by
//    default): Lighthouse 12's Node API, each page asked for first so the run reads the kept copy (`--cache` seconds),
//    the locale's cookie sent.
// 2. The default settings (issue 32): Lighthouse 13's own CLI as anyone runs it, `lighthouse <url>` with nothing but
//    what headless Chromium needs here, over plain HTTP, against the product as `npm start` serves it (pages kept 5 s)
//    and nothing asked before at the page's address (the process is warmed at another); home and a list and a detail
//    page of every section (`--default-pages`, all by default, `--default-runs` times each, as many as `--runs` by
//    default), with the targets: score >= 95, TBT <= 200 ms, JavaScript <= 120 KB transferred. First the machine's
//    floor: the same CLI on a page of one heading and no script, as many runs (ADR 0143): on a machine that charges
//    a browser's fresh memory dearly (the machine line's `fresh memory`), even that page has long tasks.
// Prints every run and the median of each figure: performance score, FCP, LCP, CLS, TBT, Speed Index, JavaScript
// transferred and total bytes, the main thread's work, with the machine line (TBT moves with the machine's load: run
// it when `uptime` is low). `--audits` adds what Lighthouse says to fix (its failed audits) for each page's median run.
// Lighthouse is not a dependency of the project: pinned versions are installed on first use into .cache/lighthouse
// and .cache/lighthouse-cli (git-ignored). Lighthouse 13 asks for Node 22 but its CLI runs on Node 20 (checked with
// 13.5.0). `--web` serves another copy of the web build (to compare two builds in turns on the same machine and
// hour); `--https` puts a TLS front with a certificate of its own before the product, as production is served (the
// own setup only). `--default-runs 0` leaves the second figure out. Asserts nothing.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tls from 'node:tls';
import { parseArgs, promisify } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { findUp } from '../src/paths.ts';
import { demoSite, newestAdPath, sectionPaths } from './bench-database.ts';
import { machineLine, startFloor } from './harness.ts';

/** The Lighthouse of the bench's own setup (its Node API: 12.x runs on Node 20). */
const LIGHTHOUSE_VERSION = '12.8.2';
/** The Lighthouse whose CLI gives the default-settings figure (the issue's: 13). */
const LIGHTHOUSE_CLI_VERSION = '13.5.0';
/** The targets of issue 32 on the default-settings figure, for every public page. */
const TARGETS = { score: 95, tbt: 200, jsKb: 120 };
/** The floor of the default-settings figure: a page of one heading and one paragraph, no script, no style sheet. */
const FLOOR_PAGE =
  '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>شهربازار</title>' +
  '<meta name="description" content="یک صفحهٔ خالی"></head>' +
  '<body><h1>شهربازار</h1><p>صفحه‌ای با یک عنوان و یک بند، بی هیچ اسکریپتی.</p></body></html>';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    locales: { type: 'string', default: 'fa' },
    pages: { type: 'string', default: 'home,list,detail' },
    audits: { type: 'boolean', default: false },
    // Seconds the server keeps an anonymous page (production's default is 5). Each run is preceded by a request of
    // the page, so with the default the run reads the kept page, as a visitor of a busy page would; 0 measures a
    // render per run (on a loaded machine the server's time then dominates FCP and LCP).
    cache: { type: 'string', default: '60' },
    // A folder to write each run's Lighthouse result (JSON) to.
    out: { type: 'string' },
    // Another web build to serve (a copy of apps/web/build), to compare two builds on the same machine and hour.
    web: { type: 'string' },
    // Over HTTPS, as production is served: a TLS front (HTTP/1.1) adds its handshake to every connection. The
    // default is plain HTTP, as the issue's first figures were taken (Chromium asks for brotli on 127.0.0.1 either way).
    https: { type: 'boolean', default: false },
    // The default-settings figure (Lighthouse 13's CLI): runs per page (as many as --runs when not given; 0: none)
    // and pages (home and each section's list and detail page when not given).
    'default-runs': { type: 'string' },
    'default-pages': { type: 'string' },
  },
});

const execFileAsync = promisify(execFile);

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

// --- Lighthouse, installed on first use ---------------------------------------------------------------------------

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Array<Record<string, unknown>> };
}
interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** The folder of node_modules where `lighthouse@version` is installed (under .cache/`folder`), installing it once. */
function installedLighthouse(folder: string, wanted: string): string {
  const lock = findUp('package-lock.json');
  if (!lock) throw new Error('the repository root (package-lock.json) was not found');
  const prefix = path.join(path.dirname(lock), '.cache', folder);
  const modules = path.join(prefix, 'node_modules');
  const installed = path.join(modules, 'lighthouse', 'package.json');
  const version = fs.existsSync(installed)
    ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version
    : undefined;
  if (version !== wanted) {
    print(`Installing lighthouse@${wanted} into ${prefix} (once) …`);
    fs.mkdirSync(prefix, { recursive: true });
    // A package.json of its own, so npm does not take the repository's workspaces for this folder's project.
    fs.writeFileSync(path.join(prefix, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `lighthouse@${wanted}`],
      { stdio: 'inherit' },
    );
  }
  return modules;
}

async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; chromeLauncher: ChromeLauncher }> {
  const modules = installedLighthouse('lighthouse', LIGHTHOUSE_VERSION);
  const entry = (name: string, file: string) => pathToFileURL(path.join(modules, name, file)).href;
  const lighthouse = ((await import(entry('lighthouse', 'core/index.js'))) as { default: RunLighthouse }).default;
  const chromeLauncher = (await import(entry('chrome-launcher', 'dist/index.js'))) as ChromeLauncher;
  return { lighthouse, chromeLauncher };
}

// --- figures ------------------------------------------------------------------------------------------------------

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  /** The document's server response time as Lighthouse observed it (not simulated). */
  ttfb: number;
  /** Bytes transferred (compressed), JavaScript and everything. */
  js: number;
  total: number;
  /** Lighthouse's main-thread work (simulated: what it observed, times its CPU slowdown). */
  mainThread: number;
  lhr: Lhr;
}

function figuresOf(lhr: Lhr): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const transferred = (type: string) =>
    Number(summary.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    ttfb: value('server-response-time'),
    js: transferred('script'),
    total: transferred('total'),
    mainThread: value('mainthread-work-breakdown'),
    lhr,
  };
}

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (name: string, f: Omit<Figures, 'lhr'>) =>
  `| ${name} | ${f.score} | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ${f.cls.toFixed(3)} | ${f.tbt.toFixed(0)} ms | ` +
  `${seconds(f.si)} | ${kb(f.js)} | ${kb(f.total)} | ${f.ttfb.toFixed(0)} ms | ${seconds(f.mainThread)} |`;

/** The failed audits of a run worth reading: opportunities and diagnostics that lose points or bytes. */
function advice(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9) continue;
    if (!['numeric', 'binary', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    lines.push(`  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const items = audit.details?.items;
    for (const item of Array.isArray(items) ? items.slice(0, 4) : []) {
      const what = item.url ?? (item.node as { snippet?: string } | undefined)?.snippet ?? item.label;
      if (typeof what === 'string') lines.push(`    - ${what.slice(0, 160)}`);
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  const snippet = lcpElement?.items?.[0]?.node?.snippet;
  if (snippet) lines.push(`  - LCP element: ${snippet.slice(0, 200)}`);
  return lines;
}

// --- the product --------------------------------------------------------------------------------------------------

/** Home, and the list and the newest listing's page of every section, by name (`ads-list`, `doctor-detail`...). */
async function publicPages(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Record<string, string>> {
  const pages: Record<string, string> = { home: '/' };
  for (const { section, list, detail } of await sectionPaths(database)) {
    pages[`${section}-list`] = list;
    pages[`${section}-detail`] = detail;
  }
  return pages;
}

async function startProduct(cacheSeconds: string) {
  const webDir = values.web
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.web)
    : findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
  if (!webDir || !fs.existsSync(path.join(webDir, 'server', 'index.js'))) {
    console.error('The web build (apps/web/build) is missing: run `npm run build` first.');
    process.exit(2);
  }
  // A fresh embedded database in memory, served as production serves it (answers not checked).
  const database = await openDatabase({ url: undefined, poolSize: 5 });
  await runMigrations(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-bench-lighthouse-'));
  const { app } = await demoSite(database, {
    url: undefined,
    dataDir,
    cacheSeconds,
    webDir,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const tlsProxy = values.https ? await startTlsProxy(new URL(address).port, dataDir) : undefined;
  const pages: Record<string, string> = {
    ...(await publicPages(database)),
    list: '/ads/list',
    detail: await newestAdPath(database),
  };
  return {
    address,
    /** Where Chromium asks: the TLS front with --https, else the product itself. */
    browserAddress: tlsProxy?.address ?? address,
    pages,
    close: async () => {
      tlsProxy?.server.close();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * HTTPS in front of the product, as a TLS-terminating load balancer serves it (docs/deploy.md): a self-signed
 * certificate for 127.0.0.1 made with openssl, each connection decrypted and piped to the HTTP port.
 */
async function startTlsProxy(port: string, dir: string) {
  const key = path.join(dir, 'bench-key.pem');
  const cert = path.join(dir, 'bench-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const server = tls.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (client) => {
    const upstream = net.connect(Number(port), '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: tlsPort } = server.address() as net.AddressInfo;
  return { server, address: `https://127.0.0.1:${tlsPort}` };
}

/** One Lighthouse run of `url` in a Chromium of its own, after a request that makes the server render the page. */
async function lighthouseRun(
  lighthouse: RunLighthouse,
  chromeLauncher: ChromeLauncher,
  chromePath: string,
  url: string,
  warmUrl: string,
  locale: string,
): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The bench's own certificate (startTlsProxy) is not one Chromium knows.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--ignore-certificate-errors',
    ],
  });
  try {
    // The same headers as Chromium's, so the page kept by this request is the one Lighthouse is answered (the page
    // cache keys on the path, the locale cookie and Accept-Language; an ad's page counts this visitor's view).
    const headers = { cookie: `locale=${locale}`, 'accept-language': locale };
    await fetch(warmUrl, { headers: { ...headers, 'accept-encoding': 'br' } });
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * One run of Lighthouse's own CLI with its default settings (mobile, simulated throttling), as anyone runs it: the
 * address and nothing else but headless Chromium's flags this machine needs (no display; root). Only the performance
 * category is gathered: the others run after the load and change none of its figures.
 */
async function cliRun(cli: string, chromePath: string, url: string): Promise<Lhr> {
  // Not execFileSync: the product answering the run is served by this very process.
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  const lhr = JSON.parse(stdout) as Lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** `attempts` tries of a run (Lighthouse sometimes loses a trace on a starved machine: NO_NAVSTART, NO_FCP). */
async function tried<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(`(${error instanceof Error ? error.message.slice(0, 80) : 'error'}: again)`);
    }
  }
}

async function main() {
  const runs = Math.max(0, Number(values.runs));
  const defaultRuns = Math.max(0, Number(values['default-runs'] ?? values.runs));
  const locales = values.locales.split(',').filter(Boolean);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const loadBefore = machineLine();
  // --out is read from where npm was started (npm runs this script in apps/api).
  const out = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : undefined;
  const save = (name: string, lhr: Lhr) => {
    if (!out) return;
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(lhr));
  };

  // 1. The bench's own setup.
  const results: Array<{ name: string; runs: Figures[] }> = [];
  if (runs > 0) {
    const { lighthouse, chromeLauncher } = await loadLighthouse();
    const product = await startProduct(values.cache);
    const names = values.pages.split(',').filter((name) => name in product.pages);
    try {
      for (const locale of locales) {
        for (const name of names) {
          const url = `${product.browserAddress}${product.pages[name]}`;
          const warmUrl = `${product.address}${product.pages[name]}`;
          const done: Figures[] = [];
          for (let run = 0; run < runs; run++) {
            const lhr = await tried(() => lighthouseRun(lighthouse, chromeLauncher, chromePath, url, warmUrl, locale));
            done.push(figuresOf(lhr));
            save(`${name}-${locale}-${run + 1}`, lhr);
            process.stdout.write('.');
          }
          results.push({ name: `${name}, ${locale}`, runs: done });
        }
      }
    } finally {
      await product.close();
    }
  }

  // 2. The default settings: Lighthouse 13's CLI against the product as npm start serves it.
  const defaults: Array<{ name: string; path: string; runs: Figures[] }> = [];
  const floor: Figures[] = [];
  if (defaultRuns > 0) {
    const cli = path.join(
      installedLighthouse('lighthouse-cli', LIGHTHOUSE_CLI_VERSION),
      'lighthouse',
      'cli',
      'index.js',
    );
    const product = await startProduct('5');
    const names = values['default-pages']
      ? values['default-pages'].split(',').filter((name) => name in product.pages)
      : Object.keys(product.pages).filter((name) => name !== 'list' && name !== 'detail');
    try {
      // A server in use has run its code before: each page asked for once at another address (it is not kept for
      // the runs' address), so the first run does not measure a process that never compiled a render (3.8 s).
      for (const name of names) await (await fetch(`${product.address}${product.pages[name]}?warm=1`)).arrayBuffer();
      // The machine's floor: the same CLI on a page with nothing to do (ADR 0143). Whatever it charges this page (its
      // long tasks, its main-thread seconds) is the machine and the browser, not the product.
      const bare = await startFloor(FLOOR_PAGE, 'text/html; charset=utf-8');
      try {
        for (let run = 0; run < defaultRuns; run++) {
          floor.push(figuresOf(await tried(() => cliRun(cli, chromePath, `${bare.address}/floor`))));
          process.stdout.write(':');
        }
      } finally {
        await bare.close();
      }
      for (const name of names) {
        const done: Figures[] = [];
        for (let run = 0; run < defaultRuns; run++) {
          const lhr = await tried(() => cliRun(cli, chromePath, `${product.address}${product.pages[name]}`));
          done.push(figuresOf(lhr));
          save(`default-${name}-${run + 1}`, lhr);
          process.stdout.write(':');
        }
        defaults.push({ name, path: product.pages[name]!, runs: done });
      }
    } finally {
      await product.close();
    }
  }

  print('\n');
  print(`before: ${loadBefore}`);
  print(`after:  ${machineLine()}`);
  const medianOf = (figures: Figures[]): Omit<Figures, 'lhr'> => {
    const pick = (key: keyof Omit<Figures, 'lhr'>) => median(figures.map((f) => f[key]));
    return {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      si: pick('si'),
      ttfb: pick('ttfb'),
      js: pick('js'),
      total: pick('total'),
      mainThread: pick('mainThread'),
    };
  };
  if (results.length > 0) {
    print('');
    print(
      `1. The bench's setup: Lighthouse ${LIGHTHOUSE_VERSION} (Node API), mobile (simulated slow 4G, 4x CPU), ` +
        `${chromePath}; ${values.https ? 'HTTPS (HTTP/1.1)' : 'HTTP/1.1'}; PGlite with the demo data; each page asked ` +
        `for first (kept ${values.cache} s); ${runs} runs per page; KB = 1024 bytes transferred`,
    );
    print('');
    print('| page | score | FCP | LCP | CLS | TBT | SI | JS KB | total KB | server response | main thread |');
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { name, runs: figures } of results) {
      print(row(`**${name}, median**`, medianOf(figures)));
      figures.forEach((f, index) => print(row(`${name}, run ${index + 1}`, f)));
    }
  }
  if (defaults.length > 0) {
    print('');
    print(
      `2. Default settings: Lighthouse ${LIGHTHOUSE_CLI_VERSION}'s CLI (mobile: simulated throttling, slow 4G, 4x CPU, ` +
        `its emulated phone), ${chromePath} headless; plain HTTP; the product as npm start serves it (pages kept 5 s), ` +
        `nothing asked before at its address; ${defaultRuns} runs per page, medians; targets: score >= ${TARGETS.score}, ` +
        `TBT <= ${TARGETS.tbt} ms, JS <= ${TARGETS.jsKb} KB`,
    );
    print('');
    print('| page | score | FCP | LCP | CLS | TBT | SI | JS KB | total KB | server response | main thread | targets |');
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    if (floor.length > 0) {
      print(`${row('floor: a page of one heading, no script', medianOf(floor))} the machine's own |`);
      print(`|   runs: ${floor.map((f) => `${f.score} / ${f.tbt.toFixed(0)} ms`).join(', ')} ||||||||||||`);
    }
    for (const { name, path: pagePath, runs: figures } of defaults) {
      const m = medianOf(figures);
      const missed = [
        ...(m.score < TARGETS.score ? ['score'] : []),
        ...(m.tbt > TARGETS.tbt ? ['TBT'] : []),
        ...(m.js / 1024 > TARGETS.jsKb ? ['JS'] : []),
      ];
      print(
        `${row(`**${name}** (${pagePath.slice(0, 40)})`, m)} ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`,
      );
      if (figures.length > 1)
        print(`|   runs: ${figures.map((f) => `${f.score} / ${f.tbt.toFixed(0)} ms`).join(', ')} ||||||||||||`);
    }
  }
  if (values.audits) {
    print('');
    print("What Lighthouse says (each page's median-score run):");
    for (const { name, runs: figures } of [...results, ...defaults.map((d) => ({ ...d, name: `default ${d.name}` }))]) {
      const byScore = [...figures].sort((a, b) => a.score - b.score);
      const middle = byScore[Math.floor(byScore.length / 2)]!;
      print('');
      print(`- ${name} (score ${middle.score}, benchmark index ${middle.lhr.environment?.benchmarkIndex ?? '?'}):`);
      for (const line of advice(middle.lhr)) print(line);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
