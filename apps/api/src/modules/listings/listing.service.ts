import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ListingWrite } from '@shahrbazar/domain/api/listing.schema';
import { FileType } from '@shahrbazar/domain/enums/listing';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { initialListingStatus, statusAfterOwnerEdit } from '@shahrbazar/domain/rules/listing-status';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import { makeSlugId, slugOf } from '@shahrbazar/domain/text/slug';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { categoryChain } from '../catalogue/category-chain.ts';
import { resolveTags } from '../catalogue/tag-resolve.ts';
import { cityOf } from '../geo/city-lookup.ts';
import { ownImages } from '../media/file-lookup.ts';
import { packagesByIds } from '../packages/package-lookup.ts';
import type { CategoryLevel, VerticalDefinition } from './define-vertical.ts';
import type { ListingImage, ListingTag } from './listing.table.ts';
import { listings } from './listing.table.ts';
import { findListingById, type ListingRow } from './listing.repository.ts';

/** The write field of each category level, as the spec spells it. */
export const CATEGORY_FIELD: Record<
  CategoryLevel,
  'general_category_id' | 'general_sub_category_id' | 'general_sub_sub_category_id'
> = {
  category: 'general_category_id',
  subCategory: 'general_sub_category_id',
  subSubCategory: 'general_sub_sub_category_id',
};

const invalid = (field: string, key = 'invalid') => new AppError('validation', undefined, { [field]: key });

/** Everything a listing's write body names, checked against the database: each wrong reference is a field error. */
async function resolveWrite(db: Db, vertical: VerticalDefinition, userId: number, input: ListingWrite) {
  const field = CATEGORY_FIELD[vertical.categoryLevel];
  const categoryId = input[field];
  if (categoryId === undefined) throw invalid(field, 'required');
  const [chain, city, packages] = await Promise.all([
    categoryChain(db, vertical.categoryLevel, categoryId),
    cityOf(db, input.city_id),
    packagesByIds(db, [input.package_id]),
  ]);
  if (!chain || chain.type !== vertical.categoryType) throw invalid(field);
  if (!city) throw invalid('city_id');
  const pkg = packages.get(input.package_id);
  if (!pkg || pkg.type !== vertical.packageType || pkg.status !== PackageStatus.active) throw invalid('package_id');

  // Images: the owner's own uploads only; the entry with id -1 (named by path) is the main image and goes first.
  const main = input.images.find((image) => image.id === -1);
  const others = input.images.filter((image) => image.id !== -1);
  const kinds = vertical.fileKinds ?? ['image'];
  const found = await ownImages(
    db,
    userId,
    others.map((image) => image.id),
    main?.path ? [main.path] : [],
    kinds.map((kind) => (kind === 'video' ? FileType.video : FileType.image)),
  );
  const ordered = [
    ...(main ? [found.find((file) => file.path === main.path)] : []),
    ...others.map((image) => found.find((file) => file.id === image.id)),
  ];
  if (ordered.some((file) => file === undefined) || (main && !main.path)) throw invalid('images');
  const images: ListingImage[] = [];
  for (const file of ordered) {
    if (file && !images.some((image) => image.id === file.id)) {
      images.push({
        id: file.id,
        path: file.path,
        data: file.variants,
        ...(file.fileType === FileType.video ? { type: 'video' as const } : {}),
      });
    }
  }
  const tags: ListingTag[] = await resolveTags(db, input.tags);
  return { chain, city, pkg, images, tags };
}

function searchTextOf(vertical: VerticalDefinition, input: ListingWrite, tags: ListingTag[]): string {
  const extra = vertical.detail.searchText?.(input as unknown as Record<string, unknown>) ?? '';
  return normalizeForSearch([input.title, input.description, ...tags.map((tag) => tag.title), extra].join(' '));
}

function columnsOf(
  vertical: VerticalDefinition,
  input: ListingWrite,
  resolved: Awaited<ReturnType<typeof resolveWrite>>,
) {
  return {
    cityId: resolved.city.id,
    generalCategoryId: resolved.chain.category.id,
    generalSubCategoryId: resolved.chain.subCategory?.id ?? null,
    generalSubSubCategoryId: resolved.chain.subSubCategory?.id ?? null,
    packageId: resolved.pkg.id,
    title: input.title,
    slug: slugOf(input.title),
    description: input.description,
    latitude: input.latitude,
    longitude: input.longitude,
    images: resolved.images,
    tags: resolved.tags,
    searchText: searchTextOf(vertical, input, resolved.tags),
  };
}

/**
 * Publishes a listing for its owner: checked references, the status its package implies (review for a free package,
 * payment for a paid one), its detail row in the same transaction, and a fresh short slugId.
 */
export async function publishListing(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  input: ListingWrite,
): Promise<ListingRow> {
  const resolved = await resolveWrite(db, vertical, userId, input);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(listings)
          .values({
            ...columnsOf(vertical, input, resolved),
            vertical: vertical.key,
            userId,
            slugId: makeSlugId((size) => randomBytes(size)),
            status: initialListingStatus(resolved.pkg),
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        const detail = vertical.detail.toRow(input as unknown as Record<string, unknown>);
        await tx.insert(vertical.detail.table).values({ ...detail, listingId: row.id });
        return row;
      });
    } catch (error) {
      // Two listings drew the same slugId (56^8 ids): draw again.
      if (attempt < 3 && uniqueViolation(error) === 'listings_slug_id_uq') continue;
      throw error;
    }
  }
}

/** The owner's listing of this vertical, or 404 (another user's listing does not exist for them). */
export async function ownListing(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  id: number,
): Promise<ListingRow> {
  const row = await findListingById(db, id);
  if (!row || row.vertical !== vertical.key || row.userId !== userId) throw new AppError('not_found');
  return row;
}

/**
 * The owner edits their listing: what is shown must have been reviewed, so a live or rejected listing goes back to
 * review; an unpaid listing switched to a free package goes to review too.
 */
export async function editListing(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  id: number,
  input: ListingWrite,
): Promise<ListingRow> {
  const current = await ownListing(db, vertical, userId, id);
  const resolved = await resolveWrite(db, vertical, userId, input);
  // Another package starts publishing over (review or payment); otherwise an edit needs review again.
  const status =
    resolved.pkg.id === current.packageId ? statusAfterOwnerEdit(current.status) : initialListingStatus(resolved.pkg);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ ...columnsOf(vertical, input, resolved), status, updatedAt: new Date() })
      .where(and(eq(listings.id, id), eq(listings.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found');
    // The detail row is updated in place: columns the owner's form does not write (state a vertical's own service
    // keeps, e.g. whether a city ad's reward is running) stay as they are.
    const detail = vertical.detail.toRow(input as unknown as Record<string, unknown>);
    const table = vertical.detail.table;
    await tx
      .insert(table)
      .values({ ...detail, listingId: id })
      .onConflictDoUpdate({ target: table.listingId, set: detail });
    return row;
  });
}

/** The owner deletes their listing (its details, favorites and views go with it). */
export async function deleteOwnListing(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  id: number,
): Promise<void> {
  await ownListing(db, vertical, userId, id);
  await db.delete(listings).where(and(eq(listings.id, id), eq(listings.userId, userId)));
}
