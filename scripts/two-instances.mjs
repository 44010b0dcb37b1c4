// Two instances, one database: starts two processes of the BUILT product (apps/api/dist/main.js; nothing is built
// here) on one fresh PostgreSQL database and one Redis, behind a tiny round-robin proxy, and checks what a load
// balancer's users would notice: signed in on A and recognised on B, one rate limit over both, a wallet paid on A
// seen on B, and the site still answering through the proxy when A is killed. B then shuts down gracefully. With
// nginx installed, deploy/nginx.conf is tested in front of the same instances too.
//
// `node scripts/test.mjs instances` runs it (after the build stage of `npm test`). PostgreSQL: TWO_INSTANCES_PG_URL,
// else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a database of its own is created and
// dropped); Redis: REDIS_URL, else redis://127.0.0.1:6379. When either is missing, CI fails and elsewhere the test
// is skipped loudly. Results: test-results/instances.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const CI = Boolean(process.env.CI);
const PG_URL =
  process.env.TWO_INSTANCES_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const resultsFile = path.join(root, 'test-results', 'instances.json');
const results = { passed: 0, failed: 0, skipped: 0, notes: [] };

function save() {
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2));
}

/** Not reachable: a failure in CI, a loud skip elsewhere. */
function unavailable(what) {
  if (CI) {
    console.error(`✗ ${what}, and CI is set: the two-instance test must run in CI (.ci/run starts both).`);
    results.failed += 1;
    save();
    process.exit(1);
  }
  const note = `! two-instance test was NOT run: ${what} (CI runs it).`;
  console.warn(`\n!!! ${note}\n`);
  results.skipped += 1;
  results.notes.push(note);
  save();
  process.exit(0);
}

for (const built of ['apps/api/dist/main.js', 'apps/api/dist/image-worker.js', 'apps/web/build/server/index.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`✗ ${built} is missing: run \`npm run build\` first`);
    results.failed += 1;
    save();
    process.exit(1);
  }
}

const { default: pg } = await import('pg');
const { Redis } = await import('ioredis');

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

try {
  await admin('select 1');
} catch (error) {
  unavailable(`no PostgreSQL at ${PG_URL} (${error.message})`);
}
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
redis.on('error', () => {});
try {
  await redis.connect();
  await redis.ping();
} catch (error) {
  redis.disconnect();
  unavailable(`no Redis at ${REDIS_URL} (${error.message})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// One database, one Redis prefix and one secret for both instances (a one-time code sent by A is checked by B).
const tag = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dbName = `shahrbazar_two_${tag}`;
const dbUrl = new URL(PG_URL);
dbUrl.pathname = `/${dbName}`;
const prefix = `shahrbazar-two:${tag}:`;
const secret = randomBytes(32).toString('hex');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-two-'));
// The proxy listens from the start (its address is the instances' PUBLIC_URL); it learns the instances later.
const upstreams = [];
const proxy = await startProxy(upstreams);
const publicUrl = `http://127.0.0.1:${proxy.server.address().port}`;
await admin(`CREATE DATABASE "${dbName}"`);

/** Starts one instance of the built product and waits until it is ready. */
async function startInstance(name) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: prefix,
      APP_SECRET: secret,
      DATA_DIR: path.join(tmp, name),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const done = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250, undefined))]);
    if (done) throw new Error(`instance ${name} exited while starting: ${JSON.stringify(done)}`);
    const ready = await fetch(`${url}/api/v1/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`instance ${name} was not ready in 2 minutes`);
  }
  return { name, url, port, child, exited };
}

/**
 * The load balancer: round-robin over the instances; a request whose instance refuses the connection goes to the
 * next one (what nginx's proxy_next_upstream does for a dead upstream).
 */
function startProxy(upstreams) {
  let next = 0;
  const served = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries) => {
        const upstream = upstreams[next++ % upstreams.length];
        const forward = http.request(
          { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            served.set(upstream.name, (served.get(upstream.name) ?? 0) + 1);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => {
          if (tries + 1 < upstreams.length) attempt(tries + 1);
          else if (!res.headersSent) res.writeHead(502).end();
        });
        forward.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, served })));
}

/** nginx on PATH, if any: deploy/nginx.conf is then tested in front of the same two instances. */
function findNginx() {
  for (const dir of ['/usr/sbin', '/usr/local/sbin', '/usr/bin', ...(process.env.PATH ?? '').split(':')]) {
    const candidate = path.join(dir, 'nginx');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Starts nginx with deploy/nginx.conf, its upstreams and port swapped for the local ones. */
async function startNginx(binary, upstreams) {
  const port = await freePort();
  const dir = path.join(tmp, 'nginx');
  fs.mkdirSync(dir, { recursive: true });
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = upstreams.map((u) => `server 127.0.0.1:${u.port} max_fails=1 fail_timeout=10s;`).join('\n    ');
  conf = conf
    .replace(/server app-1:3000[^\n]*\n\s*server app-2:3000[^\n]*/, servers)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replace('access_log /dev/stdout;', 'access_log off;')
    // The dead instance's refused connections are expected here.
    // nginx's special 'stderr' writes to its inherited descriptor: opening /dev/stderr fails when that is a pipe
    // or socket of the test runner (ENXIO).
    .replace('error_log /dev/stderr warn;', 'error_log stderr crit;')
    .replace('http {', `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`);
  if (!conf.includes(`127.0.0.1:${upstreams[0].port}`))
    throw new Error('deploy/nginx.conf: upstream servers not found');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/nginx-health`).catch(() => undefined))?.status === 200) return { child, exited, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('nginx did not start');
}

