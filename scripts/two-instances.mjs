// Two instances of the release, as the production image runs them: scripts/image-layout.mjs assembles what the
// Dockerfile's stages assemble (production dependencies only, the build output, the migrations, a read-only code
// folder, a data folder per instance, `nobody` in place of the image's user when this runs as root). Then, on one
// fresh PostgreSQL database and one Redis: an instance refuses the empty database (migrations behind), `npm run
// migrate` runs once, and two instances start with APP_ENV=production and the answer cache on, behind a tiny
// round-robin proxy and deploy/nginx.conf. The checks are what a load balancer's users would notice: signed in on A
// (the code comes by SMS, a local fake of Kavenegar) and recognised on B, one rate limit over both, a wallet paid on
// A seen on B, a write on A dropping B's kept answers, the site still answering when A is killed; B then shuts down
// gracefully and the code folder is as it was (ADR 0090).
//
// `node scripts/test.mjs instances` runs it (after the build stage of `npm test`). PostgreSQL: TWO_INSTANCES_PG_URL,
// else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a database of its own is created and
// dropped); Redis: REDIS_URL, else redis://127.0.0.1:6379; nginx from PATH or /usr/sbin. When one is missing, CI
// fails and elsewhere the test is skipped loudly (without nginx: only deploy/nginx.conf's checks). Results:
// test-results/instances.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assembleImage, manifest, removeLayout } from './image-layout.mjs';
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

for (const built of [
  'apps/api/dist/main.js',
  'apps/api/dist/image-worker.js',
  'apps/api/dist/migrate.js',
  'apps/web/build/server/index.js',
]) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`✗ ${built} is missing: run \`npm run build\` first`);
    results.failed += 1;
    save();
    process.exit(1);
  }
}

const { default: pg } = await import('pg');
const { Redis } = await import('ioredis');

