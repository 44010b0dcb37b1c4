import { and, desc, eq, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingFavorites, listings, listingViews } from './listing.table.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

/** The filters of a list, already resolved to ids; words are normalised search words (each must occur). */
export interface ListingFilter {
  vertical?: string;
  status?: number;
  userId?: number;
  cityId?: number;
  generalCategoryId?: number;
  generalSubCategoryId?: number;
  generalSubSubCategoryId?: number;
  special?: boolean;
  words?: string[];
  /** A vertical's declared filters on its detail table, already built (detail-filter.ts). */
  detail?: SQL | undefined;
}

/** LIKE pattern of a literal word (its %, _ and \ escaped). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: ListingFilter): SQL | undefined {
  const where: Array<SQL | undefined> = [
    filter.vertical === undefined ? undefined : eq(listings.vertical, filter.vertical),
    filter.status === undefined ? undefined : eq(listings.status, filter.status),
    filter.userId === undefined ? undefined : eq(listings.userId, filter.userId),
    filter.cityId === undefined ? undefined : eq(listings.cityId, filter.cityId),
    filter.generalCategoryId === undefined ? undefined : eq(listings.generalCategoryId, filter.generalCategoryId),
    filter.generalSubCategoryId === undefined
      ? undefined
      : eq(listings.generalSubCategoryId, filter.generalSubCategoryId),
    filter.generalSubSubCategoryId === undefined
      ? undefined
      : eq(listings.generalSubSubCategoryId, filter.generalSubSubCategoryId),
    filter.special ? eq(listings.isSpecial, true) : undefined,
    // Trigram-indexed (listings_search_idx): each word anywhere in the normalised text.
    ...(filter.words ?? []).map((word) => like(listings.searchText, containing(word))),
    filter.detail,
  ];
  return and(...where);
}

/**
 * One page of listings, newest first. With a cursor (the last id seen) it is a keyset page: an index range scan
 * that costs the same on page 1000 as on page 1. With an offset, the ids are picked first from the index alone and
 * only the page's rows are read (a deferred join), so deep pages do not read the rows they skip.
 */
export async function findListingPage(
  db: Db,
  filter: ListingFilter,
  page: { limit: number; offset?: number; cursor?: number },
): Promise<ListingRow[]> {
  const where = and(conditions(filter), page.cursor === undefined ? undefined : lt(listings.id, page.cursor));
  if (!page.offset) {
    return db.select().from(listings).where(where).orderBy(desc(listings.id)).limit(page.limit);
  }
  const ids = db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(desc(listings.id))
    .limit(page.limit)
    .offset(page.offset);
  return db.select().from(listings).where(inArray(listings.id, ids)).orderBy(desc(listings.id));
}

export async function findListingById(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

export async function findListingBySlugId(db: Db, slugId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.slugId, slugId));
  return row;
}

/** Of these listings, the ones the user has favorited. */
export async function favoritedAmong(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: listingFavorites.listingId })
    .from(listingFavorites)
    .where(and(eq(listingFavorites.userId, userId), inArray(listingFavorites.listingId, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Counts a view of a listing once per visitor per day, in one statement: the view is recorded, and the counter
 * raised only when the record is new. Answers whether it counted.
 */
export async function recordView(db: Db, listingId: number, visitor: string, day: string): Promise<boolean> {
  const result = await db.execute(sql`
    with seen as (
      insert into ${listingViews} (listing_id, visitor, day) values (${listingId}, ${visitor}, ${day})
      on conflict do nothing returning 1
    )
    update ${listings} set views = views + 1 where id = ${listingId} and exists (select 1 from seen)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
