import { and, asc, count, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { userAuthLevelOf } from '../users/user.repository.ts';
import type { ListingRow } from './listing.repository.ts';
import { listings } from './listing.table.ts';

// What other modules read of a listing (ADR 0127: the listings module owns its table; others call these). Each takes
// the caller's handle, so a read in a transaction stays in it, with the caller's locks.

/** What names a listing and who owns it: enough to link it, tell its owner or check that it is theirs. */
export interface ListingSummary {
  id: number;
  userId: number;
  vertical: string;
  status: number;
  title: string;
  slug: string;
  slugId: string;
}

const summary = {
  id: listings.id,
  userId: listings.userId,
  vertical: listings.vertical,
  status: listings.status,
  title: listings.title,
  slug: listings.slug,
  slugId: listings.slugId,
};

/** A listing's summary by id (undefined when there is none). */
export async function listingSummary(db: Db, id: number): Promise<ListingSummary | undefined> {
  const [row] = await db.select(summary).from(listings).where(eq(listings.id, id));
  return row;
}

/** The summaries of these listings, by id, in one query (a page's links and titles). */
export async function listingSummaries(db: Db, ids: readonly number[]): Promise<Map<number, ListingSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(summary)
    .from(listings)
    .where(inArray(listings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who owns a listing (undefined when there is none). */
export async function listingOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, id));
  return row?.userId;
}

/**
 * Whether the listing is the user's and of this vertical (another's, or another vertical's, is as good as missing),
 * locked `FOR UPDATE` when `lock` is set, so the caller's write on it waits for another on the same listing.
 */
export async function isOwnListing(
  db: Db,
  listing: { id: number; userId: number; vertical: string },
  lock?: 'update',
): Promise<boolean> {
  const query = db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(eq(listings.id, listing.id), eq(listings.vertical, listing.vertical), eq(listings.userId, listing.userId)),
    );
  const [row] = lock ? await query.for(lock) : await query;
  return row !== undefined;
}

/** The id of a listing of this vertical in this status, by its public slugId (undefined for anything else). */
export async function listingIdBySlugId(
  db: Db,
  slugId: string,
  vertical: string,
  status: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.slugId, slugId), eq(listings.vertical, vertical), eq(listings.status, status)));
  return row?.id;
}

/** A user's listings of a vertical in a status, oldest first: id, slugId and title (a lawyer's live profiles). */
export function listingsOfOwner(
  db: Db,
  userId: number,
  vertical: string,
  status: number,
): Promise<Array<{ id: number; slugId: string; title: string }>> {
  return db
    .select({ id: listings.id, slugId: listings.slugId, title: listings.title })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.vertical, vertical), eq(listings.status, status)))
    .orderBy(asc(listings.id));
}

/** How many listings of a vertical are in each status (a dashboard's counts), on listings_list_idx. */
export function countsByStatus(db: Db, vertical: string): Promise<Array<{ status: number; n: number }>> {
  return db
    .select({ status: listings.status, n: count() })
    .from(listings)
    .where(eq(listings.vertical, vertical))
    .groupBy(listings.status);
}

/** The ids of a user's listings, as a subquery (`x in (…)`): what a person owns, for one statement's filter. */
export function listingIdsOfOwner(userId: number | SQL): SQL {
  return sql`select ${listings.id} from ${listings} where ${listings.userId} = ${userId}`;
}

/** The ids of the listings owned by the users a query names (one column of user ids), as a subquery. */
export function listingIdsOwnedBy(userIds: SQL): SQL {
  return sql`select ${listings.id} from ${listings} where ${listings.userId} in (${userIds})`;
}

/** The ids of a vertical's listings, as a subquery (`x in (…)`). */
export function listingIdsOfVertical(vertical: string): SQL {
  return sql`select ${listings.id} from ${listings} where ${listings.vertical} = ${vertical}`;
}

type ListingField = Exclude<keyof ListingRow, 'id'>;

/**
 * One field of the listing a column of another table names (`appointments.listing_id`), for that query's select
 * list: a correlated primary-key lookup, what a join on the listing's id would read, in the same statement, decoded as
 * the column is. For a required reference (not null, cascading): it is never null. Both tables' columns are named
 * with their tables (`db/qualified.ts`), so it reads the same in a one-table query and in a join.
 */
