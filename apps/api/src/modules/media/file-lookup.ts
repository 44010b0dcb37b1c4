import { and, eq, inArray, or } from 'drizzle-orm';
import { FileType } from '@shahrbazar/domain/enums/listing';
import type { Db } from '../../db/client.ts';
import { files } from './file.table.ts';

export interface OwnImage {
  id: number;
  path: string;
  variants: Record<string, string>;
}

/** Images the user uploaded, among the given ids or paths (nobody may attach another user's file). */
export async function ownImages(db: Db, userId: number, ids: number[], paths: string[]): Promise<OwnImage[]> {
  if (ids.length === 0 && paths.length === 0) return [];
  const rows = await db
    .select({ id: files.id, path: files.path, data: files.data })
    .from(files)
    .where(
      and(
        eq(files.userId, userId),
        eq(files.fileType, FileType.image),
        or(ids.length ? inArray(files.id, ids) : undefined, paths.length ? inArray(files.path, paths) : undefined),
      ),
    );
  return rows.map((row) => ({ id: row.id, path: row.path, variants: row.data.variants ?? {} }));
}
