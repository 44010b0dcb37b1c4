import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import type { VerticalRegistry } from './listing.mapper.ts';

/** The address of a listing's public page: its vertical's own (a booth's name), else /{key}/{slug}/{slugId}. */
export function publicPathOf(
  vertical: VerticalDefinition,
  listing: { slug: string; slugId: string },
  detail: Record<string, unknown> = {},
): string {
  return (
    vertical.publicPath?.of(listing, detail) ??
    `/${vertical.key}/${encodeURIComponent(listing.slug)}/${encodeURIComponent(listing.slugId)}`
  );
}

/**
 * The public addresses of listings of any verticals, by id: one query per vertical whose address needs detail
 * columns (a booth's name), none for the others.
 */
export async function publicPathsOf(
  db: Db,
  registry: VerticalRegistry,
  rows: ReadonlyArray<{ id: number; vertical: string; slug: string; slugId: string }>,
): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  const byVertical = new Map<string, typeof rows>();
  for (const row of rows) byVertical.set(row.vertical, [...(byVertical.get(row.vertical) ?? []), row]);
  for (const [key, group] of byVertical) {
    const vertical = registry.get(key);
    if (!vertical) continue;
    const details = new Map<number, Record<string, unknown>>();
    if (vertical.publicPath) {
      const table = vertical.detail.table;
      const found = await db
        .select({ listingId: table.listingId, ...vertical.publicPath.columns })
        .from(table)
        .where(
          inArray(
            table.listingId,
            group.map((row) => row.id),
          ),
        );
      for (const detail of found) details.set(Number(detail.listingId), detail);
    }
    for (const row of group) paths.set(row.id, publicPathOf(vertical, row, details.get(row.id)));
  }
  return paths;
}
