import { inArray } from 'drizzle-orm';
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
