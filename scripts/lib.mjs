// Helpers shared by scripts/start.mjs, build.mjs and test.mjs. Node built-ins only: these run before any
// dependency is installed.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Fails early with a clear message on a Node older than the project supports. */
export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Shahrbazar needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and exits the script when it fails. */
export async function must(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

export const npmRun = (label, args, options) => must(label, npm, args, options);

function hashFiles(files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}:${stat ? `${stat.size}:${stat.mtimeMs}` : '-'}\n`);
  }
  return hash.digest('hex');
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Installs dependencies when node_modules is missing or older than the lockfile (npm keeps its own copy of the
 * lockfile in node_modules/.package-lock.json and rewrites it at every install).
 */
export async function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = fs.statSync(path.join(root, 'node_modules', '.package-lock.json'), { throwIfNoEntry: false });
  const wanted = fs.statSync(lock, { throwIfNoEntry: false });
  if (installed && (!wanted || installed.mtimeMs >= wanted.mtimeMs)) return;
  console.log('» Installing dependencies…');
  await npmRun('npm install', wanted ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

const BUILD_INPUTS = [
  'packages/domain/src',
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'apps/api/src',
  'apps/api/drizzle',
];
const BUILD_CONFIGS = [
  'package-lock.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/api/build.mjs',
  'scripts/build.mjs',
];
const BUILD_OUTPUTS = ['apps/web/build/server/index.js', 'apps/api/dist/main.js', 'apps/api/dist/migrate.js'];
const BUILD_STAMP = path.join(root, 'apps', 'api', 'dist', '.build-stamp');

function buildHash() {
  const files = [
    ...BUILD_INPUTS.flatMap((dir) => listFiles(path.join(root, dir))),
    ...BUILD_CONFIGS.map((f) => path.join(root, f)),
  ];
  return hashFiles(files);
}

/** Builds the web and the API unless the outputs exist and no input changed since they were built. */
export async function ensureBuild() {
  await writeIndexFiles();
  const want = buildHash();
  const outputs = BUILD_OUTPUTS.every((f) => fs.existsSync(path.join(root, f)));
  if (outputs && fs.existsSync(BUILD_STAMP) && fs.readFileSync(BUILD_STAMP, 'utf8') === want) return;
  await buildAll();
  fs.writeFileSync(BUILD_STAMP, want);
}

/**
 * Writes the API's lists of verticals and tables from its folders (apps/api/scripts/index-files.mjs, ADR 0130) and the
 * web's list of its verticals' words (apps/web/scripts/index-files.mjs, ADR 0125), so a new vertical's folder is found
 * by the next start, build or test with no other edit.
 */
export async function writeIndexFiles() {
  const api = await import('../apps/api/scripts/index-files.mjs');
  for (const file of api.writeIndexFiles(path.join(root, 'apps/api/src'))) console.log(`» Wrote apps/api/src/${file}`);
  const web = await import('../apps/web/scripts/index-files.mjs');
  for (const file of web.writeIndexFiles(path.join(root, 'apps/web/app'))) console.log(`» Wrote apps/web/app/${file}`);
}

/** Production build of everything the server serves: the SSR web, then the API bundle. */
export async function buildAll() {
  console.log('» Building the web (React Router SSR) and the API…');
  await npmRun('web build', ['run', 'build', '-w', '@shahrbazar/web'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await npmRun('api build', ['run', 'build', '-w', '@shahrbazar/api']);
}
