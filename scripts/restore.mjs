// npm run restore -- <backup folder> [--force]: puts a backup made by `npm run backup` into DATA_DIR (the embedded
// database and the local files). Refuses while a server runs on DATA_DIR, and refuses to replace an existing
// database unless --force (which moves it aside to DATA_DIR/pglite.before-restore-<date-time>, never deletes it).
import fs from 'node:fs';
import path from 'node:path';
import { askServer, dataDir, FILE_FOLDERS, openPglite, pgliteDir, POSTGRES_RECIPE, sizeOf } from './backup-lib.mjs';

if (process.env.DATABASE_URL) {
  console.error(POSTGRES_RECIPE);
  process.exit(2);
}
const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.find((arg) => !arg.startsWith('--'));
if (!from || !fs.existsSync(path.join(from, 'pglite.tar.gz'))) {
  console.error('Usage: npm run restore -- <backup folder, with pglite.tar.gz> [--force]');
  process.exit(2);
}
const source = path.resolve(from);
if (await askServer('/').catch(() => true)) {
  console.error(`✗ a server is running on ${dataDir}: stop it first (restoring under it would corrupt the database)`);
  process.exit(1);
}
if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
  if (!force) {
    console.error(`✗ ${pgliteDir} already holds a database: restore into a fresh DATA_DIR, or add --force`);
    process.exit(1);
  }
  const aside = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(pgliteDir, aside);
  console.log(`» the database that was there is kept in ${aside}`);
}

fs.mkdirSync(dataDir, { recursive: true });
const tarball = fs.readFileSync(path.join(source, 'pglite.tar.gz'));
const db = await openPglite({ loadDataDir: new Blob([tarball]) });
const [{ n }] = (await db.query('select count(*)::int as n from users')).rows;
await db.close();

const files = {};
for (const folder of FILE_FOLDERS) {
  const saved = path.join(source, folder);
  if (fs.existsSync(saved)) fs.cpSync(saved, path.join(dataDir, folder), { recursive: true, force: true });
  files[folder] = sizeOf(path.join(dataDir, folder)).files;
}
console.log(`✓ restored into ${dataDir}: ${n} users, ` + FILE_FOLDERS.map((f) => `${f} ${files[f]} files`).join(', '));
