import { and, count, eq, getTableColumns, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import type { Db } from '../../db/client.ts';
import { subscriptionRuns } from '../packages/package-lookup.ts';
import { listingFavorites, listings, listingStats, listingViews } from './listing.table.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

/** The filters of a list, already resolved to ids; words are normalised search words (each must occur). */
export interface ListingFilter {
  vertical?: string;
  status?: number;
  /** Any of these statuses (the back office's «waiting for a person»: under review or paid, waiting to be confirmed). */
  statusIn?: readonly number[];
  userId?: number;
  /** Owners among those a query names (one column of user ids): an agent's users (ADR 0037). */
  userIn?: SQL | undefined;
  cityId?: number;
  /** Listings that carry this tag (listings_tags_idx: its `tags` contain {id}). */
  tagId?: number;
  generalCategoryId?: number;
  generalSubCategoryId?: number;
  generalSubSubCategoryId?: number;
  special?: boolean;
  words?: string[];
  /** A vertical's declared filters on its detail table, already built (detail-filter.ts). */
  detail?: SQL | undefined;
  /** Only listings whose term still runs (`termRunning`): the public lists. */
  termRunning?: boolean;
}

/**
 * A listing whose term still runs (issue 34): no subscription recorded, a percentage plan (no term), or an active
 * subscription whose days have not run out at the database's now. Public lists, the map and the sitemap leave a
 * listing out the moment its term ends; it stays active for its owner, who is offered renewal (spec: an active item
 * with no days left) and told by the `listing-terms-ended` job. A primary-key lookup per listing.
 */
export const termRunning: SQL = sql`(${listings.subscriptionId} is null or ${subscriptionRuns(listings.subscriptionId)})`;

/** LIKE pattern of a literal word (its %, _ and \ escaped). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter's conditions (and the extra ones given), undefined when there are none. */
export function conditions(filter: ListingFilter, ...extra: Array<SQL | undefined>): SQL | undefined {
  const where: Array<SQL | undefined> = [
    filter.vertical === undefined ? undefined : eq(listings.vertical, filter.vertical),
    filter.status === undefined ? undefined : eq(listings.status, filter.status),
    filter.statusIn === undefined ? undefined : inArray(listings.status, [...filter.statusIn]),
    filter.userId === undefined ? undefined : eq(listings.userId, filter.userId),
    filter.userIn === undefined ? undefined : sql`${listings.userId} in (${filter.userIn})`,
    filter.cityId === undefined ? undefined : eq(listings.cityId, filter.cityId),
    filter.tagId === undefined ? undefined : sql`${listings.tags} @> ${JSON.stringify([{ id: filter.tagId }])}::jsonb`,
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
    filter.termRunning ? termRunning : undefined,
    ...extra,
  ];
  return and(...where);
}

/**
 * A list's order (ADR 0027): its key, ending in the id, each key the same direction; newest is the listing's place
 * alone (its sort key: when it was published, or bumped last; unique, issue 35).
 */
export function orderOf(sort: ListingSort): { keys: SQL[]; descending: boolean } {
  const id = sql`${listings.id}`;
  const price = sql`${listings.price}`;
  switch (sort) {
    // Negotiable (0) after every priced listing, on listings_cheapest_idx.
    case ListingSort.cheapest:
      return { keys: [sql`(${listings.price} = 0)`, price, id], descending: false };
    case ListingSort.expensive:
      return { keys: [price, id], descending: true };
    case ListingSort.mostViewed:
      return { keys: [sql`${listings.views}`, id], descending: true };
    default:
      return { keys: [sql`${listings.sortKey}`], descending: true };
  }
}

/**
 * A vertical's declared sort (ADR 0042, built by detail-filter.ts): its keys (ending in the listing's id) over the
 * listing and one joined table (the vertical's detail row, or the item's rating), each key's SQL type (to carry a
 * cursor's key back as text), and the direction.
 */
export interface DeclaredOrder {
  keys: SQL[];
  types: readonly string[];
  descending: boolean;
  join: { table: PgTable; on: SQL; left: boolean };
}

/** Where a list in a declared order continues after the listing `cursor`: its keys read again, compared as one row. */
async function afterDeclared(db: Db, order: DeclaredOrder, cursor: number): Promise<SQL> {
  const select = Object.fromEntries(order.keys.map((key, i) => [`k${i}`, sql<string>`(${key})::text`]));
  const query = db.select(select).from(listings).$dynamic();
  const joined = order.join.left
    ? query.leftJoin(order.join.table, order.join.on)
    : query.innerJoin(order.join.table, order.join.on);
  const [row] = (await joined.where(eq(listings.id, cursor))) as Array<Record<string, string | null>>;
  if (!row) return sql`false`;
  const values = order.keys.map((_, i) => sql`cast(${row[`k${i}`]} as ${sql.raw(order.types[i] ?? 'text')})`);
  return sql`(${sql.join(order.keys, sql`, `)}) ${order.descending ? sql`<` : sql`>`} (${sql.join(values, sql`, `)})`;
}

/**
 * Where the newest list continues after the listing `cursor` (the last one shown): below its place (issue 35). A
 * cursor that no longer exists (deleted while the visitor scrolled) continues from the listing published just before
 * it, as the list by id did; past every id, from the newest.
 */
export function newestAfter(cursor: number): SQL {
  return sql`${listings.sortKey} < coalesce((select c."sort_key" from "listings" c where c."id" = ${cursor}), (select c."sort_key" + 1 from "listings" c where c."id" < ${cursor} order by c."id" desc limit 1), 0)`;
}

/**
 * Where a sorted list continues after the listing `cursor` (the last one shown): its key read again by id, compared as
 * one row value, so the next page is an index range like the first (ties in price are ordered by id). A cursor that no
 * longer exists continues nowhere (an empty page).
 */
async function afterCursor(db: Db, sort: ListingSort, cursor: number): Promise<SQL> {
  if (sort === ListingSort.newest) return newestAfter(cursor);
  const { keys, descending } = orderOf(sort);
  const [row] = await db
    .select({ price: listings.price, views: listings.views })
    .from(listings)
    .where(eq(listings.id, cursor));
  if (!row) return sql`false`;
  const values =
    sort === ListingSort.cheapest
      ? [sql`${row.price === 0}`, sql`${row.price}`, sql`${cursor}`]
      : sort === ListingSort.expensive
        ? [sql`${row.price}`, sql`${cursor}`]
        : [sql`${row.views}`, sql`${cursor}`];
  return sql`(${sql.join(keys, sql`, `)}) ${descending ? sql`<` : sql`>`} (${sql.join(values, sql`, `)})`;
}

/**
 * How many listings a filter matches: the total of a counted list (ADR 0117). Only the lists of one owner, an agent's
 * users or the back office count: listings_owner_idx (user, vertical, id), listings_list_idx (vertical, status, id)
 * and listings_status_idx (status, id) serve their filters (listing-count-indexes.test); public lists never count.
 */
export async function countListings(db: Db, filter: ListingFilter): Promise<number> {
  const [row] = await listingCountQuery(db, filter);
  return row?.n ?? 0;
}

/** The statement `countListings` runs (listing-count-indexes.test EXPLAINs it). */
export function listingCountQuery(db: Db, filter: ListingFilter) {
  return db.select({ n: count() }).from(listings).where(conditions(filter));
}

/**
 * One page of listings, newest first unless sorted otherwise. With a cursor (the last id seen) it is a keyset page:
 * an index range scan that costs the same on page 1000 as on page 1. With an offset, the ids are picked first from the
 * index alone and only the page's rows are read (a deferred join), so deep pages do not read the rows they skip.
 */
export async function findListingPage(
  db: Db,
  filter: ListingFilter,
  page: { limit: number; offset?: number; cursor?: number; sort?: ListingSort; declared?: DeclaredOrder },
): Promise<ListingRow[]> {
  if (page.declared) return findDeclaredPage(db, filter, { ...page, declared: page.declared });
  const sort = page.sort ?? ListingSort.newest;
  const { keys, descending } = orderOf(sort);
  const order = keys.map((key) => (descending ? sql`${key} desc` : sql`${key} asc`));
  const after = page.cursor === undefined ? undefined : await afterCursor(db, sort, page.cursor);
  const where = and(conditions(filter), after);
  if (!page.offset) {
    return db
      .select()
      .from(listings)
      .where(where)
      .orderBy(...order)
      .limit(page.limit);
  }
  const ids = db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select()
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(...order);
}

/**
 * A page in a vertical's declared order (the earliest free slot, the rating): the listings joined to the table the key
 * lives on, so an index on the key (clinic_details_earliest_idx) gives the order and the list's filters are checked
 * per row; keyset with a cursor, a deferred join with an offset, as findListingPage.
 */
async function findDeclaredPage(
  db: Db,
  filter: ListingFilter,
  page: { limit: number; offset?: number; cursor?: number; declared: DeclaredOrder },
): Promise<ListingRow[]> {
  const { keys, descending, join } = page.declared;
  const order = keys.map((key) => (descending ? sql`${key} desc` : sql`${key} asc`));
  const after = page.cursor === undefined ? undefined : await afterDeclared(db, page.declared, page.cursor);
  const where = and(conditions(filter), after);
  const joinOn = <T extends { leftJoin: unknown; innerJoin: unknown }>(query: T): T => {
    const q = query as unknown as {
      leftJoin(table: PgTable, on: SQL): T;
      innerJoin(table: PgTable, on: SQL): T;
    };
    return join.left ? q.leftJoin(join.table, join.on) : q.innerJoin(join.table, join.on);
  };
  if (!page.offset) {
    return joinOn(db.select(getTableColumns(listings)).from(listings).$dynamic())
      .where(where)
      .orderBy(...order)
      .limit(page.limit);
  }
  const ids = await joinOn(db.select({ id: listings.id }).from(listings).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(listings)
    .where(
      inArray(
        listings.id,
        ids.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * The specials pinned above the first page of a list (ADR 0027): at most `limit` of the specials its filter matches,
 * in an order that changes every `slot` (a few minutes), so every special gets its turn on top. Specials are few (a
 * partial index holds them), so ordering them all by a hash is cheap.
 */
export async function findPinnedSpecials(
  db: Db,
  filter: ListingFilter,
  limit: number,
  slot: number,
): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(and(conditions(filter), eq(listings.isSpecial, true)))
    .orderBy(sql`md5(${listings.id}::text || ${String(slot)})`)
    .limit(limit);
}

export async function findListingById(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

export async function findListingBySlugId(db: Db, slugId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.slugId, slugId));
  return row;
}

/** These listings, by id, in the status asked (a city tour's stops: the live ones). */
export async function findListingsByIds(db: Db, ids: number[], status: number): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.status, status)));
}

