import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { loadDatabaseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { pendingMigrations, runMigrations } from './db/migrate.ts';

/**
 * `npm run migrate` (scripts/migrate.mjs runs the bundle, dist/migrate.js): applies the pending migrations to the
 * configured database (DATABASE_URL, else the embedded one under DATA_DIR) and exits; 1 when one fails. The release
 * step before instances of a new release start (docs/deploy.md); safe beside a running migrator (it waits its turn).
 */
async function main(): Promise<number> {
  const config = loadDatabaseConfig();
  const logger = pino({ level: config.logLevel });
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && (await listening(path.join(config.dataDir, 'backup.sock')))) {
    // Two processes on one embedded database would corrupt it; the running server migrated itself at its start.
    logger.fatal(`A server is running on ${config.dataDir}: stop it first (it migrates its database as it starts).`);
    return 1;
  }
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir, poolSize: 2 });
  try {
    const started = Date.now();
    const before = await pendingMigrations(database);
    if (before.length > 0) {
      logger.info({ pending: before.map((m) => m.tag) }, `migrations: ${before.length} to apply on ${database.driver}`);
    }
    const applied = await runMigrations(database);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    logger.info(
      { applied, database: database.driver },
      applied.length > 0
        ? `migrations: applied ${applied.length} (${applied[0]} … ${applied.at(-1)}) in ${seconds} s`
        : 'migrations: the database is up to date',
    );
    return 0;
  } catch (error) {
    logger.fatal({ err: error }, `migrations failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

/** Whether a server answers on this Unix socket (the running server's backup socket). */
function listening(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
