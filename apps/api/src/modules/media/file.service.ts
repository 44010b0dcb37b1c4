import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { StoredFile } from '@shahrbazar/domain/api/catalogue.schema';
import { FileTitleSchema, type ManagedFile } from '@shahrbazar/domain/api/media.schema';
import { FileType } from '@shahrbazar/domain/enums/listing';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { userNamesByIds } from '../users/user.repository.ts';
import { files, type FileData } from './file.table.ts';
import type { FileStorage } from './storage.ts';
import { storeImage, storeVideo, tooLarge, type Upload } from './upload.ts';

const MB = 1024 * 1024;
/** An image upload's limit: phone photos are a few megabytes. */
export const FILE_IMAGE_MAX_BYTES = 10 * MB;
/** A video upload's limit: a short clip from a phone. */
export const FILE_VIDEO_MAX_BYTES = 50 * MB;
/** The storage folder of general uploads. */
export const FILES_FOLDER = 'files';

type FileRow = typeof files.$inferSelect;

/** Spec section 8: "File not found." */
const FILE_NOT_FOUND = { fa: 'فایل یافت نشد.', en: 'File not found.' };

/** A stored file as the API answers it (the storage keys stay inside). */
export function toFile(row: FileRow): StoredFile {
  const { keys: _keys, ...data } = row.data;
  return {
    id: row.id,
    fileType: row.fileType as StoredFile['fileType'],
    title: row.title,
    path: row.path,
    data,
    registerDate: row.registerDate.toISOString(),
  };
}

/** The upload's title field, else the name of the file it came from. */
function titleOf(upload: Upload): string {
  const parsed = FileTitleSchema.safeParse(upload.fields.title ?? '');
  if (!parsed.success) throw new AppError('validation', undefined, { title: 'tooLong' });
  return parsed.data || upload.filename.slice(0, 200);
}

/**
 * Stores an upload (its kind decided from its bytes) and records it in `files`: an image as WebP renditions without
 * metadata in folder `files`, a video as it is with the extension of its type. If recording fails, the stored
 * objects are removed again.
 */
export async function saveUpload(
  db: Db,
  storage: FileStorage,
  input: { userId: number; upload: Upload },
): Promise<StoredFile> {
  const { upload } = input;
  const title = titleOf(upload);
  let fileType: FileType;
  let path: string;
  let data: FileData;
  if (upload.kind === 'image') {
    if (upload.buffer.length > FILE_IMAGE_MAX_BYTES) throw tooLarge(FILE_IMAGE_MAX_BYTES);
    const stored = await storeImage(storage, upload.buffer, { folder: FILES_FOLDER });
    fileType = FileType.image;
    path = stored.path;
    data = {
      mime: 'image/webp',
      bytes: stored.bytes,
      width: stored.width,
      height: stored.height,
      variants: stored.variants,
      keys: Object.values(stored.keys),
    };
  } else {
    const stored = await storeVideo(storage, upload.buffer, { folder: FILES_FOLDER, mime: upload.mime });
    fileType = FileType.video;
    path = stored.path;
    data = { mime: upload.mime, bytes: upload.buffer.length, keys: [stored.key] };
  }
  try {
    const [row] = await db.insert(files).values({ userId: input.userId, fileType, title, path, data }).returning();
    if (!row) throw new Error('insert returned no row');
    return toFile(row);
  } catch (error) {
    await Promise.allSettled(data.keys.map((key) => storage.delete(key)));
    throw error;
  }
}

/** One file with who uploaded it, for the back office; 404 when there is none. */
export async function findFile(db: Db, id: number): Promise<ManagedFile> {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  if (!file) throw new AppError('not_found', FILE_NOT_FOUND);
  const nameOf = await userNamesByIds(db, [file.userId]);
  return { ...toFile(file), userId: file.userId, userName: nameOf(file.userId) };
}

/** One page of every stored file, newest first, optionally of one type, with who uploaded each. */
export async function listFiles(db: Db, query: { page: number; perPage: number; fileType?: number | undefined }) {
  const where: SQL | undefined = query.fileType === undefined ? undefined : eq(files.fileType, query.fileType);
  const [total] = await db.select({ n: count() }).from(files).where(where);
  const rows = await db
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  const nameOf = await userNamesByIds(
    db,
    rows.map((file) => file.userId),
  );
  const items: ManagedFile[] = rows.map((file) => ({
    ...toFile(file),
    userId: file.userId,
    userName: nameOf(file.userId),
  }));
  return { items, total: n, currentPage: query.page, perPage: query.perPage, lastPage: lastPage(n, query.perPage) };
}

/**
 * Deletes a file's row and every stored object of it, in one transaction: if the storage refuses, the row stays
 * (and a later delete finishes the job; removing a missing object is not an error). With `ownerId`, only that
 * user's file: another user's is not found (404), never forbidden, so ids reveal nothing.
 */
export async function deleteFile(db: Db, storage: FileStorage, id: number, ownerId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const where = ownerId === undefined ? eq(files.id, id) : and(eq(files.id, id), eq(files.userId, ownerId));
    const [row] = await tx.delete(files).where(where).returning();
    if (!row) throw new AppError('not_found', FILE_NOT_FOUND);
    for (const key of row.data.keys) await storage.delete(key);
  });
}