/** A statement on the instances' database. */
async function inDatabase(sql) {
  const client = new pg.Client({ connectionString: dbUrl.toString(), connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

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
// The image's user (nobody) reaches its folders through this one.
fs.chmodSync(tmp, 0o755);
// The proxy listens from the start (its address is the instances' PUBLIC_URL); it learns the instances later.
const upstreams = [];
const proxy = await startProxy(upstreams);
const publicUrl = `http://127.0.0.1:${proxy.server.address().port}`;
const sms = await startFakeKavenegar();
await admin(`CREATE DATABASE "${dbName}"`);

/** What a container of the image is given: the image's environment, and what compose would set (deploy/). */
function containerEnv(extra) {
  return { PATH: process.env.PATH, HOME: image.home, ...image.env, ...extra };
}

/** The image's user in place: nobody when this runs as root. */
const asUser = () => (image.user.unprivileged ? {} : { uid: image.user.uid, gid: image.user.gid });

/**
 * The instances' settings: production, as deploy/compose.yaml's, except what only a real provider or MinIO could
 * answer: the sandbox bank (the checks pay through it), SMS to the local fake of Kavenegar, files in the data
 * folder. The answer cache is on for 300 s rather than 5 so that a kept answer is told from a fresh one without
 * racing the clock.
 */
const instanceEnv = {
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL,
  REDIS_PREFIX: prefix,
  APP_SECRET: secret,
  TRUST_PROXY: '1',
  SEED_DEMO: 'false',
  SHUTDOWN_TIMEOUT_MS: '15000',
  LOG_LEVEL: 'warn',
  PAYMENT_GATEWAY: 'sandbox',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  SMS_DRIVER: 'kavenegar',
  KAVENEGAR_API_KEY: 'two-instances',
  KAVENEGAR_BASE_URL: sms.url,
  ANSWER_CACHE_SECONDS: '300',
};

/** Runs the image's CMD as one instance would (its own data volume and port); its output is kept in `output`. */
async function spawnInstance(name, port) {
  const { env: volumeEnv } = image.volume(name);
  const { file, args, cwd } = image.command(image.cmd);
  const child = spawn(file, args, {
    cwd,
    ...asUser(),
    env: containerEnv({ ...instanceEnv, ...volumeEnv, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = { name, port, child, output: '' };
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      instance.output += chunk;
      process.stdout.write(chunk);
    });
  }
  instance.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return instance;
}

/** Starts one instance of the release and waits until it is ready. */
async function startInstance(name) {
  const port = await freePort();
  const instance = await spawnInstance(name, port);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const done = await Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 250, undefined))]);
    if (done) throw new Error(`instance ${name} exited while starting: ${JSON.stringify(done)}`);
    const ready = await fetch(`${url}/api/v1/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`instance ${name} was not ready in 2 minutes`);
  }
  return { ...instance, url };
}

/** Runs a command of the image (npm run migrate, the HEALTHCHECK) as its user; answers its exit code and output. */
function runInImage(argv, env) {
  const { file, args, cwd } = image.command(argv);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, ...asUser(), env: containerEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Kavenegar as the instances call it (POST /v1/{key}/sms/send.json, a form), answering as Kavenegar does: what a
 * production instance sends is kept for the checks to read.
 */
function startFakeKavenegar() {
  const messages = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (req.method === 'POST' && /^\/v1\/[^/]+\/sms\/send\.json$/.test(req.url ?? '')) {
        messages.push({ to: form.get('receptor'), text: form.get('message') ?? '' });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [] }));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ return: { status: 404, message: 'not found' }, entries: [] }));
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, messages, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
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
  sms.server.close();
  removeLayout(tmp);
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

console.log('\nthe production image, assembled from the Dockerfile without Docker (scripts/image-layout.mjs)');
const assembling = Date.now();
let image;
try {
  image = await assembleImage({ dir: path.join(tmp, 'image'), log: (line) => console.log(line) });
} catch (error) {
  console.error(`✗ could not assemble the image: ${error.message}`);
  results.failed += 1;
  await cleanUp();
  save();
  process.exit(1);
}
const codeDir = image.hostPath(image.workdir);
const codeBefore = manifest(codeDir);
console.log(
  `  ${image.workdir} (read-only) in ${Math.round((Date.now() - assembling) / 1000)} s; ` +
    `runs as ${image.user.name} for the image's ${image.user.image}; ${image.notes.join('; ') || 'as the image does'}`,
);

console.log(`\ntwo instances of the release on PostgreSQL (${dbName}) and Redis (${REDIS_URL})`);

await step(
  'an instance of the release refuses the empty database: its migrations are behind (exit 1, one line)',
  async () => {
    const early = await spawnInstance('early', await freePort());
    const timer = setTimeout(() => early.child.kill('SIGKILL'), 60_000);
    const { code } = await early.exited;
    clearTimeout(timer);
    check(code === 1, `it exited with ${code}`);
    const line = early.output.split('\n').find((text) => text.includes('Refusing to start'));
    check(line?.includes('npm run migrate'), `no clear line: ${early.output.slice(0, 500)}`);
    check(JSON.parse(line).level === 60, 'not logged as fatal');
  },
);

await step("`npm run migrate` applies every migration once, as the image's user", async () => {
  const { code, output } = await runInImage(['npm', 'run', 'migrate'], { DATABASE_URL: dbUrl.toString() });
  check(code === 0, `exit ${code}: ${output.slice(-1000)}`);
  check(/migrations: applied \d+/.test(output), `nothing applied: ${output.slice(-500)}`);
  const again = await runInImage(['npm', 'run', 'migrate'], { DATABASE_URL: dbUrl.toString() });
  check(again.code === 0 && again.output.includes('up to date'), `a second run: ${again.output.slice(-500)}`);
});

let a;
let b;
try {
  // Both start at once on the migrated database: they take turns to seed (withStartupLock), and migrate nothing.
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

await step('runs as the image’s user from a code folder it cannot write', async () => {
  for (const instance of [a, b]) {
    const status = fs.readFileSync(`/proc/${instance.child.pid}/status`, 'utf8');
    const [uid] = /^Uid:\s+(\d+)/m.exec(status).slice(1).map(Number);
    check(uid === image.user.uid, `${instance.name} runs as uid ${uid}, not ${image.user.name}`);
    if (!image.user.unprivileged) {
      check(/^Groups:\s*$/m.test(status), `${instance.name} kept root's groups: ${/^Groups:.*$/m.exec(status)}`);
    }
  }
  const write = await runInImage(
    ['node', '-e', `require('node:fs').writeFileSync(${JSON.stringify(path.join(codeDir, 'apps/api/dist/x.js'))}, '')`],
    {},
  );
  check(
    write.code !== 0 && /EACCES|EPERM/.test(write.output),
    `the image's user could write its code: ${write.output}`,
  );
});

await step('the image’s HEALTHCHECK passes on each instance', async () => {
  for (const instance of [a, b]) {
    const { code, output } = await runInImage(image.healthcheck, { PORT: String(instance.port) });
    check(code === 0, `${instance.name}: exit ${code} ${output}`);
  }
});

await step('signs in on A with a one-time code and is recognised on B', async () => {
  const sent = await fetch(`${a.url}/api/v1/auth/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  check(sent.status === 200, `otp request on A: ${sent.status} ${await sent.text()}`);
  const message = sms.messages.find((m) => m.to === mobile);
  const code = message?.text.match(/\d{6}/)?.[0];
  check(code, `no code reached Kavenegar: ${JSON.stringify(sms.messages)}`);
  // Production keeps no development outbox.
  const outbox = await fetch(`${a.url}/api/v1/dev/sms?to=${mobile}`);
  check(outbox.status === 404, `the development outbox answers in production: ${outbox.status}`);
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

await step(
  'keeps anonymous answers (the answer cache is on) and drops them on B when a signed-in write lands on A',
  async () => {
    const title = async () => (await json(await fetch(`${b.url}/api/v1/app/initial-data`))).siteSettings?.appTitle;
    const before = await title();
    check(typeof before === 'string', "no site title in the initial data's settings");
    // The answer cache's own mark (off, it sends none): kept for shared caches as long as here.
    const kept = (await fetch(`${b.url}/api/v1/app/initial-data`)).headers.get('cache-control');
    check(kept?.includes('s-maxage=300'), `not an answer the answer cache keeps: cache-control ${kept}`);
    // Changed behind the instances' back (not a request): B keeps answering what it kept.
    await inDatabase(
      `update options set content = 'بازار دو نمونه' where "group" = 'siteSetting' and name = 'appTitle'`,
    );
    check((await title()) === before, 'B did not keep its answer: the answer cache is off');
    const write = await fetch(`${a.url}/api/v1/me/payments`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 2, amount: 10_000 }),
    });
    check(write.status === 201, `a write on A: ${write.status}`);
    // A tells B over Redis; B's next answer after the message is fresh.
    const deadline = Date.now() + 10_000;
    while ((await title()) !== 'بازار دو نمونه') {
      check(Date.now() < deadline, 'B still answers its kept copy 10 s after a write on A');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await inDatabase(
      `update options set content = '${before.replaceAll("'", "''")}' where "group" = 'siteSetting' and name = 'appTitle'`,
    );
  },
);

await step('spreads requests over both instances through the proxy', async () => {
  for (let i = 0; i < 6; i++) {
    const me = await fetch(`${publicUrl}/api/v1/auth/me`, { headers: { cookie } });
    check(me.status === 200, `through the proxy: ${me.status}`);
  }
  check((proxy.served.get('A') ?? 0) >= 3 && (proxy.served.get('B') ?? 0) >= 3, 'the proxy did not use both');
});

const nginxBinary = findNginx();
if (!nginxBinary && CI) {
  console.error('  ✗ no nginx, and CI is set: deploy/nginx.conf must be tested in CI (.ci/run installs nginx-light)');
  results.failed += 1;
} else if (!nginxBinary) {
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
  const health = await runInImage(image.healthcheck, { PORT: String(a.port) });
  check(health.code !== 0, 'the HEALTHCHECK still passes on the killed instance');
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

await step(`shuts B down gracefully on the image's STOPSIGNAL (${image.stopSignal}, exit 0)`, async () => {
  b.child.kill(image.stopSignal);
  const { code } = await b.exited;
  check(code === 0, `B exited with ${code}`);
});

await step('leaves the code folder as it was: nothing added, changed or removed', async () => {
  const after = manifest(codeDir);
  const [was, is] = [new Set(codeBefore), new Set(after)];
  const changed = [...after.filter((entry) => !was.has(entry)), ...codeBefore.filter((entry) => !is.has(entry))];
  check(changed.length === 0, `changed: ${changed.slice(0, 5).join(', ')}`);
});

await cleanUp();
save();
console.log(`\ntwo instances: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
