import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContentListQuerySchema,
  ContentPage,
  ContentPageWriteSchema,
} from '@shahrbazar/domain/api/content.schema';
import { ContentStatus } from '@shahrbazar/domain/enums/content';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { matchesSearch } from '../../db/search-text.ts';
import { AppError } from '../../http/app-error.ts';
import { contentPages } from './content.table.ts';
import { contentSlugOf, withUniqueSlug } from './content-slug.ts';
import { sanitizeRichText } from './sanitize.ts';

type PageRow = typeof contentPages.$inferSelect;

const toPage = (row: PageRow): ContentPage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  status: row.status as ContentPage['status'],
  views: row.views,
  registerDate: row.registerDate.toISOString(),
});

/** A published page by its slug, its view counted; a draft or an unknown slug is a 404. */
export async function readPublicPage(db: Db, slug: string): Promise<ContentPage> {
  const [row] = await db
    .update(contentPages)
    .set({ views: sql`${contentPages.views} + 1` })
    .where(and(eq(contentPages.slug, slug), eq(contentPages.status, ContentStatus.published)))
    .returning();
  if (!row) throw new AppError('not_found');
  return toPage(row);
}

/** One page of pages for the back office, newest first, searched by title or slug. */
export async function listManagerPages(db: Db, query: z.output<typeof ContentListQuerySchema>) {
  const where = matchesSearch(query.textSearch, contentPages.title, contentPages.slug);
  const [total] = await db.select({ n: count() }).from(contentPages).where(where);
  const rows = await db
    .select()
    .from(contentPages)
    .where(where)
    .orderBy(desc(contentPages.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toPage),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
  };
}

export async function findPage(db: Db, id: number): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  if (!row) throw new AppError('not_found');
  return toPage(row);
}

/** Creates or edits a page: its content sanitised, its slug made from the title when left out; a taken slug is 409. */
export async function savePage(
  db: Db,
  input: z.output<typeof ContentPageWriteSchema>,
  locale: Locale,
  id?: number,
): Promise<ContentPage> {
  const values = {
    title: input.title,
    slug: contentSlugOf(input.slug, input.title),
    content: sanitizeRichText(input.content),
    status: input.status,
  };
  const [row] = await withUniqueSlug(locale, () =>
    id === undefined
      ? db.insert(contentPages).values(values).returning()
      : db
          .update(contentPages)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(contentPages.id, id))
          .returning(),
  );
  if (!row) throw new AppError('not_found');
  return toPage(row);
}

export async function deletePage(db: Db, id: number): Promise<void> {
  const rows = await db.delete(contentPages).where(eq(contentPages.id, id)).returning({ id: contentPages.id });
  if (rows.length === 0) throw new AppError('not_found');
}

/** Whether any of the slugs names a page (seeding keeps what a manager already wrote). */
export async function pageSlugsTaken(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(or(...slugs.map((slug) => eq(contentPages.slug, slug))));
  return new Set(rows.map((row) => row.slug));
}