const instances = [];
let nginx;
// Whatever happens to this script, the processes it started do not outlive it.
process.on('exit', () => {
  for (const child of [...instances.map((instance) => instance.child), nginx?.child]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

async function cleanUp() {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  proxy.server.close();
  if (nginx && nginx.child.exitCode === null) nginx.child.kill('SIGQUIT');
  await Promise.all([...instances.map((instance) => instance.exited), nginx?.exited]);
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((error) => console.error(error));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  fs.rmSync(tmp, { recursive: true, force: true });
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs one step; a failed step fails the run but the others still report. */
async function step(title, body) {
  const started = Date.now();
  try {
    await body();
    results.passed += 1;
    console.log(`  ✓ ${title} (${Date.now() - started} ms)`);
  } catch (error) {
    results.failed += 1;
    console.error(`  ✗ ${title}\n    ${error instanceof Error ? error.message : error}`);
  }
}

console.log(`\ntwo instances of the built product on PostgreSQL (${dbName}) and Redis (${REDIS_URL})`);
let a;
let b;
try {
  // Both start at once on the empty database: they take turns to migrate and seed (withStartupLock).
  const started = await Promise.allSettled([startInstance('A'), startInstance('B')]);
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  [a, b] = instances;
  upstreams.push(a, b);
} catch (error) {
  console.error(`✗ could not start the instances: ${error.message}`);
  results.failed += 1;
  await cleanUp();
  save();
  process.exit(1);
}

const mobile = `0936${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
let cookie = '';

await step('signs in on A with a one-time code and is recognised on B', async () => {
  const sent = await fetch(`${a.url}/api/v1/auth/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  check(sent.status === 200, `otp request on A: ${sent.status} ${await sent.text()}`);
  const outbox = await json(await fetch(`${a.url}/api/v1/dev/sms?to=${mobile}`));
  const code = outbox.items?.[0]?.text.match(/\d{6}/)?.[0];
  check(code, `no code in A's outbox: ${JSON.stringify(outbox)}`);
  const login = await fetch(`${a.url}/api/v1/auth/login/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, code, panel: 'general' }),
  });
  check(login.status === 200, `otp login on A: ${login.status} ${await login.text()}`);
  const token = login.headers.getSetCookie().find((c) => c.startsWith('token='));
  check(token, 'no session cookie from A');
  cookie = token.split(';')[0];
  const me = await fetch(`${b.url}/api/v1/auth/me`, { headers: { cookie } });
  const body = await json(me);
  check(me.status === 200, `B does not know the session: ${me.status} ${JSON.stringify(body)}`);
  check(body.user?.mobile === mobile, `B answers another user: ${JSON.stringify(body.user)}`);
});

await step(
  'keeps one rate limit over both: 30 captchas a minute from one address in all, then 429 on A and B',
  async () => {
    const statuses = [];
    for (let i = 0; i < 32; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await fetch(`${instance.url}/api/v1/auth/captcha`)).status);
    }
    check(
      statuses.slice(0, 30).every((status) => status === 200),
      `the first 30 were not all allowed: ${statuses.join(' ')}`,
    );
    check(statuses[30] === 429 && statuses[31] === 429, `A and B let through more than 30: ${statuses.join(' ')}`);
  },
);

await step('charges the wallet on A through the sandbox bank (paid on B) and sees the balance on B', async () => {
  const before = await json(await fetch(`${b.url}/api/v1/me/wallet`, { headers: { cookie } }));
  check(typeof before.balance === 'number', `no balance on B: ${JSON.stringify(before)}`);
  const headers = { cookie, 'content-type': 'application/json' };
  const created = await fetch(`${a.url}/api/v1/me/payments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 2, amount: 75_000 }),
  });
  const payment = await json(created);
  check(created.status === 201, `payment on A: ${created.status} ${JSON.stringify(payment)}`);
  const started = await fetch(`${a.url}/api/v1/me/payments/${payment.id}/pay`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ method: 'online' }),
  });
  const { redirectUrl } = await json(started);
  check(started.status === 200 && redirectUrl, `pay online on A: ${started.status}`);
  // The payer's browser reaches the sandbox bank page on the other instance.
  const authority = redirectUrl.split('/').pop();
  const chosen = await fetch(`${b.url}/api/v1/sandbox-bank/${authority}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'pay' }),
  });
  const { redirect } = await json(chosen);
  check(chosen.status === 200 && redirect, `B's sandbox bank does not know A's payment: ${chosen.status}`);
  const target = new URL(redirect);
  const back = await fetch(`${a.url}${target.pathname}${target.search}`, { redirect: 'manual' });
  check(back.status === 303, `callback on A: ${back.status}`);
  const after = await json(await fetch(`${b.url}/api/v1/me/wallet`, { headers: { cookie } }));
  check(after.balance === before.balance + 75_000, `B's balance ${after.balance}, expected ${before.balance + 75_000}`);
});

