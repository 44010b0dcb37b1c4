import fs from 'node:fs';
import http from 'node:http';
import type { Database } from './client.ts';

/** Unix socket paths are limited to about 100 bytes by the kernel. */
const MAX_SOCKET_PATH = 100;

export interface BackupSocket {
  /** Where it listens, or undefined when it does not (PostgreSQL, or a path too long for a socket). */
  path: string | undefined;
  close(): Promise<void>;
}

/**
 * The embedded database's backups, taken through the running server (`npm run backup`, scripts/backup.mjs): a
 * small HTTP server on a Unix socket inside DATA_DIR (`backup.sock`, mode 0600) whose one answer, GET /pglite.tar.gz,
 * is a consistent copy of the live database (Database.dump). It is not an API route: whoever may read DATA_DIR may
 * copy the database anyway, and nothing is reachable over the network. PostgreSQL has pg_dump (docs/deploy.md).
 */
export async function serveBackups(database: Database, socketPath: string): Promise<BackupSocket> {
  const dump = database.dump;
  if (!dump || socketPath.length > MAX_SOCKET_PATH) return { path: undefined, close: async () => {} };
  // A socket left by a process that died; a server still running on the same DATA_DIR would be a misconfiguration.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/pglite.tar.gz') {
      response.writeHead(404).end();
      return;
    }
    dump()
      .then(async (blob) => {
        const body = Buffer.from(await blob.arrayBuffer());
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': body.length }).end(body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}
