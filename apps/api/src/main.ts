import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { createCacheInvalidation } from './http/cache-invalidation.ts';
import { loadConfig } from './config.ts';
import { serveBackups } from './db/backup-socket.ts';
import { openDatabase } from './db/client.ts';
import { pendingMigrations, runMigrations, withStartupLock } from './db/migrate.ts';
import { createWorkQueue } from './jobs/queue-handlers.ts';
import { closeImagePool } from './modules/media/image-pool.ts';
import { browserReportsOf, NO_ERROR_REPORTS, type ErrorReports } from './observability/error-reports.ts';
import { createLogger } from './observability/logger.ts';
import { serveMetrics } from './observability/metrics.ts';
import { startTracing } from './observability/tracing.ts';
import { findUp } from './paths.ts';
import { seedDemoData, seedEssentials } from './seed/seed.ts';
import { createServices } from './services.ts';
import { mountWeb } from './server/web.ts';

/**
 * The one process of `npm start`: opens the database (embedded PGlite under DATA_DIR unless DATABASE_URL is set),
 * migrates, seeds the demo data, serves the API under /api/v1 and the SSR web for every other path, and shuts down
 * gracefully (requests in flight finish) on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const version = readVersion();
  // Before anything that makes spans: the database's pool and Redis clients (ADR 0088).
  const tracing = startTracing(config.tracing, version);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  // One logger for the server and the services it drives (SMS, mail, storage; the demo banners' images).
  let reports: ErrorReports = NO_ERROR_REPORTS;
  const logger = createLogger(config, () => reports);
  if (!config.migrateOnStart) {
    // Production: migrations are a release step of their own (docs/deploy.md), never this instance's business.
    const pending = (await pendingMigrations(database)).map((migration) => migration.tag);
    if (pending.length > 0) {
      logger.fatal(
        { behind: pending.length, next: pending[0], latest: pending.at(-1) },
        `Refusing to start: the database is ${pending.length} migration(s) behind this release ` +
          `(${pending[0]}${pending.length > 1 ? ` … ${pending.at(-1)}` : ''}). Run \`npm run migrate\` once ` +
          '(docs/deploy.md: releasing), then start the instances; or set MIGRATE_ON_START=true.',
      );
      await database.close();
      process.exit(1);
    }
  }
  const services = createServices(config, logger, `shahrbazar@${version}`);
  reports = services.errorReports;
  if (reports.enabled) {
    // What escapes everything is reported before the process ends as Node would end it (exit code 1).
    process.on('uncaughtException', (error, origin) => {
      reports.capture(error, { handled: false, level: 'fatal', tags: { origin } });
      logger.fatal({ err: error, origin }, 'uncaught exception: exiting');
      void reports.flush(2_000).finally(() => process.exit(1));
    });
  }
  // Several instances starting at once on one PostgreSQL take turns to migrate and seed.
  const seeded = await withStartupLock(database, async () => {
    if (config.migrateOnStart) await runMigrations(database);
    return config.seedDemo
      ? seedDemoData(database, services.storage, services.privateStorage)
      : seedEssentials(database);
  });
  // The durable queue's worker (ADR 0085): built before the app (its dev route drains it), started once listening.
  // Its rounds drop kept copies as the app's writes do (ADR 0107), through the app's invalidation.
  const invalidation = createCacheInvalidation(config.redis);
  const queue = createWorkQueue(database, services, logger, { allowLoopback: !config.isProduction, invalidation });
  const app = await buildApp(
    { config, database, services, version, startedAt, queue, invalidation },
    { loggerInstance: logger },
  );
  const webDir = config.webBuildDir ?? findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
  if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
  await mountWeb(app, webDir, {
    anonymousPostsPerMinute: config.anonymousPostsPerIpPerMinute,
    errorReports: reports,
    browserReports: browserReportsOf(config.errorReports, `shahrbazar@${version}`),
  });

  await app.listen({ port: config.port, host: config.host });
  // /metrics on a port of its own, when METRICS_PORT asks for one (ADR 0087).
  const metricsServer = await serveMetrics(app.metrics, config.metrics);
  await queue.start();
  // `npm run backup` takes the embedded database through this socket while the server runs.
  const backups = await serveBackups(database, path.join(config.dataDir, 'backup.sock'));
  app.log.info(
    { database: database.driver, seeded, url: config.publicUrl },
    `Shahrbazar is serving on ${config.publicUrl} (database: ${database.driver})`,
  );

  if (config.env === 'development') {
    app.log.warn(
      '!!! DEVELOPMENT MODE (APP_ENV=development): sign-in codes and e-mails are kept in a dev outbox readable from ' +
        'this machine at /api/v1/dev/sms, captcha answers at /api/v1/dev/captcha, payments go to the sandbox bank' +
        (config.seedDemo ? ' and the demo accounts (public passwords) are seeded' : '') +
        '. Never expose this to the internet: set APP_ENV=production (README: configuration).',
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app
      .close()
      .then(() => queue.stop())
      .then(() => closeImagePool())
      .then(() => services.sharedStore.close())
      .then(() => backups.close())
      .then(() => metricsServer?.close())
      .then(() => database.close())
      .then(() => Promise.all([tracing.shutdown(), reports.flush()]))
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

function readVersion(): string {
  const file = findUp('package.json');
  return file ? ((JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0') : '0.0.0';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
