// npm run bench:chat [-- --clients 1000 --rate 200 --seconds 10]
// Serves the API on a free port (PGlite in memory, or the PostgreSQL of DATABASE_URL in a fresh schema-less database
// of its own), makes `clients` pairs of users, and hands them to the load (`chat-load.mjs`, a child process, so the
// server and the load do not share one event loop): it opens one room stream (server-sent events, ADR 0021) per
// pair's receiver, each its own TCP connection, then sends messages at `rate` per second spread over the senders for
// `seconds`, and measures each message's delivery latency: from the start of its POST to its `message` event on the
// receiver's stream. Prints the machine line, how many connections stayed open, messages per second sent and
// delivered, delivery p50/p99, how many receivers got every message sent to them, any lost or failed message, and
// the CPU of the server and of the load apart. Asserts nothing (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { createServices } from '../src/services.ts';
import { machineLine } from './harness.ts';

const LOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chat-load.mjs');

/** What the load measured (chat-load.mjs). */
interface LoadResult {
  sent: number;
  failures: Record<string, number>;
  lost: number;
  sendSeconds: number;
  loadCpuMs: number;
  /** Delivery latencies in ms, sorted. */
  latencies: number[];
  complete: number;
  dropped: number;
}

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    database: { type: 'string', default: 'shahrbazar_bench_chat' },
  },
});
const clients = Number(values.clients);
const rate = Number(values.rate);
const seconds = Number(values.seconds);

async function databaseUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = values.database;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function main(): Promise<void> {
  const url = await databaseUrl();
  const config = { ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), databaseUrl: url };
  const database = await openDatabase({ url, poolSize: 20 });
  await runMigrations(database);
  const services = createServices(config, { info: () => {} });
  const app = await buildApp(
    { config, database, services, version: 'bench', startedAt: Date.now() },
    { logger: false },
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const policy = sessionPolicy(config);

  const cookieOf = async (userId: number) => {
    const { token } = await createSession(database.db, policy, {
      userId,
      kind: 'general',
      deviceType: 0,
      userAgent: 'bench',
      ip: '127.0.0.1',
    });
    return `token=${token}`;
  };
  const stamp = Date.now() % 1e9;
  const pairs: Array<{ sender: { id: number; cookie: string }; receiver: { id: number; cookie: string } }> = [];
  for (let i = 0; i < clients; i++) {
    const mobile = (n: number) =>
      `091${String(stamp + n)
        .padStart(8, '0')
        .slice(-8)}`;
    const sender = await insertUser(database.db, { mobile: mobile(2 * i), name: `s${i}` });
    const receiver = await insertUser(database.db, { mobile: mobile(2 * i + 1), name: `r${i}` });
    pairs.push({
      sender: { id: sender.id, cookie: await cookieOf(sender.id) },
      receiver: { id: receiver.id, cookie: await cookieOf(receiver.id) },
    });
  }

  const load = fork(LOAD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  const answer = <T>() =>
    new Promise<T>((resolve, reject) => {
      load.once('message', (message) => resolve(message as T));
      load.once('error', reject);
      load.once('exit', (code) => reject(new Error(`the load stopped (exit ${code ?? 'signal'})`)));
    });
  const ready = answer<{ connected: number; connectSeconds: number }>();
  load.send({ base, pairs, rate, seconds });
  const { connected, connectSeconds } = await ready;
  print(machineLine());
  print(
    `chat bench: ${connected} connected clients (room streams, one TCP connection each, opened in ` +
      `${connectSeconds.toFixed(1)} s), ${rate} messages/s for ${seconds} s, database ${database.driver}; ` +
      `open files limit ${openFilesLimit()}; the load in a child process`,
  );

  const cpuBefore = process.cpuUsage();
  const done = answer<LoadResult>();
  load.send({ go: true });
  const result = await done;
  const cpu = process.cpuUsage(cpuBefore);
  const { sent, sendSeconds, latencies } = result;
  const failed = Object.values(result.failures).reduce((sum, n) => sum + n, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  print(`sent      ${sent} messages in ${sendSeconds.toFixed(1)} s: ${(sent / sendSeconds).toFixed(1)} messages/s`);
  const reasons = Object.entries(result.failures)
    .map(([reason, count]) => `${reason} × ${count}`)
    .join(', ');
  print(
    `delivered ${latencies.length} (lost ${result.lost}, failed to send ${failed}${reasons ? `: ${reasons}` : ''})`,
  );
  // The server's CPU is this process's over the sending and the last deliveries; the load's is the child's own.
  const serverMs = (cpu.user + cpu.system) / 1000;
  const perMessage = (ms: number) => (ms / Math.max(1, sent + failed)).toFixed(2);
  print(
    `CPU while sending: server ${perMessage(serverMs)} ms per message (${((serverMs / 1000 / sendSeconds) * 100).toFixed(0)} % ` +
      `of one core), load ${perMessage(result.loadCpuMs)} ms per message`,
  );
  print(`delivery latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
  print(
    `receivers that got every message sent to them: ${result.complete} of ${clients}; connections dropped ${result.dropped}`,
  );
  print(
    `after: load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  await app.close();
  await services.sharedStore.close();
  await database.close();
}

/** The server's open files limit (each stream is one file here and one in the load). */
function openFilesLimit(): string {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    return /Max open files\s+(\d+)/.exec(limits)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
