// npm test: typecheck, lint (ESLint + Prettier), unit, integration, build, two instances of the built product on
// PostgreSQL and Redis (scripts/two-instances.mjs), and browser journeys, then one summary
// line "N passed, N failed". `node scripts/test.mjs integration` (or unit, e2e, ...) runs only the named stages.
//
// On a 2-core machine most stages use one core, so stages that do not need each other run side by side (ADR 0006):
// typecheck, lint, the build and unit together; then integration, the two-instance test and the browser journeys
// together (they need only the build; the journeys wait on the browser and the server much of their time, which the
// integration tests fill: ADR 0067). A stage running beside others keeps its output and prints it whole when it ends.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { checkNode, ensureDependencies, root, writeIndexFiles } from './lib.mjs';

const STAGES = ['typecheck', 'lint', 'unit', 'integration', 'build', 'instances', 'e2e'];
/** Stages in steps: the stages of one step run at the same time; a step starts when the one before has passed. */
const STEPS = [
  ['typecheck', 'lint', 'build', 'unit'],
  ['integration', 'instances', 'e2e'],
];

const only = process.argv.slice(2);
for (const stage of only) {
  if (!STAGES.includes(stage)) {
    console.error(`Unknown stage "${stage}"; stages: ${STAGES.join(', ')}`);
    process.exit(2);
  }
}
const selected = only.length > 0 ? only : STAGES;
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The workspaces (of the root package.json's list) with a typecheck script. */
const TYPECHECKED = ['packages', 'apps']
  .flatMap((parent) => fs.readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`))
  .concat('e2e')
  .filter((workspace) => readJson(path.join(root, workspace, 'package.json'))?.scripts?.typecheck);

/**
 * Runs one command of a stage. Alone, its output goes straight to the terminal; beside other stages it is kept
 * and printed whole when the stage ends, so parallel stages do not interleave.
 */
function command(out, cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
    });
    if (out) {
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function vitestProject(out, project) {
  const file = path.join(resultsDir, `${project}.json`);
  fs.rmSync(file, { force: true });
  const code = await command(out, npx, [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) return `${project}: no test ran`;
  }
  return code === 0 ? undefined : `${project} tests failed`;
}

/** Each stage: resolves with undefined when it passed, else the reason it failed. */
const RUNNERS = {
  async typecheck(out) {
    // One tsc per workspace, all at once: each is single-threaded, and one after the other they were the longest
    // stage of the first step. Each keeps its output apart and adds it in order.
    const outputs = TYPECHECKED.map(() => []);
    const codes = await Promise.all(
      TYPECHECKED.map((workspace, i) => command(outputs[i], npm, ['run', 'typecheck', '-w', workspace])),
    );
    for (const chunks of outputs) (out ?? []).push(...chunks);
    if (!out) for (const chunks of outputs) process.stdout.write(Buffer.concat(chunks));
    const failed = TYPECHECKED.filter((_, i) => codes[i] !== 0);
    return failed.length === 0 ? undefined : `typecheck failed in ${failed.join(', ')}`;
  },
  async lint(out) {
    if ((await command(out, npx, ['eslint', '.', '--max-warnings=0'])) !== 0) return 'eslint failed';
    const prettier = await command(out, npx, ['prettier', '--check', '.', '--log-level=warn']);
    return prettier === 0 ? undefined : 'prettier failed';
  },
  unit: (out) => vitestProject(out, 'unit'),
  integration: (out) => vitestProject(out, 'integration'),
  async build(out) {
    const web = await command(out, npm, ['run', 'build', '-w', '@shahrbazar/web'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (web !== 0) return 'web build failed';
    const api = await command(out, npm, ['run', 'build', '-w', '@shahrbazar/api']);
    return api === 0 ? undefined : 'api build failed';
  },
  async instances(out) {
    // Needs the build, PostgreSQL and Redis: skipped loudly without them outside CI, a failure in CI.
    const file = path.join(resultsDir, 'instances.json');
    fs.rmSync(file, { force: true });
    const code = await command(out, process.execPath, [path.join(root, 'scripts/two-instances.mjs')]);
    const report = readJson(file);
    if (report) {
      totals.passed += report.passed;
      totals.failed += report.failed;
      totals.skipped += report.skipped;
      notes.push(...report.notes);
    }
    return code === 0 ? undefined : 'two-instance test failed';
  },
  async e2e(out) {
    const file = path.join(resultsDir, 'e2e.json');
    fs.rmSync(file, { force: true });
    const code = await command(out, process.execPath, [path.join(root, 'scripts/e2e.mjs')]);
    const report = readJson(file);
    if (report) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    } else if (code === 0) {
      notes.push('! browser tests were NOT run: no Chromium on this machine (CI installs it; see README).');
    }
    return code === 0 ? undefined : 'browser tests failed';
  },
};

/** Seconds each stage took, printed at the end: npm test must stay under 15 minutes on a 2-core machine. */
const timings = [];
const startedAll = Date.now();

function finish(code, reason) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  if (timings.length > 0) {
    const wall = Math.round((Date.now() - startedAll) / 1000);
    console.log(
      `\nstage times: ${timings.map(([stage, seconds]) => `${stage} ${seconds}s`).join(', ')}; wall ${wall}s`,
    );
  }
  for (const note of notes) console.log(note);
  if (reason) console.error(`✗ ${reason}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
}

checkNode();
await ensureDependencies();
await writeIndexFiles();

const title = (stage) => `━━ ${stage}${stage === 'integration' ? ` on ${database}` : ''} ━━`;

for (const step of STEPS) {
  const stages = step.filter((stage) => selected.includes(stage));
  if (stages.length === 0) continue;
  const together = stages.length > 1;
  if (together) console.log(`\n━━ ${stages.join(' + ')}, side by side ━━`);
  const results = await Promise.all(
    stages.map(async (stage) => {
      const out = together ? [] : undefined;
      if (!together) console.log(`\n${title(stage)}`);
      const started = Date.now();
      const failure = await RUNNERS[stage](out);
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push([stage, seconds]);
      if (out) {
        console.log(`\n${title(stage)} (${seconds}s)`);
        process.stdout.write(Buffer.concat(out));
      }
      return failure;
    }),
  );
  const failures = results.filter(Boolean);
  if (failures.length > 0) finish(1, failures.join('; '));
}
finish(totals.failed > 0 ? 1 : 0);
