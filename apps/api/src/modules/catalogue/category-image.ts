import { eq } from 'drizzle-orm';
import type { CategoryLevel } from '@shahrbazar/domain/api/category.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../media/storage.ts';
import { storeImage } from '../media/upload.ts';
import { nodeExists } from './category.repository.ts';
import { generalCategories, generalSubCategories, generalSubSubCategories } from './category.table.ts';

/** Category pictures: a card on phones (thumb, 2x of a 160 px card) and the category's own page (large). */
export const CATEGORY_IMAGE_SIZES = [
  { name: 'large', maxSide: 960 },
  { name: 'thumb', maxSide: 320 },
] as const;
export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FOLDER = 'categories';

// What storeImage names a rendition in our folder: categories/<yyyy>/<mm>/<24 hex>-<size>.webp.
const OWN_KEY = new RegExp(`(${FOLDER}/\\d{4}/\\d{2}/[0-9a-f]{24})-[a-z]+\\.webp$`);

/**
 * Removes every rendition of a category picture this module stored, found from the public path the row keeps (the
 * key prefix is part of it). Anything else (empty, the placeholder, a path of another module) is left alone. A file
 * that cannot be removed is only an orphan on disk, never a failed request.
 */
export async function removeCategoryImage(storage: FileStorage, path: string): Promise<void> {
  const prefix = OWN_KEY.exec(path)?.[1];
  if (!prefix || storage.publicUrl(`${prefix}-large.webp`) !== path) return;
  await Promise.allSettled(CATEGORY_IMAGE_SIZES.map((size) => storage.delete(`${prefix}-${size.name}.webp`)));
}

/** Writes a node's image path (and, on the first level, when it changed); answers the previous path. */
async function setImagePath(db: Db, level: CategoryLevel, id: number, image: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (level === 'category') {
      const where = eq(generalCategories.id, id);
      const [old] = await tx
        .select({ image: generalCategories.image })
        .from(generalCategories)
        .where(where)
        .for('update');
      if (old) await tx.update(generalCategories).set({ image, imageLastModified: new Date() }).where(where);
      return old?.image;
    }
    if (level === 'subCategory') {
      const where = eq(generalSubCategories.id, id);
      const [old] = await tx
        .select({ image: generalSubCategories.image })
        .from(generalSubCategories)
        .where(where)
        .for('update');
      if (old) await tx.update(generalSubCategories).set({ image }).where(where);
      return old?.image;
    }
    const where = eq(generalSubSubCategories.id, id);
    const [old] = await tx
      .select({ image: generalSubSubCategories.image })
      .from(generalSubSubCategories)
      .where(where)
      .for('update');
    if (old) await tx.update(generalSubSubCategories).set({ image }).where(where);
    return old?.image;
  });
}

/**
 * A node's new picture: re-encoded to WebP renditions without metadata (storeImage), stored under categories/, the
 * node's image path set to the large one, and the previous picture's files removed. Unknown node: 404, nothing kept.
 */
export async function replaceCategoryImage(
  db: Db,
  storage: FileStorage,
  level: CategoryLevel,
  id: number,
  picture: Buffer,
): Promise<void> {
  if (!(await nodeExists(db, level, id))) throw new AppError('not_found');
  const stored = await storeImage(storage, picture, { folder: FOLDER, sizes: CATEGORY_IMAGE_SIZES });
  let previous: string | undefined;
  try {
    previous = await setImagePath(db, level, id, stored.path);
  } catch (error) {
    await removeCategoryImage(storage, stored.path);
    throw error;
  }
  if (previous === undefined) {
    // Deleted while the picture was being processed.
    await removeCategoryImage(storage, stored.path);
    throw new AppError('not_found');
  }
  if (previous !== stored.path) await removeCategoryImage(storage, previous);
}
