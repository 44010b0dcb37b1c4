import { and, eq, inArray, or } from 'drizzle-orm';
import { FileType } from '@shahrbazar/domain/enums/listing';
import type { Db } from '../../db/client.ts';
import { files } from './file.table.ts';

export interface OwnImage {
  id: number;
  path: string;
  variants: Record<string, string>;
  /** FileType: image 0, video 1. */
  fileType: number;
}

/**
 * Files the user uploaded, among the given ids or paths (nobody may attach another user's file): images only unless
 * `fileTypes` names others (a city ad's videos).
 */
export async function ownImages(
  db: Db,
  userId: number,
  ids: number[],
  paths: string[],
  fileTypes: readonly number[] = [FileType.image],
): Promise<OwnImage[]> {
  if (ids.length === 0 && paths.length === 0) return [];
  const rows = await db
    .select({ id: files.id, path: files.path, data: files.data, fileType: files.fileType })
    .from(files)
    .where(
      and(
        eq(files.userId, userId),
        inArray(files.fileType, [...fileTypes]),
        or(ids.length ? inArray(files.id, ids) : undefined, paths.length ? inArray(files.path, paths) : undefined),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    variants: row.data.variants ?? {},
    fileType: row.fileType,
  }));
}
