import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Shaped like an object store (S3 PutObject/DeleteObject and a public base URL) so the
 * S3-compatible driver can replace the local one without touching callers. Keys are relative, '/'-separated paths
 * such as `avatars/2026/11/3f9a…-large.webp`; they never start with `images/` (that is the URL prefix).
 */
export interface FileStorage {
  /** Stores `data` under `key`, replacing what was there. Readers never see a half-written file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file; removing a missing key is not an error (as in S3). */
  delete(key: string): Promise<void>;
  /** The URL browsers load the file from, e.g. `/images/avatars/2026/11/3f9a…-large.webp`. */
  publicUrl(key: string): string;
  /** The file's bytes, or undefined when there is no such key (private files are served through the API). */
  read(key: string): Promise<Buffer | undefined>;
  /** The key of one of this storage's public URLs (publicUrl's inverse), or undefined for any other address. */
  keyOf(url: string): string | undefined;
}

/** The key a public URL of `base` names (`${base}/${key}`), or undefined when it is not one of them. */
export function keyUnder(base: string, url: string): string | undefined {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return undefined;
  }
}

/** The public URL prefix of uploaded files (spec: "Images are served from /images/"). */
export const UPLOADS_URL_PREFIX = '/images';

/** The local uploads folder inside DATA_DIR. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The local folder of private files (identity documents, receipts): never served, read through the API. */
export function privateDir(dataDir: string): string {
  return path.join(dataDir, 'private');
}

/** One path segment: no dotfiles, no separators, nothing a shell or URL would need escaping for. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Throws unless `key` is a safe relative key (no `..`, no absolute path, no backslash, no dotfile). */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe = key.length > 0 && key.length <= 512 && segments.every((segment) => SEGMENT.test(segment));
  if (!safe) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Files on the local disk under `root` (by default `${DATA_DIR}/uploads`), served by `serveUploads` under /images/.
 * The content type is not stored: the static server derives it from the extension, so keys must carry the right one.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(
    root: string,
    private readonly urlPrefix = UPLOADS_URL_PREFIX,
  ) {
    this.root = path.resolve(root);
  }

  /** The absolute file path of a key; refuses anything that would land outside the root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    const target = path.resolve(this.root, ...key.split('/'));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return target;
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: rename is atomic within one file system, so a reader gets the old file
    // or the whole new one. The temp name is a dotfile, which the static server never serves.
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.urlPrefix}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return keyUnder(this.urlPrefix, url);
  }
}
