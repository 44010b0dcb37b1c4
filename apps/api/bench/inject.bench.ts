// npx tsx bench/inject.bench.ts [--path /api/v1/ads] [--requests 3000]
// CPU per request of one API path without sockets (app.inject, 16 at a time) on the listings bench database: a quick
// figure to compare changes by, and what to run under `node --cpu-prof` to see where the time goes.
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { machineLine } from './harness.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', multiple: true, default: ['/api/v1/ads'] },
    requests: { type: 'string', default: '3000' },
    database: { type: 'string', default: 'shahrbazar_bench' },
  },
});

async function main() {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/${values.database}`;
  const url = base.toString();
  const database = await openDatabase({ url, poolSize: 20 });
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? 'false',
    ANSWER_CACHE_SECONDS: '0',
  });
  const app = await buildApp(
    {
      config,
      database,
      services: (await import('../src/services.ts')).createServices(config, { info: () => {} }),
      version: 'bench',
      startedAt: Date.now(),
    },
    { logger: false },
  );
  const total = Number(values.requests);
  for (const path of values.path) {
    const once = async () => {
      const res = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (let i = 0; i < 200; i++) await once();
    let left = total;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (left-- > 0) await once();
      }),
    );
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${path}: ${((used.user + used.system) / 1000 / total).toFixed(2)} ms CPU/request, ` +
        `${(total / seconds).toFixed(0)} requests/s in process; ${machineLine()}\n`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
