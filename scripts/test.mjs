// npm test: typecheck, lint (ESLint + Prettier), unit, integration, build, two instances of the built product on
// PostgreSQL and Redis (scripts/two-instances.mjs), and browser journeys, then one summary
// line "N passed, N failed". `node scripts/test.mjs integration` (or unit, e2e, ...) runs only the named stages.
import fs from 'node:fs';
import path from 'node:path';
import { buildAll, checkNode, ensureDependencies, must, npmRun, root, run } from './lib.mjs';

const STAGES = ['typecheck', 'lint', 'unit', 'integration', 'build', 'instances', 'e2e'];
const only = process.argv.slice(2);
for (const stage of only) {
  if (!STAGES.includes(stage)) {
    console.error(`Unknown stage "${stage}"; stages: ${STAGES.join(', ')}`);
    process.exit(2);
  }
}
const stages = only.length > 0 ? only : STAGES;
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

async function vitestProject(project) {
  const out = path.join(resultsDir, `${project}.json`);
  fs.rmSync(out, { force: true });
  const code = await run(npx, [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) {
      console.error(`✗ ${project}: no test ran`);
      process.exit(1);
    }
  }
  if (code !== 0) finish(code, `${project} tests failed`);
}

/** Seconds each stage took, printed at the end: npm test must stay under 15 minutes on a 2-core machine. */
const timings = [];

function finish(code, reason) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  if (timings.length > 0) {
    const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
    console.log(
      `\nstage times: ${timings.map(([stage, seconds]) => `${stage} ${seconds}s`).join(', ')}; total ${total}s`,
    );
  }
  for (const note of notes) console.log(note);
  if (reason) console.error(`✗ ${reason}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
}

checkNode();
await ensureDependencies();
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

for (const stage of stages) {
  console.log(`\n━━ ${stage}${stage === 'integration' ? ` on ${database}` : ''} ━━`);
  const started = Date.now();
  if (stage === 'typecheck') await npmRun('typecheck', ['run', 'typecheck', '--workspaces', '--if-present']);
  if (stage === 'lint') {
    await must('eslint', npx, ['eslint', '.', '--max-warnings=0']);
    await must('prettier', npx, ['prettier', '--check', '.', '--log-level=warn']);
  }
  if (stage === 'unit' || stage === 'integration') await vitestProject(stage);
  if (stage === 'build') await buildAll();
  if (stage === 'instances') {
    // Needs the build, PostgreSQL and Redis: skipped loudly without them outside CI, a failure in CI.
    const out = path.join(resultsDir, 'instances.json');
    fs.rmSync(out, { force: true });
    const code = await run(process.execPath, [path.join(root, 'scripts/two-instances.mjs')]);
    const report = readJson(out);
    if (report) {
      totals.passed += report.passed;
      totals.failed += report.failed;
      totals.skipped += report.skipped;
      notes.push(...report.notes);
    }
    if (code !== 0) finish(code, 'two-instance test failed');
  }
  if (stage === 'e2e') {
    const out = path.join(resultsDir, 'e2e.json');
    fs.rmSync(out, { force: true });
    const code = await run(process.execPath, [path.join(root, 'scripts/e2e.mjs')]);
    const report = readJson(out);
    if (report) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    } else if (code === 0) {
      notes.push('! browser tests were NOT run: no Chromium on this machine (CI installs it; see README).');
    }
    timings.push([stage, Math.round((Date.now() - started) / 1000)]);
    if (code !== 0) finish(code, 'browser tests failed');
    continue;
  }
  timings.push([stage, Math.round((Date.now() - started) / 1000)]);
}
finish(totals.failed > 0 ? 1 : 0);
