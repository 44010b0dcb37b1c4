import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ListingWrite } from '@shahrbazar/domain/api/listing.schema';
import { FileType } from '@shahrbazar/domain/enums/listing';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { LISTING_PURCHASE_MESSAGES, mayChangePackageOnEdit } from '@shahrbazar/domain/rules/listing-purchase';
import { initialListingStatus, statusAfterOwnerEdit } from '@shahrbazar/domain/rules/listing-status';
import { listingSearchText } from '@shahrbazar/domain/text/search-fold';
import { makeSlugId, slugOf } from '@shahrbazar/domain/text/slug';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { categoryChain } from '../catalogue/category-chain.ts';
import { resolveTags } from '../catalogue/tag-resolve.ts';
import { cityOf } from '../geo/city-lookup.ts';
import { ownImages } from '../media/file-lookup.ts';
import { packagesByIds } from '../packages/package-lookup.ts';
import { kindOf, type CategoryLevel, type VerticalDefinition } from './define-vertical.ts';
import type { ListingImage, ListingTag } from './listing.table.ts';
import { listings } from './listing.table.ts';
import { findListingById, type ListingRow } from './listing.repository.ts';
import { requireAccess } from '../access/record-access.ts';

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
async function resolveWrite(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  input: ListingWrite,
  uploaders: readonly number[] = [userId],
) {
  const field = CATEGORY_FIELD[vertical.categoryLevel];
  const categoryId = input[field];
  if (categoryId === undefined) throw invalid(field, 'required');
  const kind = kindOf(vertical, input as unknown as Record<string, unknown>);
  const [chain, city, packages] = await Promise.all([
    categoryChain(db, vertical.categoryLevel, categoryId),
    cityOf(db, input.city_id),
    packagesByIds(db, [input.package_id]),
  ]);
  if (!chain || chain.type !== kind.categoryType) throw invalid(field);
  if (!city) throw invalid('city_id');
  const pkg = packages.get(input.package_id);
  if (!pkg || pkg.type !== kind.packageType || pkg.status !== PackageStatus.active) throw invalid('package_id');

  // Images: the owner's own uploads only (or its agent's, editing for it); the entry with id -1 (named by path) is
  // the main image and goes first.
  const main = input.images.find((image) => image.id === -1);
  const others = input.images.filter((image) => image.id !== -1);
  const kinds = vertical.fileKinds ?? ['image'];
  const found = (
    await Promise.all(
      uploaders.map((uploader) =>
        ownImages(
          db,
          uploader,
          others.map((image) => image.id),
          main?.path ? [main.path] : [],
          kinds.map((kind) => (kind === 'video' ? FileType.video : FileType.image)),
        ),
      ),
    )
  ).flat();
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
  const detail = vertical.detail.toRow(await withOwnFiles(db, vertical, uploaders, input));
  return { chain, city, pkg, images, tags, detail };
}

/** The write body with each of the vertical's file fields (a booth's logo) as the path of the uploaders' image. */
async function withOwnFiles(
  db: Db,
  vertical: VerticalDefinition,
  uploaders: readonly number[],
  input: ListingWrite,
): Promise<Record<string, unknown>> {
  const body = { ...(input as unknown as Record<string, unknown>) };
  for (const field of vertical.detail.ownFiles ?? []) {
    const id = body[field];
    if (typeof id !== 'number') {
      body[field] = undefined;
      continue;
    }
    const [file] = (await Promise.all(uploaders.map((uploader) => ownImages(db, uploader, [id], [])))).flat();
    if (!file) throw invalid(field);
    body[field] = file.path;
  }
  return body;
}

/** A clash on one of the vertical's unique fields (a booth name already taken) as that field's 409. */
function uniqueClash(vertical: VerticalDefinition, error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  const clash = constraint === undefined ? undefined : vertical.detail.unique?.[constraint];
  return clash ? new AppError('conflict', undefined, { [clash.field]: clash.message }) : undefined;
}

function searchTextOf(vertical: VerticalDefinition, input: ListingWrite, tags: ListingTag[]): string {
  const extra = vertical.detail.searchText?.(input as unknown as Record<string, unknown>) ?? '';
  // Folded spellings and the title without spaces (ADR 0036): «اپارتمان» finds «آپارتمان», «لپتاپ» finds «لپ تاپ».
  return listingSearchText(input.title, [input.description, ...tags.map((tag) => tag.title), extra]);
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
    price: vertical.detail.price?.(input as unknown as Record<string, unknown>) ?? 0,
    // The owner's «فوری» flag, or the package's promise of it (ADR 0036).
    isUrgent: input.is_urgent || grantsUrgent(resolved.pkg),
  };
}

/** Whether a package promises its listings the top of the list («ویژه»): its access permissions name isSpecial. */
export function grantsSpecial(pkg: { accessPermissions: readonly string[] }): boolean {
  return pkg.accessPermissions.includes('isSpecial');
}

