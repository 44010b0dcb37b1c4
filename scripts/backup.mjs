// npm run backup [-- <folder>]: a consistent copy of the embedded database (PGlite) and of the files on the local
// disk (DATA_DIR/uploads, DATA_DIR/private) into <folder> (default backups/<date-time>). While the server runs, the
// database is taken through it (its backup socket: PGlite answers one query at a time, so the copy is consistent);
// when it does not, straight from DATA_DIR/pglite. With DATABASE_URL it prints the PostgreSQL recipe instead.
import fs from 'node:fs';
import path from 'node:path';
import { askServer, dataDir, FILE_FOLDERS, openPglite, pgliteDir, POSTGRES_RECIPE, sizeOf } from './backup-lib.mjs';
import { root } from './lib.mjs';

if (process.env.DATABASE_URL) {
  console.error(POSTGRES_RECIPE);
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? path.join(root, 'backups', stamp));
if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
  console.error(`✗ ${out} is not empty: give a new folder`);
  process.exit(1);
}
fs.mkdirSync(out, { recursive: true });

// 1. The database first: a file deleted after this moment is still in the copy below (the reverse would miss files
// uploaded in between).
let via = 'server';
let database = await askServer('/pglite.tar.gz');
if (!database) {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    console.error(`✗ no embedded database in ${pgliteDir} (is DATA_DIR right?)`);
    process.exit(1);
  }
  via = 'offline';
  const db = await openPglite();
  database = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  await db.close();
}
fs.writeFileSync(path.join(out, 'pglite.tar.gz'), database);

// 2. The files. Names are random and never reused, so a plain copy is a faithful one.
const files = {};
for (const folder of FILE_FOLDERS) {
  const from = path.join(dataDir, folder);
  if (fs.existsSync(from)) fs.cpSync(from, path.join(out, folder), { recursive: true });
  files[folder] = sizeOf(path.join(out, folder));
}

const manifest = {
  createdAt: new Date().toISOString(),
  database: { driver: 'pglite', via, bytes: database.length },
  files,
  storage: process.env.STORAGE_DRIVER === 's3' ? 'public files are in S3: back the bucket up there' : 'local',
};
fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `✓ backup in ${out}: database ${(database.length / 1024 / 1024).toFixed(1)} MB (${via === 'server' ? 'taken through the running server' : 'server not running'}), ` +
    FILE_FOLDERS.map((folder) => `${folder} ${files[folder].files} files`).join(', '),
);
if (manifest.storage !== 'local') console.log(`! ${manifest.storage}`);