await step('spreads requests over both instances through the proxy', async () => {
  for (let i = 0; i < 6; i++) {
    const me = await fetch(`${publicUrl}/api/v1/auth/me`, { headers: { cookie } });
    check(me.status === 200, `through the proxy: ${me.status}`);
  }
  check((proxy.served.get('A') ?? 0) >= 3 && (proxy.served.get('B') ?? 0) >= 3, 'the proxy did not use both');
});

const nginxBinary = findNginx();
if (!nginxBinary) {
  const note = '! deploy/nginx.conf was NOT tested: no nginx on this machine (apt-get install -y nginx-light).';
  console.warn(`  ${note}`);
  results.notes.push(note);
} else {
  await step('serves both instances through nginx with deploy/nginx.conf (site, API, request id)', async () => {
    nginx = await startNginx(nginxBinary, [a, b]);
    for (let i = 0; i < 4; i++) {
      const me = await fetch(`${nginx.url}/api/v1/auth/me`, { headers: { cookie } });
      check(me.status === 200, `through nginx: ${me.status}`);
      check(/^[0-9a-f]{32}$/.test(me.headers.get('x-request-id') ?? ''), 'nginx request id not passed on');
    }
    const page = await fetch(`${nginx.url}/`);
    check(page.status === 200 && (await page.text()).includes('<html'), `home page through nginx: ${page.status}`);
  });
}

await step('keeps working through the proxy when A is killed (kill -9)', async () => {
  a.child.kill('SIGKILL');
  await a.exited;
  for (let i = 0; i < 6; i++) {
    const me = await fetch(`${publicUrl}/api/v1/auth/me`, { headers: { cookie } });
    check(me.status === 200, `after A died, request ${i + 1} answered ${me.status}`);
  }
  const wallet = await json(await fetch(`${publicUrl}/api/v1/me/wallet`, { headers: { cookie } }));
  check(wallet.balance >= 75_000, `the wallet through the proxy: ${JSON.stringify(wallet)}`);
  const page = await fetch(`${publicUrl}/`);
  check(page.status === 200, `the home page after A died: ${page.status}`);
});

if (nginx) {
  await step('nginx hands the killed instance’s requests to the other one', async () => {
    for (let i = 0; i < 6; i++) {
      const me = await fetch(`${nginx.url}/api/v1/auth/me`, { headers: { cookie } });
      check(me.status === 200, `through nginx after A died, request ${i + 1}: ${me.status}`);
    }
    const created = await fetch(`${nginx.url}/api/v1/me/payments`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 2, amount: 20_000 }),
    });
    check(created.status === 201, `a POST through nginx after A died: ${created.status} ${await created.text()}`);
  });
}

await step('shuts B down gracefully on SIGTERM (exit 0)', async () => {
  b.child.kill('SIGTERM');
  const { code } = await b.exited;
  check(code === 0, `B exited with ${code}`);
});

await cleanUp();
save();
console.log(`\ntwo instances: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