/** Whether a package makes its listings «فوری» (urgent): its access permissions name isUrgent. */
export function grantsUrgent(pkg: { accessPermissions: readonly string[] }): boolean {
  return pkg.accessPermissions.includes('isUrgent');
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
  const problems = vertical.detail.checkCreate?.(input as unknown as Record<string, unknown>);
  if (problems && Object.keys(problems).length > 0) throw new AppError('validation', undefined, problems);
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
            // A package that promises the top of the list makes it a special (ADR 0027); managers may mark others.
            isSpecial: grantsSpecial(resolved.pkg),
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(vertical.detail.table).values({ ...resolved.detail, listingId: row.id });
        await vertical.detail.afterCreate?.(tx, row.id, input as unknown as Record<string, unknown>);
        return row;
      });
    } catch (error) {
      // Two listings drew the same slugId (56^8 ids): draw again.
      if (attempt < 3 && uniqueViolation(error) === 'listings_slug_id_uq') continue;
      throw uniqueClash(vertical, error) ?? error;
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
  requireAccess(userId, 'listing', row, 'change');
  if (row.vertical !== vertical.key) throw new AppError('not_found');
  return row;
}

/** The core's columns an owner's edit may change that the public reads (slug and search text follow from them). */
const REVIEWED_COLUMNS = [
  'cityId',
  'generalCategoryId',
  'generalSubCategoryId',
  'generalSubSubCategoryId',
  'title',
  'description',
  'latitude',
  'longitude',
  'images',
  'tags',
] as const;

/** A value as JSON with its objects' keys sorted (jsonb gives them back in its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Whether an edit changes anything a manager reviews: a core column, or a column of the detail row the vertical
 * does not exempt (a booth's open/closed switch is exempt). Fields left out (undefined) keep their value.
 */
async function editNeedsReview(
  db: Db,
  vertical: VerticalDefinition,
  current: ListingRow,
  columns: ReturnType<typeof columnsOf>,
  detail: Record<string, unknown>,
): Promise<boolean> {
  // Without exempt fields every owner's save is reviewed: it is also how a listing whose term ran out is renewed.
  if (!vertical.detail.reviewExempt?.length) return true;
  if (REVIEWED_COLUMNS.some((column) => !same(columns[column], current[column]))) return true;
  const table = vertical.detail.table;
  const [row] = (await db.select().from(table).where(eq(table.listingId, current.id)).limit(1)) as Array<
    Record<string, unknown>
  >;
  if (!row) return true;
  const exempt = new Set(vertical.detail.reviewExempt ?? []);
  return Object.entries(detail).some(
    ([key, value]) => value !== undefined && !exempt.has(key) && !same(value, row[key]),
  );
}

/**
 * The owner edits their listing: what is shown must have been reviewed, so a live or rejected listing goes back to
 * review, unless the edit changes only what the vertical exempts from review (a booth's open/closed switch); an
 * unpaid listing switched to a free package goes to review too. A live or paid listing keeps its package (422 on
 * package_id otherwise): more days, a bump or another plan are bought (listing-purchase.service.ts).
 */
export async function editListing(
  db: Db,
  vertical: VerticalDefinition,
  userId: number,
  id: number,
  input: ListingWrite,
  /** Whose uploads it may name: the owner's, and the agent's who edits for the owner (ADR 0047). */
  uploaders: readonly number[] = [userId],
): Promise<ListingRow> {
  const current = await ownListing(db, vertical, userId, id);
  // A live (or paid) listing's package is bought, not edited (issue 35): the edit would take it off the site.
  if (input.package_id !== current.packageId && !mayChangePackageOnEdit(current.status)) {
    throw new AppError('validation', LISTING_PURCHASE_MESSAGES.packageLocked, { package_id: 'invalid' });
  }
  const resolved = await resolveWrite(db, vertical, userId, input, uploaders);
  // Another package starts publishing over (review or payment); otherwise an edit needs review again.
  const columns = columnsOf(vertical, input, resolved);
  const status =
    resolved.pkg.id !== current.packageId
      ? initialListingStatus(resolved.pkg)
      : (await editNeedsReview(db, vertical, current, columns, resolved.detail))
        ? statusAfterOwnerEdit(current.status)
        : current.status;
  const edit = db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({
        ...columns,
        status,
        // Another package brings its own promise; the same package keeps what a manager decided.
        ...(resolved.pkg.id === current.packageId ? {} : { isSpecial: grantsSpecial(resolved.pkg) }),
        updatedAt: new Date(),
      })
      .where(and(eq(listings.id, id), eq(listings.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found');
    // An upsert, not delete-and-insert: columns the owner does not write (a booth's authLevel, score) are kept, and
    // a field left out (undefined) keeps its value.
    const table = vertical.detail.table;
    const set = Object.fromEntries(Object.entries(resolved.detail).filter(([, value]) => value !== undefined));
    await tx
      .insert(table)
      .values({ ...resolved.detail, listingId: id })
      .onConflictDoUpdate({ target: table.listingId, set: Object.keys(set).length > 0 ? set : { listingId: id } });
    await vertical.detail.afterEdit?.(tx, id);
    return row;
  });
  return edit.catch((error: unknown) => {
    throw uniqueClash(vertical, error) ?? error;
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
