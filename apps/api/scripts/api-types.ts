/**
 * `npm run api:types`: builds the API app without listening (an in-memory PGlite, no server, nothing seeded), takes
 * the OpenAPI document it serves and writes openapi-typescript's types of it into the web (ADR 0118). The file is
 * committed, so a clean clone type-checks with no database; test/contract-types.test.ts fails when it drifts
 * (`--check`: compare instead of writing, exit 1 when it differs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createServices } from '../src/services.ts';
import { CONTRACT_TYPES_COMMAND, CONTRACT_TYPES_FILE, contractTypesSource } from './contract-types.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-api-types-'));
try {
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase({ url: undefined, pgliteDir: 'memory://' });
  const services = createServices(config, { info: () => {} });
  const app = await buildApp(
    { config, database, services, version: '0.0.0', startedAt: Date.now() },
    { logger: false },
  );
  await app.ready();
  const source = await contractTypesSource(app.swagger() as OpenAPI3);
  await app.close();
  await database.close();
  const file = path.relative(process.cwd(), CONTRACT_TYPES_FILE);
  if (process.argv.includes('--check')) {
    // The drift test's question, asked in a process of its own (a test worker's modules are shared between files).
    const same = fs.existsSync(CONTRACT_TYPES_FILE) && fs.readFileSync(CONTRACT_TYPES_FILE, 'utf8') === source;
    process.stdout.write(same ? `${file} is current\n` : `${file} differs: run \`${CONTRACT_TYPES_COMMAND}\`\n`);
    process.exitCode = same ? 0 : 1;
  } else {
    fs.writeFileSync(CONTRACT_TYPES_FILE, source);
    process.stdout.write(`Wrote ${file} (${source.length} characters)\n`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
