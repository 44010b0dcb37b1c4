// npm run migrate: applies the pending migrations to the configured database (DATABASE_URL, else the embedded one
// under DATA_DIR) and exits: the release step that comes before instances of a new release start (docs/deploy.md).
// In a source checkout it first installs and builds what is missing, as npm start does; in the production image
// (the Dockerfile copies this file, not the sources) it runs the built migrator as it is.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, 'apps', 'api', 'src'))) {
  const { checkNode, ensureBuild, ensureDependencies } = await import('./lib.mjs');
  checkNode();
  await ensureDependencies();
  await ensureBuild();
}
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/migrate.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
