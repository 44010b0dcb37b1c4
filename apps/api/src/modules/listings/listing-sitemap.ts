import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { SitemapSection } from '../seo/sitemap-section.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import { termRunning } from './listing.repository.ts';
import { listings } from './listing.table.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { publicPathOf } from './public-path.ts';

const live = (vertical: VerticalDefinition) =>
  and(eq(listings.vertical, vertical.key), eq(listings.status, ListingStatus.active), termRunning);

/**
 * The sitemap's section of a vertical: its live listings at their public addresses (its own when it declares
 * `publicPath`, a booth's name). Every vertical of the registry has one; a new vertical is in the sitemap by being
 * registered. The ids walk `listings_list_idx (vertical, status, id)`.
 */
export function listingSitemapSection(vertical: VerticalDefinition): SitemapSection {
  const table = vertical.detail.table;
  return {
    name: vertical.key,
    async maxId(db) {
      const [row] = await db
        .select({ id: max(listings.id) })
        .from(listings)
        .where(live(vertical));
      return row?.id ?? 0;
    },
    async urls(db, afterId, upToId, limit) {
      const where = and(live(vertical), gt(listings.id, afterId), lte(listings.id, upToId));
      const columns = {
        id: listings.id,
        slug: listings.slug,
        slugId: listings.slugId,
        updatedAt: listings.updatedAt,
      };
      const rows = vertical.publicPath
        ? await db
            .select({ ...columns, ...vertical.publicPath.columns })
            .from(listings)
            .innerJoin(table, eq(table.listingId, listings.id))
            .where(where)
            .orderBy(asc(listings.id))
            .limit(limit)
        : await db.select(columns).from(listings).where(where).orderBy(asc(listings.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        path: publicPathOf(vertical, row, row as Record<string, unknown>),
        lastModified: row.updatedAt,
      }));
    },
  };
}

/** A sitemap section for every vertical of the registry. */
export function listingSitemapSections(registry: VerticalRegistry): SitemapSection[] {
  return [...registry.values()].map(listingSitemapSection);
}
