import { and, eq, exists, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DetailFilter, VerticalDefinition } from './define-vertical.ts';
import { listings } from './listing.table.ts';

// A vertical's declared list filters (ADR 0024): one place turns the declaration into query parameters (validated
// like every other input) and into one condition on the detail table, so the generic list never names a vertical.

/** The query parameter names of one declared filter: `<name>` for oneOf, `<name>Min` / `<name>Max` for a range. */
export function filterParams(name: string, filter: DetailFilter): string[] {
  return filter.kind === 'oneOf' ? [name] : [`${name}Min`, `${name}Max`];
}

/** The zod shape of a vertical's declared filters, to extend the core's list query with. */
export function detailFilterQueryShape(vertical: VerticalDefinition): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, filter] of Object.entries(vertical.detail.filters ?? {})) {
    if (filter.kind === 'oneOf') {
      shape[name] = z.enum(filter.values as [string, ...string[]]).optional();
    } else {
      const bound = z.coerce.number().int().min(0).max(filter.max).optional();
      shape[`${name}Min`] = bound;
      shape[`${name}Max`] = bound;
    }
  }
  return shape;
}

function conditionOf(name: string, filter: DetailFilter, query: Record<string, unknown>): SQL[] {
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
 * The condition of a list query's declared filters on the vertical's detail table (an EXISTS on its row, which
 * PostgreSQL runs as a semi-join on the detail table's indexes), or undefined when none is given.
 */
export function detailFilterCondition(
  db: Db,
  vertical: VerticalDefinition,
  query: Record<string, unknown>,
): SQL | undefined {
  const where = Object.entries(vertical.detail.filters ?? {}).flatMap(([name, filter]) =>
    conditionOf(name, filter, query),
  );
  if (where.length === 0) return undefined;
  const table = vertical.detail.table;
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.listingId, listings.id), ...where)),
  );
}