export function listingFieldOf<K extends ListingField>(key: K, id: AnyColumn): SQL<ListingRow[K]> {
  const column = listings[key];
  return sql`(select ${qualified(column)} from ${listings} where ${qualified(listings.id)} = ${qualified(id)})`.mapWith(
    column,
  ) as SQL<ListingRow[K]>;
}

/** The identity level (users.authLevel) of the owner of the listing a column names, as `listingFieldOf` reads. */
export function listingOwnerAuthLevelOf(id: AnyColumn): SQL<number> {
  return sql<number>`(select ${userAuthLevelOf(listings.userId)} from ${listings} where ${qualified(listings.id)} = ${qualified(id)})`;
}

/**
 * Whether the listing a column names (a product's booth) is in `status`, a condition of another table's statement:
 * a primary-key look-up per row (a semi-join), which keeps the rows an inner join on the listing with its status
 * filtered kept, each once, and the order of the outer table's index.
 */
export function listingInStatus(id: AnyColumn, status: number): SQL {
  return sql`exists (select 1 from ${listings} where ${qualified(listings.id)} = ${qualified(id)} and ${qualified(listings.status)} = ${status})`;
}

/** A vertical's 1:1 detail table: its own columns plus `listing_id`, the listing's id (define-vertical's `DetailTable`). */
type DetailOf = PgTable & { listingId: AnyColumn };

/** A listing with its row of a vertical's detail table and its owner's identity level. */
export interface ListingWithDetail<D> {
  listing: ListingRow;
  detail: D;
  ownerAuthLevel: number;
}

/**
 * A vertical's listings with their detail rows, those `where` (on the detail table's columns) matches, at most
 * `limit`: one statement, the detail table joined to its listings on their primary key, and the owner's identity
 * level a primary-key look-up per row.
 */
export async function listingsWithDetails<T extends DetailOf>(
  db: Db,
  detail: T,
  where: SQL | undefined,
  limit?: number,
): Promise<Array<ListingWithDetail<T['$inferSelect']>>> {
  const table: PgTable = detail;
  const query = db
    .select({ listing: listings, detail: table, ownerAuthLevel: userAuthLevelOf(listings.userId) })
    .from(table)
    .innerJoin(listings, eq(listings.id, detail.listingId))
    .where(where)
    .$dynamic();
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows as unknown as Array<ListingWithDetail<T['$inferSelect']>>;
}

/** How strongly a caller locks a listing's row for the rest of its transaction. */
export type ListingLock = 'update' | 'no key update' | 'key share';

/**
 * A listing's row by id (of `vertical` when given: another's is as good as missing), locked with `lock` for the rest
 * of the caller's transaction, in the order the caller takes its locks; read as it is without.
 */
export async function lockListing(
  db: Db,
  id: number,
  lock: ListingLock | undefined,
  vertical?: string,
): Promise<ListingRow | undefined> {
  const query = db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), vertical === undefined ? undefined : eq(listings.vertical, vertical)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The rows of these listings, by id, in one query. */
export async function listingRowsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ListingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Records on a listing the package a payment paid for and the subscription it made; answers the row updated. */
export async function recordListingPackage(
  tx: Db,
  id: number,
  paid: { subscriptionId: number; paymentId: number; packageId: number },
): Promise<ListingRow | undefined> {
  const [row] = await tx
    .update(listings)
    .set({ ...paid, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning();
  return row;
}

/**
 * The listing's own columns a vertical may declare list filters on (ADR 0027, 0036): its price (for a vertical that
 * declares `detail.price`) and its photo and urgent flags, each with its index; the core applies them.
 */
export const listingFilterColumns = {
  price: listings.price,
  hasPhoto: listings.hasPhoto,
  isUrgent: listings.isUrgent,
} as const;

/**
 * The live listings among the ids a subquery names, of these verticals (and city, when given), each with its turn
 * `md5(id || slot)` for a rotation that changes every slot (the section ads' shown listings), by id.
 */
export function liveListingsIn(
  db: Db,
  ids: SQLWrapper,
  where: { verticals: readonly string[]; cityId?: number | undefined; slot: string },
): Promise<Array<{ listing: ListingRow; order: string }>> {
  return db
    .select({ listing: listings, order: sql<string>`md5(${listings.id}::text || ${where.slot})` })
    .from(listings)
    .where(
      and(
        inArray(listings.id, ids),
        eq(listings.status, ListingStatus.active),
        inArray(listings.vertical, [...where.verticals]),
        where.cityId === undefined ? undefined : eq(listings.cityId, where.cityId),
      ),
    )
    .orderBy(listings.id);
}
