import { and, eq, exists, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ListingSort, offeredSorts } from '@shahrbazar/domain/enums/listing-engagement';
import type { Db } from '../../db/client.ts';
import { rateOrderOf } from '../comments/rating.service.ts';
import type { DetailFilter, VerticalDefinition } from './define-vertical.ts';
import type { DeclaredOrder } from './listing.repository.ts';
import { listings } from './listing.table.ts';

// A vertical's declared list filters (ADR 0024) and sorts (ADR 0027): one place turns the declaration into query
// parameters (validated like every other input) and into conditions, so the generic list never names a vertical.

/** The sorts a vertical's list offers: the price sorts only when it declares a price, its declared ones (ADR 0042). */
export function sortsOf(vertical: VerticalDefinition): ListingSort[] {
  return offeredSorts({
    priced: vertical.detail.price !== undefined,
    declared: Object.keys(vertical.detail.sorts ?? {}) as ListingSort[],
  });
}

/** The order of a sort the vertical declares (undefined for the core's own sorts). */
export function declaredOrder(vertical: VerticalDefinition, sort: ListingSort): DeclaredOrder | undefined {
  const declared = vertical.detail.sorts?.[sort];
  if (!declared) return undefined;
  if (declared.kind === 'earliest') {
    const table = vertical.detail.table;
    // Earliest first, none last: the same expression as the detail table's index, so the index gives the order.
    return {
      keys: [sql`coalesce(${declared.column}, 'infinity'::timestamptz)`, sql`${table.listingId}`],
      types: ['timestamptz', 'integer'],
      descending: false,
      join: { table, on: eq(table.listingId, listings.id), left: false },
    };
  }
  if (declared.column) {
    const table = vertical.detail.table;
    // Best first, newest first among equals: the detail table's (column, listing_id) index read backwards.
    return {
      keys: [sql`${declared.column}`, sql`${table.listingId}`],
      types: ['real', 'integer'],
      descending: true,
      join: { table, on: eq(table.listingId, listings.id), left: false },
    };
  }
  const { rate, join } = rateOrderOf(vertical.key, listings.id);
  return { keys: [rate, sql`${listings.id}`], types: ['real', 'integer'], descending: true, join };
}

/** The `sort` query parameter of a vertical's list (another sort, or one it does not offer, is a 422). */
export function sortQueryShape(vertical: VerticalDefinition): Record<string, z.ZodType> {
  return { sort: z.enum(sortsOf(vertical) as [ListingSort, ...ListingSort[]]).default(ListingSort.newest) };
}

/** The query parameter names of one declared filter: `<name>` for oneOf, `<name>Min` / `<name>Max` for a range. */
export function filterParams(name: string, filter: DetailFilter): string[] {
  return filter.kind === 'range' ? [`${name}Min`, `${name}Max`] : [name];
}

/** The zod shape of a vertical's declared filters, to extend the core's list query with. */
export function detailFilterQueryShape(vertical: VerticalDefinition): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, filter] of Object.entries(vertical.detail.filters ?? {})) {
    if (filter.kind === 'oneOf') {
      shape[name] = z.enum(filter.values as [string, ...string[]]).optional();
    } else if (filter.kind === 'flag') {
      // Only "yes" (1, or true as older links say) narrows the list; leaving the parameter out lists everything.
      shape[name] = z.enum(['1', 'true']).optional();
    } else {
      const bound = z.coerce.number().int().min(0).max(filter.max).optional();
      shape[`${name}Min`] = bound;
      shape[`${name}Max`] = bound;
    }
  }
  return shape;
}

function conditionOf(name: string, filter: DetailFilter, query: Record<string, unknown>): SQL[] {
  // The bare column, not `= $1`: the planner proves a partial index's WHERE from it (listings_photo_idx).
  if (filter.kind === 'flag') return query[name] === undefined ? [] : [sql`${filter.column}`];
  if (filter.kind === 'oneOf') {
    const value = query[name];
    if (typeof value !== 'string') return [];
    const chosen = eq(filter.column, value);
    return [
      filter.wildcard === undefined || filter.wildcard === value
        ? chosen
        : or(chosen, eq(filter.column, filter.wildcard))!,
    ];
  }
  const min = query[`${name}Min`];
  const max = query[`${name}Max`];
  const where: SQL[] = [];
  if (typeof min === 'number') where.push(gte(filter.column, min));
  if (typeof max === 'number') where.push(lte(filter.column, max));
  if (where.length > 0 && filter.zeroUnknown) where.push(gt(filter.column, 0));
  return where;
}

/**
 * The condition of a list query's declared filters: on the vertical's detail table an EXISTS on its row (which
 * PostgreSQL runs as a semi-join on the detail table's indexes), on the listing's price a range of its own; undefined
 * when none is given.
 */
export function detailFilterCondition(
  db: Db,
  vertical: VerticalDefinition,
  query: Record<string, unknown>,
): SQL | undefined {
  const declared = Object.entries(vertical.detail.filters ?? {});
  // A filter on the listing's own price applies to the listing; the others to its detail row.
  const onListing = declared.filter(([, filter]) => filter.column.table === listings);
  const onDetail = declared.filter(([, filter]) => filter.column.table !== listings);
  const own = onListing.flatMap(([name, filter]) => conditionOf(name, filter, query));
  const where = onDetail.flatMap(([name, filter]) => conditionOf(name, filter, query));
  const table = vertical.detail.table;
  const detail =
    where.length === 0
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(table)
            .where(and(eq(table.listingId, listings.id), ...where)),
        );
  return own.length === 0 && !detail ? undefined : and(...own, detail);
}
