// npm start: on a fresh clone installs what is missing, builds what is stale, then runs the one process that
// migrates, seeds the demo data and serves web + API on http://localhost:3000 (PORT overrides). It migrates at start
// even with APP_ENV=production (MIGRATE_ON_START=true unless set): one process on its own database has no release
// step; several instances are released with `npm run migrate` first (docs/deploy.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureBuild, ensureDependencies, root } from './lib.mjs';

checkNode();
await ensureDependencies();
await ensureBuild();

// NODE_ENV=production runs React and the libraries optimised; the product's own mode is APP_ENV (ADR 0005).
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { MIGRATE_ON_START: 'true', ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
