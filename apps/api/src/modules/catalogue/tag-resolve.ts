import { and, asc, eq, gt, inArray, lte, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { tags } from './tag.table.ts';

/** A tag's slug from its title: normalised, words joined by '-', only letters and digits kept (Persian stays). */
export function tagSlugOf(title: string): string {
  return normalizeForSearch(title)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The tags a listing names: existing tags by id (an unknown id is a field error), new ones by title (found by
 * slug, created when missing). Answers them in the order given, without duplicates.
 */
export async function resolveTags(
  db: Db,
  wanted: ReadonlyArray<number | string>,
): Promise<Array<{ id: number; title: string }>> {
  const ids = wanted.filter((item): item is number => typeof item === 'number');
  const titles = wanted.filter((item): item is string => typeof item === 'string');
  const byId = new Map<number, { id: number; title: string }>();
  if (ids.length) {
    const rows = await db.select({ id: tags.id, title: tags.title }).from(tags).where(inArray(tags.id, ids));
    if (rows.length !== new Set(ids).size) throw new AppError('validation', undefined, { tags: 'invalid' });
    for (const row of rows) byId.set(row.id, row);
  }
  const bySlug = new Map<string, { id: number; title: string }>();
  const slugs = [...new Set(titles.map(tagSlugOf).filter(Boolean))];
  if (slugs.length) {
    await db
      .insert(tags)
      .values(slugs.map((slug) => ({ slug, title: titles.find((title) => tagSlugOf(title) === slug) ?? slug })))
      .onConflictDoNothing({ target: tags.slug });
    const rows = await db.select().from(tags).where(inArray(tags.slug, slugs));
    for (const row of rows) bySlug.set(row.slug, { id: row.id, title: row.title });
  }
  const result: Array<{ id: number; title: string }> = [];
  for (const item of wanted) {
    const tag = typeof item === 'number' ? byId.get(item) : bySlug.get(tagSlugOf(item));
    if (tag && !result.some((existing) => existing.id === tag.id)) result.push(tag);
  }
  return result;
}

/** The slugs of these tags by id (a listing's page links each tag chip to /tags/{slug}). */
export async function tagSlugsByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(inArray(tags.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** A tag by its exact slug (the blog's tag filter), or undefined. */
export async function tagOfSlug(
  db: Db,
  slug: string,
): Promise<{ id: number; title: string; slug: string } | undefined> {
  const [row] = await db
    .select({ id: tags.id, title: tags.title, slug: tags.slug })
    .from(tags)
    .where(eq(tags.slug, slug));
  return row;
}

/**
 * Tags by id, ordered by title: `ids` is a list, or a subquery of ids (a post's tags, read in the same statement).
 */
export function tagRefsByIds(
  db: Db,
  ids: readonly number[] | SQL,
): Promise<Array<{ id: number; title: string; slug: string }>> {
  if (Array.isArray(ids) && ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: tags.id, title: tags.title, slug: tags.slug })
    .from(tags)
    .where(
      Array.isArray(ids)
        ? inArray(tags.id, [...new Set(ids as readonly number[])])
        : sql`${tags.id} in (${ids as SQL})`,
    )
    .orderBy(asc(tags.title));
}

/** The highest tag id (a sitemap's bound), 0 for none. */
export async function maxTagId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(tags.id) }).from(tags);
  return row?.id ?? 0;
}

/** Tags with afterId < id <= upToId for which `carried(tag's id)` holds, in id order, at most `limit` (a sitemap's). */
export function tagSlugsInRange(
  db: Db,
  range: { afterId: number; upToId: number; limit: number },
  carried: (tagId: SQLWrapper) => SQL,
): Promise<Array<{ id: number; slug: string }>> {
  return db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(and(gt(tags.id, range.afterId), lte(tags.id, range.upToId), carried(tags.id)))
    .orderBy(asc(tags.id))
    .limit(range.limit);
}
