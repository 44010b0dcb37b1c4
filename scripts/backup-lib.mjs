// Shared by scripts/backup.mjs and scripts/restore.mjs: where the data is and how to reach the running server.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from './lib.mjs';

/** DATA_DIR as the server resolves it (relative to where it is started: `npm run` starts at the repository root). */
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
export const pgliteDir = path.join(dataDir, 'pglite');
export const socketPath = path.join(dataDir, 'backup.sock');
/** The folders of files kept on the local disk: public uploads and private files (identity documents, receipts). */
export const FILE_FOLDERS = ['uploads', 'private'];

/** GET on the running server's backup socket: the answer's bytes, or undefined when no server listens there. */
export function askServer(urlPath) {
  if (!fs.existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: urlPath }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`the server answered ${response.statusCode}: ${body.toString('utf8').slice(0, 300)}`));
      });
    });
    request.on('error', (error) => {
      // A socket file left by a server that is gone.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
  });
}

/** Opens the embedded database folder directly (only when no server has it open). */
export async function openPglite(options = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(pgliteDir, { extensions: { pg_trgm }, ...options });
}

/** Number of files and bytes under a folder. */
export function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export const POSTGRES_RECIPE = `With DATABASE_URL (PostgreSQL) back up the database with PostgreSQL's own tools (docs/deploy.md, Backups):
  pg_dump --format=custom --file=shahrbazar-$(date +%F).dump "$DATABASE_URL"      # a consistent logical copy
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" shahrbazar-YYYY-MM-DD.dump
and, for point-in-time recovery, a base backup (pg_basebackup) plus WAL archiving (archive_mode=on).
Files in S3 (STORAGE_DRIVER=s3) are backed up by the bucket's versioning or replication.`;
