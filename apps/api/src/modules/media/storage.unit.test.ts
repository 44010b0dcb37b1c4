import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage, uploadsDir } from './storage.ts';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'shahrbazar-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('puts a file under its key, creating folders, and leaves no temp file behind', async () => {
    await storage.put('avatars/2026/11/ab12cd-large.webp', Buffer.from('first'), 'image/webp');
    await storage.put('avatars/2026/11/ab12cd-large.webp', Buffer.from('second'), 'image/webp');
    const folder = path.join(root, 'avatars', '2026', '11');
    expect(await fs.readFile(path.join(folder, 'ab12cd-large.webp'), 'utf8')).toBe('second');
    expect(await fs.readdir(folder)).toEqual(['ab12cd-large.webp']);
  });

  it('deletes a file, and deleting a missing one is not an error', async () => {
    await storage.put('listings/x.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('listings/x.webp');
    await storage.delete('listings/x.webp');
    await expect(fs.access(path.join(root, 'listings', 'x.webp'))).rejects.toThrow();
  });

  it('gives the public URL under /images/', () => {
    expect(storage.publicUrl('avatars/ab12cd-large.webp')).toBe('/images/avatars/ab12cd-large.webp');
  });

  it('finds the key of one of its public URLs, and no key for any other address', () => {
    const url = storage.publicUrl('banners/2026/11/ab12cd-large.webp');
    expect(storage.keyOf(url)).toBe('banners/2026/11/ab12cd-large.webp');
    for (const other of ['/images/../x.webp', '/images/', 'https://cdn.example/images/a.webp', '/private/a.webp', '']) {
      expect(storage.keyOf(other), other).toBeUndefined();
    }
  });

  it.each([
    '../escape.webp',
    'avatars/../../escape.webp',
    '/etc/passwd',
    'avatars\\..\\x.webp',
    'avatars//x.webp',
    '.hidden.webp',
    'avatars/./x.webp',
    '',
    'avatars/x.webp\u0000.png',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(() => storage.publicUrl(key)).toThrow(/Invalid storage key/);
  });

  it('keeps uploads in DATA_DIR/uploads', () => {
    expect(uploadsDir('/srv/data')).toBe(path.join('/srv/data', 'uploads'));
  });
});
