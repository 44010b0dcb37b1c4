import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { DEMO_AGENT_USER } from '../src/seed/demo-agent.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { mountWeb } from '../src/server/web.ts';
import { publicPathsOf } from '../src/modules/listings/public-path.ts';
import { VERTICAL_REGISTRY, VERTICALS } from '../src/verticals/registry.ts';
import { createServices } from '../src/services.ts';

/**
 * The URL of a benchmark's own database `name` on the PostgreSQL server of DATABASE_URL, created when missing (kept
 * between runs, so a second run seeds nothing). Exits with a hint when DATABASE_URL is not set.
 */
export async function benchDatabaseUrl(name: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test');
    process.exit(2);
  }
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

/**
 * The API as production runs it on `database` (answers written by the compiled serializers), silent; with
 * `cacheSeconds` 0 every request is work (the anonymous answer cache off).
 */
export function benchApp(url: string, database: Database, cacheSeconds: number) {
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    VALIDATE_RESPONSES: 'false',
    ANSWER_CACHE_SECONDS: String(cacheSeconds),
  });
  return buildApp(
    { config, database, services: createServices(config, { info: () => {} }), version: 'bench', startedAt: Date.now() },
    { logger: false },
  );
}

/**
 * The whole product (API and the server-rendered web of `webDir`) on `database` with the demo data seeded, as
 * production serves it (answers not checked), silent: what the page benches (pages, weight, lighthouse) measure.
 */
export async function demoSite(
  database: Database,
  options: { url: string | undefined; dataDir: string; cacheSeconds: number | string; webDir: string },
) {
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: options.url ?? '',
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'true',
    VALIDATE_RESPONSES: 'false',
    ANSWER_CACHE_SECONDS: String(options.cacheSeconds),
  });
  const services = createServices(config, { info: () => {} });
  await seedDemoData(database, services.storage);
  const app = await buildApp(
    { config, database, services, version: 'bench', startedAt: Date.now() },
    { logger: false },
  );
  await mountWeb(app, options.webDir);
  return { app, services };
}

/**
 * A demo client's session cookie, signed in with the demo password and the development captcha's answer: Maryam (the
 * agent's client), who owns none of the demo ads (they are Ali's, the README's demo customer), so a signed-in column
 * measures a reader's page of an ad, not its owner's preview (which reads the listing itself; issue 32).
 */
export async function signInDemoCustomer(app: Awaited<ReturnType<typeof demoSite>>['app']): Promise<string> {
  const { captchaId } = (await app.inject({ url: '/api/v1/auth/captcha' })).json<{ captchaId: string }>();
  const { answer } = (await app.inject({ url: `/api/v1/dev/captcha/${captchaId}` })).json<{ answer: string }>();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/password',
    payload: {
      username: DEMO_AGENT_USER.mobile,
      password: 'Shahrbazar1405',
      captchaId,
      captchaCode: answer,
      panel: 'general',
    },
  });
  const token = login.cookies.find((cookie) => cookie.name === 'token');
  if (!token) throw new Error(`the demo client could not sign in: ${login.body}`);
  return `token=${token.value}`;
}

/** The page of the newest active ad of the demo data: the detail page every page bench reads. */
export async function newestAdPath(database: Database): Promise<string> {
  const [ad] = await database.db
    .select({ slug: listings.slug, slugId: listings.slugId })
    .from(listings)
    .where(and(eq(listings.vertical, 'ads'), eq(listings.status, ListingStatus.active)))
    .orderBy(desc(listings.id))
    .limit(1);
  if (!ad) throw new Error('the demo data has no active ad');
  return `/ads/${encodeURIComponent(ad.slug)}/${ad.slugId}`;
}

/**
 * The list and the newest active listing's page of every vertical of the demo data, by the vertical's section (the
 * first segment of its public address: `doctor` for clinics), as the sitemap and the map address them.
 */
export async function sectionPaths(
  database: Database,
): Promise<Array<{ section: string; list: string; detail: string }>> {
  const sections = [];
  for (const vertical of VERTICALS) {
    const [row] = await database.db
      .select({ id: listings.id, vertical: listings.vertical, slug: listings.slug, slugId: listings.slugId })
      .from(listings)
      .where(and(eq(listings.vertical, vertical.key), eq(listings.status, ListingStatus.active)))
      .orderBy(desc(listings.id))
      .limit(1);
    if (!row) throw new Error(`the demo data has no active ${vertical.key} listing`);
    const detail = (await publicPathsOf(database.db, VERTICAL_REGISTRY, [row])).get(row.id)!;
    const section = detail.split('/')[1]!;
    sections.push({ section, list: `/${section}/list`, detail });
  }
  return sections;
}
