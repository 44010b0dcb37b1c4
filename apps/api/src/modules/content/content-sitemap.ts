import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import { ContentStatus, PostType } from '@shahrbazar/domain/enums/content';
import { maxTagId, tagSlugsInRange } from '../catalogue/tag-resolve.ts';
import type { SitemapSection } from '../seo/sitemap-section.ts';
import { contentPages, posts, postTags } from './content.table.ts';

const slugPath = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

/** Published pages at /page/{slug}. */
export const pagesSitemapSection: SitemapSection = {
  name: 'pages',
  async maxId(db) {
    const [row] = await db
      .select({ id: max(contentPages.id) })
      .from(contentPages)
      .where(eq(contentPages.status, ContentStatus.published));
    return row?.id ?? 0;
  },
  async urls(db, afterId, upToId, limit) {
    const rows = await db
      .select({ id: contentPages.id, slug: contentPages.slug, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.status, ContentStatus.published),
          gt(contentPages.id, afterId),
          lte(contentPages.id, upToId),
        ),
      )
      .orderBy(asc(contentPages.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, path: slugPath('/page', row.slug), lastModified: row.updatedAt }));
  },
};

/** Published posts at /blog/{slug}; a legal article at its one address in the lawyers section (issue 29). */
export const postsSitemapSection: SitemapSection = {
  name: 'posts',
  async maxId(db) {
    const [row] = await db
      .select({ id: max(posts.id) })
      .from(posts)
      .where(eq(posts.status, ContentStatus.published));
    return row?.id ?? 0;
  },
  async urls(db, afterId, upToId, limit) {
    const rows = await db
      .select({ id: posts.id, slug: posts.slug, type: posts.type, updatedAt: posts.updatedAt })
      .from(posts)
      .where(and(eq(posts.status, ContentStatus.published), gt(posts.id, afterId), lte(posts.id, upToId)))
      .orderBy(asc(posts.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      path: slugPath(row.type === PostType.legal ? '/lawyer/articles' : '/blog', row.slug),
      lastModified: row.updatedAt,
    }));
  },
};

/** Tags that carry a published post, at /tags/{slug}. */
export const tagsSitemapSection: SitemapSection = {
  name: 'tags',
  maxId: (db) => maxTagId(db),
  async urls(db, afterId, upToId, limit) {
    const rows = await tagSlugsInRange(
      db,
      { afterId, upToId, limit },
      (tagId) =>
        sql`exists (select 1 from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId} where ${postTags.tagId} = ${tagId} and ${posts.status} = ${ContentStatus.published})`,
    );
    return rows.map((row) => ({ id: row.id, path: slugPath('/tags', row.slug) }));
  },
};

/** The fixed public pages: home, the blog, the map, the city tour and each section's landing page. */
export function staticSitemapSection(landings: readonly string[]): SitemapSection {
  const paths = ['/', '/blog', '/map', ...landings];
  return {
    name: 'site',
    maxId: async () => 1,
    urls: async (_db, afterId) => (afterId >= 1 ? [] : paths.map((path) => ({ id: 1, path }))),
  };
}
