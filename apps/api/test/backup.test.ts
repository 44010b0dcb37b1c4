import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { serveBackups } from '../src/db/backup-socket.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { saveUpload } from '../src/modules/media/file.service.ts';
import { LocalFileStorage, uploadsDir } from '../src/modules/media/storage.ts';
import * as make from '../src/modules/media/test-images.ts';
import { payments } from '../src/modules/payments/payment.table.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { billingFixtures, insertAd } from './factories/payments.ts';
import { uniqueMobile } from './support/auth.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs one of the npm scripts' files as `npm run backup|restore` does, with DATA_DIR set. */
function script(name: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${name}.mjs`), ...args], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** What a restore must bring back: every user, listing, payment and file row, in order. */
async function contents(database: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    users: await rows(sql`select id, mobile, name from users order by id`),
    listings: await rows(sql`select id, user_id, title, status from listings order by id`),
    payments: await rows(sql`select id, user_id, price, status from payments order by id`),
    files: await rows(sql`select id, user_id, path, data from files order by id`),
  };
}

/**
 * Issue 11: `npm run backup` copies the embedded database while it serves (through the server's backup socket) and
 * the uploads; `npm run restore` puts the copy into a fresh DATA_DIR, where every user, listing, payment and file is.
 */
describe('npm run backup / npm run restore (embedded database and uploads)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bk-'));
  const live = path.join(tmp, 'live');
  const fresh = path.join(tmp, 'fresh');
  const saved = path.join(tmp, 'saved');
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('restores a backup taken while serving into a fresh data directory, with every row and file', async () => {
    const database = await openDatabase({ pgliteDir: path.join(live, 'pglite') });
    const socket = await serveBackups(database, path.join(live, 'backup.sock'));
    let before: Awaited<ReturnType<typeof contents>>;
    const storage = new LocalFileStorage(uploadsDir(live));
    const storedFiles: string[] = [];
    try {
      expect(socket.path).toBeDefined();
      await runMigrations(database);
      const db = database.db;
      const seller = await insertUser(db, { mobile: uniqueMobile(), name: 'فروشنده', type: UserType.client });
      const buyer = await insertUser(db, { mobile: uniqueMobile(), name: 'خریدار', type: UserType.client });
      const fixtures = await billingFixtures(db);
      await insertAd(db, fixtures, { userId: seller.id, title: 'دوچرخه کوهستان' });
      await insertAd(db, fixtures, { userId: buyer.id, title: 'میز تحریر' });
      await db.insert(payments).values([
        { userId: seller.id, price: 50_000, status: 1, payDate: new Date() },
        { userId: buyer.id, price: 120_000 },
      ]);
      for (const [n, data] of [await make.png(300, 200), await make.jpeg(640, 480)].entries()) {
        const upload = { buffer: data, mime: 'image/png', kind: 'image' as const, filename: `p${n}.png`, fields: {} };
        const file = await saveUpload(db, storage, { userId: seller.id, upload });
        storedFiles.push(...Object.values(file.data.variants ?? {}));
      }
      before = await contents(database);

      // The server keeps serving while the backup is taken through its socket.
      const [backup] = await Promise.all([script('backup', [saved], live), database.ping()]);
      expect(backup.code, backup.output).toBe(0);
      expect(JSON.parse(fs.readFileSync(path.join(saved, 'manifest.json'), 'utf8'))).toMatchObject({
        database: { driver: 'pglite', via: 'server' },
        files: { uploads: { files: expect.any(Number) } },
      });

      // Restoring under a running server is refused.
      const refused = await script('restore', [saved, '--force'], live);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/server is running/);
    } finally {
      await socket.close();
      await database.close();
    }

    const restore = await script('restore', [saved], fresh);
    expect(restore.code, restore.output).toBe(0);
    // A second restore onto it is refused without --force (nothing is overwritten by accident).
    expect((await script('restore', [saved], fresh)).code).toBe(1);

    const restored = await openDatabase({ pgliteDir: path.join(fresh, 'pglite') });
    try {
      const after = await contents(restored);
      expect(after.users.length).toBeGreaterThanOrEqual(2);
      expect(after.listings).toHaveLength(2);
      expect(after.payments).toHaveLength(2);
      expect(after.files).toHaveLength(2);
      expect(after).toEqual(before);
    } finally {
      await restored.close();
    }
    // Every rendition of every uploaded file is there, byte for byte.
    expect(storedFiles.length).toBe(6);
    for (const url of storedFiles) {
      const key = storage.keyOf(url);
      expect(key).toBeDefined();
      const original = fs.readFileSync(path.join(uploadsDir(live), key!));
      expect(fs.readFileSync(path.join(uploadsDir(fresh), key!)).equals(original)).toBe(true);
    }
  }, 240_000);
});
