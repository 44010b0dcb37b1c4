// npm run bench:chat [-- --clients 1000 --rate 200 --seconds 10]
// Serves the API on a free port (PGlite in memory, or the PostgreSQL of DATABASE_URL in a fresh schema-less database
// of its own), makes `clients` pairs of users, opens one room stream (server-sent events, ADR 0021) per pair's
// receiver, each its own TCP connection, then sends messages at `rate` per second spread over the senders for
// `seconds`, and measures each message's delivery latency: from the start of its POST to its `message` event on the
// receiver's stream. Prints the machine line, how many connections stayed open, messages per second sent and
// delivered, delivery p50/p99, how many receivers got every message sent to them, and any lost or failed message.
// Asserts nothing. The load (the senders and the 1 000 receivers) runs in the server's process: figures are upper
// bounds of what the server alone would show (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
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

/** Connections whose stream ended or failed after it was open. */
let dropped = 0;

/** One receiver's stream: calls `onMessage(text, at)` for each message event. */
function openStream(url: string, cookie: string, onMessage: (text: string, at: number) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', cookie }, agent: false });
    let open = false;
    let closing = false;
    request.once('error', (error) => (open ? undefined : reject(error)));
    request.once('close', () => {
      if (open && !closing) dropped++;
    });
    request.once('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready && block.includes('event: unread')) {
            ready = true;
            open = true;
            resolve(() => {
              closing = true;
              request.destroy();
            });
          }
          if (!block.includes('event: message')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onMessage((JSON.parse(data.slice(6)) as { text: string }).text, performance.now());
        }
      });
    });
  });
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

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  // Per receiver: the messages sent to them and those they got.
  const expected = new Array<number>(clients).fill(0);
  const got = new Array<number>(clients).fill(0);
  const closers: Array<() => void> = [];
  const connectStarted = performance.now();
  // A hundred connections at a time: a thousand SYNs at once would overflow the listen backlog (511), and the
  // kernel's retry a second later would be measured as the app's slowness.
  for (let from = 0; from < pairs.length; from += 100) {
    closers.push(
      ...(await Promise.all(
        pairs.slice(from, from + 100).map(({ sender, receiver }, offset) =>
          openStream(`${base}/api/v1/me/chats/${sender.id}/stream`, receiver.cookie, (text, at) => {
            got[from + offset]!++;
            const started = sentAt.get(text);
            if (started !== undefined) {
              latencies.push(at - started);
              sentAt.delete(text);
            }
          }),
        ),
      )),
    );
  }
  print(machineLine());
  print(
    `chat bench: ${closers.length} connected clients (room streams, one TCP connection each, opened in ` +
      `${((performance.now() - connectStarted) / 1000).toFixed(1)} s), ${rate} messages/s for ${seconds} s, ` +
      `database ${database.driver}; open files limit ${openFilesLimit()}`,
  );

  let sent = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const failedBy = (reason: string) => {
    failed++;
    failures.set(reason, (failures.get(reason) ?? 0) + 1);
  };
  const cpuBefore = process.cpuUsage();
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let n = 0; n < total; n++) {
    // Open loop: message n leaves at its planned time, whatever the ones before it are doing.
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[n % pairs.length]!;
    expected[n % pairs.length]!++;
    const text = `m${n}`;
    sentAt.set(text, performance.now());
    const request = post(`${base}/api/v1/me/chats/${pair.receiver.id}/messages`, pair.sender.cookie, { text })
      .then((status) => {
        if (status >= 200 && status < 300) sent++;
        else {
          failedBy(`HTTP ${status}`);
          sentAt.delete(text);
        }
      })
      .catch((error: unknown) => {
        failedBy((error as { code?: string }).code ?? String(error));
        sentAt.delete(text);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all([...inFlight]);
  const sendSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Wait for what is still on its way (at most 5 s).
  const deadline = performance.now() + 5000;
  while (sentAt.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  print(`sent      ${sent} messages in ${sendSeconds.toFixed(1)} s: ${(sent / sendSeconds).toFixed(1)} messages/s`);
  const reasons = [...failures].map(([reason, count]) => `${reason} × ${count}`).join(', ');
  print(
    `delivered ${latencies.length} (lost ${sentAt.size}, failed to send ${failed}${reasons ? `: ${reasons}` : ''})`,
  );
  print(
    `CPU of this process (server and load together) while sending: ${((cpu.user + cpu.system) / 1000 / Math.max(1, sent + failed)).toFixed(2)} ms per message, ` +
      `${(((cpu.user + cpu.system) / 1e6 / sendSeconds) * 100).toFixed(0)} % of one core`,
  );
  print(`delivery latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
  const complete = expected.filter((count, i) => got[i] === count).length;
  print(`receivers that got every message sent to them: ${complete} of ${clients}; connections dropped ${dropped}`);
  print(
    `after: load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  closers.forEach((close) => close());
  senders.destroy();
  await app.close();
  await services.sharedStore.close();
  await database.close();
}

/**
 * The senders' connections: a keep-alive pool of 64, as a load balancer would hold. Without a bound, a server that
 * falls behind makes the client open ever more connections until the listen backlog overflows and connects time out
 * (UND_ERR_CONNECT_TIMEOUT in the first runs), which measures the load generator rather than the chat.
 */
const senders = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON with a cookie over the senders' pool; answers the status. */
function post(url: string, cookie: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: senders,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/** The process's open files limit (each connection is one file; both ends are in this process). */
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
