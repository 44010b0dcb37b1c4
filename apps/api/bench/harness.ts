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

/**
 * The machine and the conditions of a run: its load now (other work on it makes requests/s noisy; CPU per request much
 * less so) and its speed (referenceWork, to compare figures printed on two machines). The npm scripts run the benches with NODE_ENV=production, as `npm start`
 * runs the product: without it React renders with its development checks (~25 % more CPU for a page rendered anew).
 */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return (
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ` +
    `node ${process.version} (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}); load average ${load}; ` +
    `reference work ${referenceMs().toFixed(2)} ms; fresh memory ${freshMemoryMicros().toFixed(1)} µs a page`
  );
}

/**
 * What the machine charges for memory a process touches for the first time: µs for each 4 KB page of a new 64 MB
 * buffer written once a page, the median of three. A browser starting a page maps fresh memory all the time (a new
 * renderer's heaps, a document, its scripts), so on a machine where this is slow its main thread is slow too while
 * the reference work, which reuses a warm heap, is not. A fault and clearing 4 KB take well under a microsecond on
 * ordinary hardware; 12-13 µs on session 52's machine (ADR 0143).
 */
export function freshMemoryMicros(): number {
  const bytes = 64 * 2 ** 20;
  const pages = bytes / 4096;
  const figures = Array.from({ length: 3 }, () => {
    const started = process.hrtime.bigint();
    const buffer = new Uint8Array(new ArrayBuffer(bytes));
    for (let offset = 0; offset < bytes; offset += 4096) buffer[offset] = 1;
    const micros = Number(process.hrtime.bigint() - started) / 1000 / pages;
    if (buffer[bytes - 4096] !== 1) throw new Error('the fresh memory was not written');
    return micros;
  }).sort((a, b) => a - b);
  return figures[1]!;
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

/**
 * The machine's speed now: the CPU ms of one fixed piece of work shaped like a page's render (a tree of ~600
 * elements made as objects and written as escaped HTML, ~30 KB of JSON written and read back). On a shared machine
 * the same page costs up to 1.5x more CPU in one minute than in the next (other work on the same host slows every
 * instruction); a page's CPU beside this figure, taken at the same time, moves much less (ADR 0142).
 */
export function referenceWork(): number {
  const started = process.cpuUsage();
  let sink = 0;
  for (let round = 0; round < 4; round++) {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: i + round,
      title: `آگهی شماره ${i} <${round}> & "ویژه"`,
      price: (i * 1_250_000 + round).toLocaleString('en-US'),
      tags: [`tag-${i % 7}`, `city-${i % 3}`, 'نو'],
      image: { src: `/media/${i}/large.webp`, width: 640, height: 480 },
    }));
    const tree = rows.map((row) =>
      element('article', { class: 'card', 'data-id': String(row.id) }, [
        element('a', { href: `/ads/${row.id}` }, [row.title]),
        element('img', { src: row.image.src, alt: row.title, width: '640' }, []),
        element('p', { class: 'price' }, [row.price, ' تومان']),
        element(
          'ul',
          {},
          row.tags.map((tag) => element('li', { class: 'chip' }, [tag])),
        ),
      ]),
    );
    const html = tree.map(writeNode).join('');
    const json = JSON.stringify({ rows, html: html.slice(0, 2000) });
    sink += (JSON.parse(json) as { rows: unknown[] }).rows.length + html.length;
  }
  if (sink === 0) throw new Error('the reference work did nothing');
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

interface ReferenceNode {
  tag: string;
  attributes: Record<string, string>;
  children: Array<ReferenceNode | string>;
}

const element = (
  tag: string,
  attributes: Record<string, string>,
  children: Array<ReferenceNode | string>,
): ReferenceNode => ({ tag, attributes, children });

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPED[c] ?? c);

function writeNode(node: ReferenceNode | string): string {
  if (typeof node === 'string') return escapeText(node);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeText(value)}"`)
    .join('');
  return `<${node.tag}${attributes}>${node.children.map(writeNode).join('')}</${node.tag}>`;
}

let referenceWarm = false;

/** referenceWork's median of `runs` (one run is ~2 ms: a collection of the heap in it would move it). */
export function referenceMs(runs = 15): number {
  if (!referenceWarm) {
    for (let i = 0; i < 30; i++) referenceWork();
    referenceWarm = true;
  }
  const figures = Array.from({ length: runs }, referenceWork).sort((a, b) => a - b);
  return figures[Math.floor(runs / 2)] ?? 0;
}

/**
 * A page's CPU at the machine's quickest speed seen in a run: each figure is taken with referenceMs beside it (before
 * and after), divided by it, and multiplied by the lowest reference seen in the whole run. On these shared machines
 * the reference itself went from 1.7 to 3.1 ms within minutes, and a page's CPU with it (ADR 0142).
 */
export class SpeedGauge {
  #quickest = Number.POSITIVE_INFINITY;

  /** The reference now (also remembered as the run's quickest when it is). */
  reference(): number {
    const now = referenceMs();
    this.#quickest = Math.min(this.#quickest, now);
    return now;
  }

  /** `cpuMs` measured between two references, in reference units (the page's CPU over the reference's). */
  units(cpuMs: number, before: number, after: number): number {
    return cpuMs / ((before + after) / 2);
  }

  /** Reference units as ms at the run's quickest reference. */
  atQuickest(units: number): number {
    return units * this.#quickest;
  }

  get quickest(): number {
    return this.#quickest;
  }
}
