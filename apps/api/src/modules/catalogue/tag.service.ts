import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tag } from '@shahrbazar/domain/api/catalogue.schema';
import { TAG_SEARCH_LIMIT, type TagListQuerySchema, type TagWriteSchema } from '@shahrbazar/domain/api/tag.schema';
import type { Label, Locale } from '@shahrbazar/domain/i18n/locale';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { inUseLabel, usesOf, type Reference } from '../../db/in-use.ts';
import { matchesSearch, normalizedColumn, startingPattern } from '../../db/search-text.ts';
import { AppError } from '../../http/app-error.ts';
import { tagSlugOf } from './tag-resolve.ts';
import { tags } from './tag.table.ts';

type TagInput = z.output<typeof TagWriteSchema>;

const TAG_SLUG_TAKEN: Label = {
  fa: 'برچسبی با این نامک وجود دارد؛ نامک دیگری انتخاب کنید.',
  en: 'A tag with this slug already exists; choose another slug.',
};
const SLUG_EMPTY: Label = {
  fa: 'نامک باید دست‌کم یک حرف یا رقم داشته باشد.',
  en: 'The slug needs at least one letter or digit.',
};

const toTag = (row: typeof tags.$inferSelect): Tag => ({ id: row.id, title: row.title, slug: row.slug });

/**
 * Tags for a search box while typing: `q` anywhere in the title or slug (Persian-normalised), those starting with it
 * first, at most 20; without `q`, the first 20 by title.
 */
export async function searchTags(db: Db, q: string | undefined): Promise<Tag[]> {
  const text = normalizeForSearch(q ?? '');
  const order = [asc(tags.title), asc(tags.id)];
  if (text) {
    order.unshift(sql`case when ${normalizedColumn(tags.title)} like ${startingPattern(text)} then 0 else 1 end`);
  }
  const rows = await db
    .select()
    .from(tags)
    .where(matchesSearch(text, tags.title, tags.slug))
    .orderBy(...order)
    .limit(TAG_SEARCH_LIMIT);
  return rows.map(toTag);
}

/** One page of tags for the back office, newest first, searched by title or slug. */
export async function listManagerTags(db: Db, query: z.output<typeof TagListQuerySchema>) {
  const where = matchesSearch(query.textSearch, tags.title, tags.slug);
  const [total] = await db.select({ n: count() }).from(tags).where(where);
  const rows = await db
    .select()
    .from(tags)
    .where(where)
    .orderBy(desc(tags.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toTag),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
  };
}

/**
 * A tag by its slug (its public page, /tags/{slug}); an unknown slug is not found. An address written before a spelling
 * was folded (the ezafe «ۀ», migration tag-slugs-ezafe) still finds its tag by the slug made of it today.
 */
export async function findTagBySlug(db: Db, slug: string): Promise<Tag> {
  const [row] = await db
    .select()
    .from(tags)
    .where(inArray(tags.slug, [...new Set([slug, tagSlugOf(slug)])]))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toTag(row);
}

export async function findTag(db: Db, id: number): Promise<Tag> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  if (!row) throw new AppError('not_found');
  return toTag(row);
}

/**
 * Creates or edits a tag. The slug is made the way listings make theirs (tag-resolve.ts: normalised, words joined by
 * '-', Persian kept), from the slug given or else from the title, so a listing naming the tag finds it. A slug in use
 * answers 409.
 */
export async function saveTag(db: Db, input: TagInput, locale: Locale, id?: number): Promise<Tag> {
  const slug = tagSlugOf(input.slug || input.title);
  if (!slug) throw new AppError('validation', SLUG_EMPTY, { slug: SLUG_EMPTY[locale] });
  try {
    const [row] =
      id === undefined
        ? await db.insert(tags).values({ title: input.title, slug }).returning()
        : await db.update(tags).set({ title: input.title, slug }).where(eq(tags.id, id)).returning();
    if (!row) throw new AppError('not_found');
    return toTag(row);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) {
      throw new AppError('conflict', TAG_SLUG_TAKEN, { slug: TAG_SLUG_TAKEN[locale] });
    }
    throw error;
  }
}

/**
 * What carries a tag: listings keep its id and title in their tags (a deleted tag would leave them pointing at a page
 * that is gone), posts through post_tags (which would silently lose it).
 */
const TAG_REFERENCES: readonly Reference[] = [
  { table: 'listings', column: 'tags', where: (id) => sql`tags @> ${JSON.stringify([{ id }])}::jsonb` },
  { table: 'post_tags', column: 'tag_id' },
];

/** Deletes a tag nothing carries; one listings or posts carry answers 409 saying how many. */
export async function deleteTag(db: Db, id: number): Promise<void> {
  const uses = await usesOf(db, TAG_REFERENCES, id);
  if (uses.length > 0) throw new AppError('conflict', inUseLabel({ fa: 'این برچسب', en: 'This tag' }, uses));
  const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (rows.length === 0) throw new AppError('not_found');
}
