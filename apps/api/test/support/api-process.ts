// A real API server process for tests that need one to die or two to race (checkout-crash.test.ts,
// two-instance-races.test.ts; issue 34): the API of src/app.ts on DATABASE_URL (a test database, migrated by the
// test), without the web, listening on 127.0.0.1 at a free port. It prints `listening <port>` once ready. Started by
// support/api-server.ts (`node --import tsx apps/api/test/support/api-process.ts`).
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createServices } from '../../src/services.ts';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('api-process: DATABASE_URL is required');
const database = await openDatabase({ url: config.databaseUrl, poolSize: 20 });
const services = createServices(config, { info: () => {} });
const app = await buildApp(
  { config, database, services, version: '0.0.0-test', startedAt: Date.now() },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('api-process: no port');
process.stdout.write(`listening ${address.port}\n`);
