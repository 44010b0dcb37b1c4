// What the benchmarks share: a load generator in a child process (so process.cpuUsage() here is the server's CPU
// alone), the machine line, and the floor server (a bare Fastify route answering fixed bytes with the app's
// compression). Prints figures; asserts nothing.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { registerCompression } from '../src/http/compression.ts';

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-client.mjs');

/** What a browser sends: compressed answers. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'shahrbazar-bench' };

export interface Result {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU of this process (the server) per request, ms: user + system. */
  cpuMs: number;
  /** Bytes of the last answer as sent (compressed when the server compressed it). */
  bytes: number;
}

interface ClientAnswer {
  latencies: number[];
  errors: number;
  elapsed: number;
  bytes: number;
}

/** Sends `paths` round-robin from `concurrency` clients in a child process for `seconds`, after a warm-up. */
export async function measure(
  name: string,
  base: string,
  paths: string[],
  options: { seconds: number; concurrency: number; headers?: Record<string, string> },
): Promise<Result> {
  const child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
    });
  child.send({ base, paths, ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });
  await next();
  const cpuBefore = process.cpuUsage();
  child.send({ go: true });
  const answer = (await next()) as ClientAnswer;
  const cpu = process.cpuUsage(cpuBefore);
  const latencies = answer.latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const requests = latencies.length;
  return {
    name,
    requests,
    errors: answer.errors,
    rps: requests / answer.elapsed,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, requests),
    bytes: answer.bytes,
  };
}

/** The machine and its load now (other work on it makes requests/s noisy; CPU per request much less so). */
/**
 * The machine and the conditions of a run. The npm scripts run the benches with NODE_ENV=production, as `npm start`
 * runs the product: without it React renders with its development checks (~25 % more CPU for a page rendered anew).
 */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return (
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ` +
    `node ${process.version} (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}); load average ${load}`
  );
}

/**
 * The floor: a bare Fastify route in this process answering `body` with the app's compression options. What the
 * app can at best do for the same bytes; each scenario is printed as a percentage of it.
 */
export async function startFloor(body: string, contentType: string) {
  const floor = Fastify({ logger: false });
  await registerCompression(floor);
  floor.get('/floor', async (_request, reply) => reply.type(contentType).send(body));
  const address = await floor.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => floor.close() };
}

/** A markdown table of results, with each one's share of the floor's requests/s when a floor is given. */
export function table(results: Result[], floor?: Result): string[] {
  const lines = [
    '| scenario | requests/s | p50 ms | p99 ms | CPU ms/request | bytes sent | % of floor | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const share = floor ? `${((100 * r.rps) / floor.rps).toFixed(0)} %` : '';
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ` +
        `${r.bytes} | ${share} | ${r.errors} |`,
    );
  }
  return lines;
}

/** `count` paths drawn from `pick` (random scenarios are the same list for every run of the client). */
export const pathsOf = (pick: () => string, count = 2000): string[] => Array.from({ length: count }, pick);
