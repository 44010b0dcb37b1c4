// npm run bench:js-weight [-- --json] (node apps/web/scripts/js-weight.mjs): the JavaScript each public page type
// loads, from the build alone.
//
// For each page (home, a list and a detail of each section, a booth and its product), the scripts its HTML names (the
// entry and its imports, each matched route's module and imports, as React Router writes them as modulepreload
// links) and, on a listing's page, its vertical's own blocks (verticals/<key>/detail-parts.ts and what that chunk
// imports: entry.client loads them before it hydrates the page), with their size: brotli (the build's precompressed
// `.br`, or compressed here at quality 11 when a file has none), with ~0.35 KB of response headers per script (an
// estimate of Lighthouse's "transferred", which counts them; one more script, the install offer, loads where Chrome
// offers to install the site), and decoded. Machine load does not change it (ADR 0129).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { matchRoutes } from 'react-router';

const web = path.resolve(import.meta.dirname, '..');
const client = path.join(web, 'build/client');
const serverBuild = path.join(web, 'build/server/index.js');
if (!existsSync(serverBuild)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const { assets } = await import(serverBuild);

/**
 * One page of each public type (the addresses the browser journeys and the Lighthouse bench use); a listing's page
 * names its vertical, whose own blocks it loads.
 */
export const PAGES = [
  ['home', '/'],
  ['ads list', '/ads/list'],
  ['an ad', '/ads/some-ad/1', 'ads'],
  ['a booth', '/booth/arash-digital'],
  ['a product', '/booth/arash-digital/product/1'],
  ['doctors list', '/doctor/list'],
  ["a doctor's page", '/doctor/1', 'clinic'],
  ['lawyers list', '/lawyer/list'],
  ["a lawyer's page", '/lawyer/some-lawyer/1', 'lawyer'],
  ['jobs list', '/work/list'],
  ['a job', '/work/some-job/1', 'work'],
  ['advertise list', '/advertise/list'],
  ['a city ad', '/advertise/some-ad/1', 'advertise'],
  ['experts list', '/expert/list'],
  ['an expert', '/expert/some-expert/1', 'expert'],
  // A booth has its own page (/booth/{name}, above) and no address of the generic listing page: counted as if it had
  // one, so that every vertical's blocks have a figure.
  ['a booth listing*', '/ads/some-ad/1', 'booth'],
];

/** React Router's route tree, from the manifest's flat list. */
function routeTree() {
  const byId = new Map();
  for (const route of Object.values(assets.routes)) byId.set(route.id, { ...route, children: [] });
  const roots = [];
  for (const route of byId.values()) {
    if (route.parentId) byId.get(route.parentId).children.push(route);
    else roots.push(route);
  }
  return roots;
}

/** Lighthouse's "transferred" counts each script's response headers too: ~0.35 KB over HTTP/1.1 (issue 32). */
const HEADERS_KB = 0.35;

const sizes = new Map();
/** A script's bytes: brotli as sent, and decoded. */
function sizeOf(url) {
  if (!sizes.has(url)) {
    const file = path.join(client, url);
    const raw = readFileSync(file);
    const brotli = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    sizes.set(url, { brotli, raw: raw.length });
  }
  return sizes.get(url);
}

/**
 * The scripts a vertical's own blocks load (verticals/detail-parts.ts): the chunk of its detail-parts.ts and the
 * chunks Vite preloads with it, as the build wrote them in the loader's map (`"./<key>/detail-parts.ts": () =>
 * preload(() => import("./<chunk>.js"), __vite__mapDeps([i, ...]))`, the indexes into the chunk's own file list).
 */
function detailPartsOf(key, urls) {
  const name = `"./${key}/detail-parts.ts":`;
  for (const url of urls) {
    const code = readFileSync(path.join(client, url), 'utf8');
    const at = code.indexOf(name);
    if (at < 0) continue;
    // This entry alone: up to the next entry of the map, or the map's end.
    const rest = code.slice(at + name.length);
    const next = rest.search(/,"\.\/[\w-]+\/detail-parts\.ts":|\}\)/);
    const entry = next < 0 ? rest : rest.slice(0, next);
    const chunk = /import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/.exec(entry);
    if (!chunk) break;
    const found = [`/assets/${chunk[1]}`];
    const deps = /__vite__mapDeps\(\[([\d,\s]*)\]/.exec(entry);
    if (deps) {
      const files = /m\.f=(\[[^\]]*\])/.exec(code);
      if (!files) break;
      const list = JSON.parse(files[1]);
      for (const index of deps[1].split(',').filter(Boolean)) {
        const file = list[Number(index)].replace(/#$/, '');
        if (file.endsWith('.js')) found.push(`/${file}`);
      }
    }
    return found;
  }
  // Counting less than a phone downloads would make the figure a lie: a build written otherwise stops the script.
  throw new Error(`js-weight: the loader of ${key}'s detail-parts.ts was not found in the build's scripts`);
}

/** The scripts a page's HTML names, in the order React Router writes them, then its vertical's own blocks. */
export function scriptsOf(pathname, key) {
  const matches = matchRoutes(routeTree(), pathname) ?? [];
  const urls = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const { route } of matches) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  const named = urls.size;
  if (key) for (const url of detailPartsOf(key, [...urls])) urls.add(url);
  return { routes: matches.map(({ route }) => route.id), urls: [...urls], parts: urls.size - named };
}

/** Writes a line (the linter keeps `console.log` out of the code). */
const print = (line) => process.stdout.write(`${line}\n`);

const rows = PAGES.map(([name, pathname, key]) => {
  const { routes, urls, parts } = scriptsOf(pathname, key);
  let brotli = 0;
  let raw = 0;
  for (const url of urls) {
    const size = sizeOf(url);
    brotli += size.brotli;
    raw += size.raw;
  }
  return {
    page: name,
    path: pathname,
    route: routes.at(-1),
    ...(key ? { vertical: key, partScripts: parts } : {}),
    scripts: urls.length,
    brotliKB: brotli / 1024,
    transferredKB: brotli / 1024 + urls.length * HEADERS_KB,
    rawKB: raw / 1024,
    urls,
  };
});

// The largest scripts every page loads (the entry's own and the root's).
const shared = [
  ...new Set([assets.entry.module, ...assets.entry.imports, ...assets.routes.root.imports, assets.routes.root.module]),
]
  .map((url) => ({ url, ...sizeOf(url) }))
  .sort((a, b) => b.brotli - a.brotli);

if (process.argv.includes('--json')) {
  print(JSON.stringify({ pages: rows, shared }, null, 2));
} else {
  const kb = (n) => n.toFixed(1).padStart(7);
  print(
    "page              | scripts | brotli KB | + headers KB | decoded KB | route (+ scripts of the vertical's own blocks)",
  );
  for (const row of rows)
    print(
      `${row.page.padEnd(17)} | ${String(row.scripts).padStart(7)} | ${kb(row.brotliKB)}   | ${kb(row.transferredKB)}      | ${kb(row.rawKB)}    | ${row.route}${row.vertical ? ` (+${row.partScripts} ${row.vertical})` : ''}`,
    );
  print(`+ headers: ${HEADERS_KB} KB of response headers per script, an estimate of Lighthouse's "transferred".`);
  print('* no page has this address: a booth is shown on its own page; its blocks counted on the generic page.');
  print('\nwhat every page loads (entry and root):');
  for (const { url, brotli, raw } of shared)
    print(`  ${url.padEnd(36)} ${kb(brotli / 1024)} KB brotli ${kb(raw / 1024)} KB decoded`);
}
