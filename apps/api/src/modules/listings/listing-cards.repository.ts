import { getTableColumns, is, sql, Table, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import type { Db } from '../../db/client.ts';
import { cardOwnerColumns, cardOwners, type CardOwner } from '../users/user.repository.ts';
import {
  conditions,
  newestAfter,
  orderOf,
  type DeclaredOrder,
  type ListingFilter,
  type ListingRow,
} from './listing.repository.ts';
import { listings } from './listing.table.ts';

// The public list and detail as hand-written statements (ADR 0063): a page of cards — the page, the pinned specials,
// each card's owner and its vertical's detail row — is one statement, and a detail by slugId another, both written
// as parametrised SQL templates instead of drizzle's query builder (which costs more CPU to build and map than the
// database spends answering). Rows are read into the same typed shapes drizzle gives (each column's own mapping).

/** What a card shows of its owner (the users module's `cardOwners`, joined in the card's statement). */
export type { CardOwner };

/** A listing with its owner and its vertical's detail row (null when it has none), read in the listing's statement. */
export interface ListingCard extends ListingRow {
  owner: CardOwner;
  detail: (Record<string, unknown> & { listingId: number }) | null;
}

/** Whether a row already carries its owner and detail (read by this module). */
export function isListingCard(row: ListingRow): row is ListingCard {
  return 'owner' in row;
}

/** One selected column: the alias it is answered under, the key it is read into, the column that maps its value. */
interface Field {
  alias: string;
  key: string;
  column: Column;
}
interface Selection {
  /** `alias."column" as "prefix_key", …`: identifiers of our schema only, never input. */
  text: SQL;
  fields: Field[];
}

const selections = new WeakMap<object, Map<string, Selection>>();

/**
 * The select list of a table's columns (or of a subquery's, given as its columns) under a table alias, computed once
 * per table.
 */
function selectionOf(source: PgTable | Record<string, Column>, alias: string, prefix: string): Selection {
  const cacheKey = `${alias}:${prefix}`;
  let byAlias = selections.get(source);
  if (!byAlias) selections.set(source, (byAlias = new Map()));
  const cached = byAlias.get(cacheKey);
  if (cached) return cached;
  const columns: Record<string, Column> = is(source, Table) ? getTableColumns(source) : source;
  const fields = Object.entries(columns).map(([key, column]) => ({ alias: `${prefix}${key}`, key, column }));
  const text = sql.raw(fields.map((field) => `${alias}."${field.column.name}" as "${field.alias}"`).join(', '));
  const selection = { text, fields };
  byAlias.set(cacheKey, selection);
  return selection;
}

/** A row of the answer read into its table's shape, each value mapped by its column as drizzle maps it. */
function readRow(raw: Record<string, unknown>, fields: readonly Field[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const value = raw[field.alias];
    row[field.key] = value === null || value === undefined ? null : field.column.mapFromDriverValue(value);
  }
  return row;
}

/** The statement's tail shared by a page and a detail: the listing, its owner and its detail row. */
function cardParts(detail: PgTable | undefined) {
  const listing = selectionOf(listings, 'l', '');
  const owner = selectionOf(cardOwnerColumns, cardOwners._.alias, 'o_');
  const own = detail ? selectionOf(detail, 'd', 'd_') : undefined;
  const detailListingId = own?.fields.find((field) => field.key === 'listingId');
  const columns = own ? sql`${listing.text}, ${owner.text}, ${own.text}` : sql`${listing.text}, ${owner.text}`;
  const joins = sql`join ${cardOwners} on ${cardOwnerColumns.id} = l."user_id"${
    detail ? sql` left join ${detail} d on d."listing_id" = l."id"` : sql``
  }`;
  const read = (raw: Record<string, unknown>): ListingCard => {
    const row = readRow(raw, listing.fields) as unknown as ListingCard;
    row.owner = readRow(raw, owner.fields) as unknown as CardOwner;
    row.detail =
      own && detailListingId && raw[detailListingId.alias] != null
        ? (readRow(raw, own.fields) as ListingCard['detail'])
        : null;
    return row;
  };
  return { columns, joins, read };
}

async function rowsOf(db: Db, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

export interface CardPage {
  limit: number;
  offset?: number;
  /** The last listing shown: the page continues after it in the list's order. */
  cursor?: number;
  sort?: ListingSort;
  declared?: DeclaredOrder;
  /** The vertical's detail table, joined to each card. */
  detail?: PgTable;
  /** The specials pinned above this page (ADR 0027): at most `limit`, in an order that changes every `slot`. */
  pinned?: { limit: number; slot: number };
}

/**
 * A page of cards in one statement: the page's ids from the list's index (with an offset, only the ids are read for the
 * rows skipped), the pinned specials' ids, then those listings with their owners and detail rows. With a cursor the
 * list continues after the cursor's own key, read in the same statement (in a sorted list, a row that no longer exists
 * continues nowhere; the newest list continues from the listing published before it). Answers the same rows in the same order as findListingPage and findPinnedSpecials.
 */
export async function findListingCards(
  db: Db,
  filter: ListingFilter,
  page: CardPage,
): Promise<{ items: ListingCard[]; pinned: ListingCard[] }> {
  const sort = page.sort ?? ListingSort.newest;
  const order = page.declared ?? orderOf(sort);
  const join = page.declared
    ? sql` ${page.declared.join.left ? sql`left join` : sql`inner join`} ${page.declared.join.table} on ${page.declared.join.on}`
    : sql``;
  const direction = order.descending ? sql` desc` : sql` asc`;
  const orderBy = sql.join(
    order.keys.map((key) => sql`${key}${direction}`),
    sql`, `,
  );
  const keys = sql.join(order.keys, sql`, `);
  const after =
    page.cursor === undefined
      ? undefined
      : !page.declared && sort === ListingSort.newest
        ? newestAfter(page.cursor)
        : // The cursor's key, read by id in the same statement and compared as one row value (an index range).
          sql`(${keys}) ${order.descending ? sql`<` : sql`>`} (select ${keys} from ${listings}${join} where ${listings.id} = ${page.cursor})`;
  const where = conditions(filter, after) ?? sql`true`;
  const offset = page.offset ? sql` offset ${page.offset}` : sql``;
  const pageIds = sql`select ${listings.id} as id, row_number() over (order by ${orderBy}) as ord from ${listings}${join} where ${where} order by ${orderBy} limit ${page.limit}${offset}`;
  let picked = sql`(select 0 as part, id, ord from (${pageIds}) page)`;
  if (page.pinned) {
    const shuffled = sql`md5(${listings.id}::text || ${String(page.pinned.slot)})`;
    const pinnedWhere = conditions(filter, sql`${listings.isSpecial}`) ?? sql`true`;
    const pinnedIds = sql`select ${listings.id} as id, row_number() over (order by ${shuffled}) as ord from ${listings} where ${pinnedWhere} order by ${shuffled} limit ${page.pinned.limit}`;
    picked = sql`(select 0 as part, id, ord from (${pageIds}) page union all select 1, id, ord from (${pinnedIds}) pinned)`;
  }
  const card = cardParts(page.detail);
  const rows = await rowsOf(
    db,
    sql`select picked.part as "_part", ${card.columns} from ${picked} picked join ${listings} l on l."id" = picked.id ${card.joins} order by picked.part, picked.ord`,
  );
  const items: ListingCard[] = [];
  const pinned: ListingCard[] = [];
  for (const raw of rows) (Number(raw._part) === 0 ? items : pinned).push(card.read(raw));
  return { items, pinned };
}

/** A listing by its slugId with its owner and the detail row of `detail` (the vertical's table), in one statement. */
export async function findListingCardBySlugId(
  db: Db,
  slugId: string,
  detail: PgTable | undefined,
): Promise<ListingCard | undefined> {
  const card = cardParts(detail);
  const [raw] = await rowsOf(
    db,
    sql`select ${card.columns} from ${listings} l ${card.joins} where l."slug_id" = ${slugId} limit 1`,
  );
  return raw ? card.read(raw) : undefined;
}
