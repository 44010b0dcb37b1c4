import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Banner } from '@shahrbazar/domain/api/catalogue.schema';
import type { BannerWriteInput, ManagedBanner } from '@shahrbazar/domain/api/media.schema';
import { BannerLocation, BannerSection } from '@shahrbazar/domain/enums/banner';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ImageSize } from '../media/image-processor.ts';
import type { FileStorage } from '../media/storage.ts';
import type { StoredImage } from '../media/upload.ts';
import { banners } from './banner.table.ts';

type BannerRow = typeof banners.$inferSelect;

/** Renditions of a banner image (drawn 1200 x 400): desktop, phones at 2x, the back office's thumbnails. */
export const BANNER_SIZES = [
  { name: 'large', maxSide: 1200 },
  { name: 'medium', maxSide: 800 },
  { name: 'thumb', maxSide: 320 },
] as const satisfies readonly ImageSize[];
export type BannerSize = (typeof BANNER_SIZES)[number]['name'];

/** The storage folder of banner images. */
export const BANNERS_FOLDER = 'banners';

export function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    image: row.image,
    imageLastModified: row.imageLastModified?.toISOString() ?? null,
    url: row.url,
    itemId: row.itemId,
    itemName: row.itemName,
    serviceType: row.serviceType,
    location: row.location,
    section: row.section,
    status: row.status as Banner['status'],
    views: row.views,
    title: row.title,
  };
}

function toManagedBanner(row: BannerRow): ManagedBanner {
  return { ...toBanner(row), sortOrder: row.sortOrder, registerDate: row.registerDate.toISOString() };
}

/** Position of a value in a fixed list of words (the domain's pages or places), unknown values last. */
function positionIn(values: readonly string[], column: typeof banners.location | typeof banners.section): SQL {
  // The lists are the domain's own constant words ([a-z]+), never input: safe to write into the statement.
  const list = values.filter((value) => /^[a-z]+$/i.test(value)).map((value) => `'${value}'`);
  return sql`array_position(${sql.raw(`ARRAY[${list.join(',')}]::text[]`)}, ${column})`;
}

/** Pages and places in the domain's order (home first, top first), then the manager's order, then age. */
const displayOrder = [
  asc(positionIn(BannerLocation.values, banners.location)),
  asc(banners.location),
  asc(positionIn(BannerSection.values, banners.section)),
  asc(banners.section),
  asc(banners.sortOrder),
  asc(banners.id),
];

function placeWhere(place: { location?: string | undefined; section?: string | readonly string[] | undefined }): SQL[] {
  const where: SQL[] = [];
  if (place.location) where.push(eq(banners.location, place.location));
  if (typeof place.section === 'string') where.push(eq(banners.section, place.section));
  else if (place.section) where.push(inArray(banners.section, [...place.section]));
  return where;
}

/**
 * Active banners, optionally of one page (location) and one or more places on it (section), in display order. A page
 * showing them counts their views apart (banner-views.ts).
 */
export async function activeBanners(
  db: Db,
  place: { location?: string; section?: string | readonly string[] | undefined } = {},
): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.status, ActiveStatus.active), ...placeWhere(place)))
    .orderBy(...displayOrder);
  return rows.map(toBanner);
}

/** The same order as displayOrder, for rows already read. */
/** One page of every banner for the back office, in display order, with the place and status filters. */
export async function listBanners(
  db: Db,
  query: {
    page: number;
    perPage: number;
    location?: string | undefined;
    section?: string | undefined;
    status?: number | undefined;
  },
) {
  const conditions = placeWhere(query);
  if (query.status !== undefined) conditions.push(eq(banners.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(...displayOrder)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toManagedBanner),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
  };
}

export async function findBanner(db: Db, id: number): Promise<ManagedBanner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw new AppError('not_found');
  return toManagedBanner(row);
}

const columnsOf = (input: BannerWriteInput) => ({
  title: input.title,
  url: input.url,
  itemId: input.item_id,
  itemName: input.itemName,
  serviceType: input.serviceType,
  location: input.location,
  section: input.section,
  status: input.status,
  sortOrder: input.sortOrder,
});

/**
 * The storage keys of a banner image: every rendition storeImage made beside the one the row names
 * (`…-large.webp` -> `…-medium.webp`, `…-thumb.webp`); none for an address outside the storage (a placeholder).
 */
export function bannerImageKeys(storage: FileStorage, image: string): string[] {
  const key = storage.keyOf(image);
  if (!key) return [];
  if (!key.endsWith('-large.webp')) return [key];
  const base = key.slice(0, -'-large.webp'.length);
  return BANNER_SIZES.map((size) => `${base}-${size.name}.webp`);
}

/** Removes stored renditions, ignoring failures (an orphaned object costs storage, never correctness). */
async function removeImage(storage: FileStorage, image: string): Promise<void> {
  await Promise.allSettled(bannerImageKeys(storage, image).map((key) => storage.delete(key)));
}

/** A new banner with its stored image; if recording fails, the image is removed again. */
export async function createBanner(
  db: Db,
  storage: FileStorage,
  input: BannerWriteInput,
  image: StoredImage<BannerSize>,
): Promise<ManagedBanner> {
  try {
    const [row] = await db
      .insert(banners)
      .values({ ...columnsOf(input), image: image.path, imageLastModified: new Date() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toManagedBanner(row);
  } catch (error) {
    await removeImage(storage, image.path);
    throw error;
  }
}

export async function updateBanner(db: Db, id: number, input: BannerWriteInput): Promise<ManagedBanner> {
  const [row] = await db.update(banners).set(columnsOf(input)).where(eq(banners.id, id)).returning();
  if (!row) throw new AppError('not_found');
  return toManagedBanner(row);
}

/** Puts a newly stored image on a banner (imageLastModified now) and removes the old one's renditions. */
export async function replaceBannerImage(
  db: Db,
  storage: FileStorage,
  id: number,
  image: StoredImage<BannerSize>,
): Promise<ManagedBanner> {
  const [old] = await db.select({ image: banners.image }).from(banners).where(eq(banners.id, id));
  const [row] = old
    ? await db
        .update(banners)
        .set({ image: image.path, imageLastModified: new Date() })
        .where(eq(banners.id, id))
        .returning()
    : [];
  if (!old || !row) {
    await removeImage(storage, image.path);
    throw new AppError('not_found');
  }
  if (old.image !== image.path) await removeImage(storage, old.image);
  return toManagedBanner(row);
}

/** Deletes a banner and its stored image. */
export async function deleteBanner(db: Db, storage: FileStorage, id: number): Promise<void> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  if (!row) throw new AppError('not_found');
  await removeImage(storage, row.image);
}