/** What names these listings (a payment's or a waitlist's subject): id, vertical and title, by id. */
export async function listingRefsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; vertical: string; title: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, vertical: listings.vertical, title: listings.title })
    .from(listings)
    .where(inArray(listings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * All the listings the user has favorited, when they are at most `limit` (one statement; null when there are more: the
 * caller then asks about the listings it shows).
 */
export async function favoritesUpTo(db: Db, userId: number, limit: number): Promise<Set<number> | null> {
  const rows = await db
    .select({ id: listingFavorites.listingId })
    .from(listingFavorites)
    .where(eq(listingFavorites.userId, userId))
    .limit(limit + 1);
  return rows.length > limit ? null : new Set(rows.map((row) => row.id));
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
 * Counts a view of a listing once per visitor per day, in one statement: the view is recorded, and the counter and
 * the day's statistics (listing_stats) raised only when the record is new. Answers whether it counted.
 */
export async function recordView(db: Db, listingId: number, visitor: string, day: string): Promise<boolean> {
  return (await countView(db, listingId, visitor, day)).counted;
}

/**
 * recordView, answering also the listing's views as they stand after it (the count made here, or the row's when this
 * visitor was already counted today): a page kept for everyone shows the views of now (issue 32). One statement.
 */
export async function countView(
  db: Db,
  listingId: number,
  visitor: string,
  day: string,
): Promise<{ counted: boolean; views: number }> {
  const result = await db.execute(sql`
    with seen as (
      insert into ${listingViews} (listing_id, visitor, day) values (${listingId}, ${visitor}, ${day})
      on conflict do nothing returning 1
    ),
    counted as (
      update ${listings} set views = views + 1 where id = ${listingId} and exists (select 1 from seen)
      returning id, views
    ),
    daily as (
      insert into ${listingStats} (listing_id, day, views) select id, ${day}, 1 from counted
      on conflict (listing_id, day) do update set views = ${listingStats}.views + 1
    )
    select exists (select 1 from counted) as counted,
      coalesce((select views from counted), (select views from ${listings} where id = ${listingId})) as views`);
  const [row] = (result as unknown as { rows: Array<{ counted: boolean; views: number | string | null }> }).rows;
  return { counted: row?.counted === true, views: Number(row?.views ?? 0) };
}
