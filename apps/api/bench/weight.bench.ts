// npm run bench:weight [-- --parts]
// The weight of a page: serves the built web (npm run build first) and the API from this process on embedded PGlite
// (or the server of DATABASE_URL, in a database of its own) with the demo data, and prints the raw HTML bytes of home,
// an ads list, an ad detail and two signed-in panel form pages in both locales, split into what makes them up: the
// inlined catalogue, React Router's hydration data (per route), inline SVG, inline styles, scripts and links, and
// the rest of the markup. With --parts it also prints the catalogue's top-level parts each page carries. Measures
// bytes, not time: the figures do not depend on the machine's load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { listings, users } from '../src/db/schema.ts';
import { findUp } from '../src/paths.ts';
import { DEMO_USERS } from '../src/seed/demo-accounts.ts';
import { benchDatabaseUrl, demoSite, newestAdPath } from './bench-database.ts';
import { machineLine } from './harness.ts';
import { pageWeight, type PageWeight } from './page-weight.ts';

const { values } = parseArgs({
  options: {
    parts: { type: 'boolean', default: false },
    // A folder to write each page's HTML to, to read what the bytes are.
    dump: { type: 'string' },
    database: { type: 'string', default: 'shahrbazar_bench_weight' },
  },
});

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main() {
  // PGlite in memory, or a database of its own on the PostgreSQL of DATABASE_URL.
  const url = process.env.DATABASE_URL ? await benchDatabaseUrl(values.database) : undefined;
  const database = await openDatabase({ url, poolSize: 5 });
  await runMigrations(database);
  const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
  if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
  const { app, services } = await demoSite(database, {
    url,
    dataDir: path.join(os.tmpdir(), 'shahrbazar-bench-weight'),
    cacheSeconds: 0,
    webDir,
  });
  await app.ready();

  // The demo owner of the seeded advertising ads signs in as the login screen does.
  const owner = DEMO_USERS[DEMO_USERS.length - 1]!;
  const remoteAddress = '10.9.8.7';
  await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: owner.mobile }, remoteAddress });
  const code = services.outbox?.list('sms', { to: owner.mobile })[0]?.text.match(/\d{6}/)?.[0];
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/otp',
    payload: { mobile: owner.mobile, code, panel: 'general' },
    remoteAddress,
  });
  const token = login.cookies.find((c) => c.name === 'token')?.value;
  if (!token) throw new Error(`the demo owner could not sign in: ${login.body}`);

  const [ownAd] = await database.db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.vertical, 'advertise'), eq(users.mobile, owner.mobile)))
    .limit(1);
  if (!ownAd) throw new Error('the demo data has no advertising ad of the demo owner');

  const pages: Array<{ name: string; path: string; signedIn?: boolean }> = [
    { name: 'home', path: '/' },
    { name: 'list (ads)', path: '/ads/list' },
    { name: 'detail (an ad)', path: await newestAdPath(database) },
    { name: 'panel: new advertising ad', path: '/panel/myAdvertise/create', signedIn: true },
    { name: 'panel: an advertising ad', path: `/panel/myAdvertise/${ownAd.id}`, signedIn: true },
  ];
  const rows: Array<{ name: string; weight: PageWeight }> = [];
  for (const locale of ['fa', 'en'] as const) {
    for (const page of pages) {
      const cookie = `locale=${locale}${page.signedIn ? `; token=${token}` : ''}`;
      const res = await app.inject({ url: page.path, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${page.path} answered ${res.statusCode}`);
      rows.push({ name: `${page.name}, ${locale}`, weight: pageWeight(res.body) });
      if (values.dump) {
        const file = `${page.name.replace(/[^a-z]+/g, '-')}${locale}.html`;
        fs.mkdirSync(values.dump, { recursive: true });
        fs.writeFileSync(path.join(values.dump, file), res.body);
      }
    }
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  print(`${machineLine()}; ${url ? 'PostgreSQL' : 'PGlite'} with the demo data; raw HTML, KB (1024 bytes)`);
  print('');
  print('| page | HTML | catalogue | hydration data | inline SVG | inline styles | scripts, links | other markup |');
  print('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, weight: w } of rows) {
    print(
      `| ${name} | ${kb(w.total)} | ${kb(w.catalogue)} | ${kb(w.hydration)} | ${kb(w.svg)} | ${kb(w.styles)} | ` +
        `${kb(w.scripts)} | ${kb(w.markup)} |`,
    );
  }
  print('');
  print('Hydration data per route (JSON of its loader data, KB):');
  print('');
  for (const { name, weight: w } of rows) {
    const routes = Object.entries(w.routes)
      .sort((a, b) => b[1] - a[1])
      .map(([id, bytes]) => `${id} ${kb(bytes)}`);
    print(`- ${name}: ${routes.join(', ')}`);
  }
  if (values.parts) {
    print('');
    print('Catalogue parts inlined (KB):');
    print('');
    for (const { name, weight: w } of rows) {
      const parts = Object.entries(w.catalogueParts)
        .sort((a, b) => b[1] - a[1])
        .map(([key, bytes]) => `${key} ${kb(bytes)}`);
      print(`- ${name}: ${parts.join(', ')}`);
    }
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
