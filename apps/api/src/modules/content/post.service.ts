import { and, count, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContentListQuerySchema,
  Post,
  PostListQuerySchema,
  PostPage,
  PostSummary,
  PostWriteSchema,
} from '@shahrbazar/domain/api/content.schema';
import { ContentStatus, type PostType } from '@shahrbazar/domain/enums/content';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import { foreignPostFields } from '@shahrbazar/domain/rules/post-fields';
import type { Db } from '../../db/client.ts';
import { matchesSearch } from '../../db/search-text.ts';
import { AppError } from '../../http/app-error.ts';
import { tagOfSlug, tagRefsByIds, tagSlugsByIds } from '../catalogue/tag-resolve.ts';
import { ownImages } from '../media/file-lookup.ts';
import { userRefsByIds } from '../users/user.repository.ts';
import { posts, postTags } from './content.table.ts';
import { contentSlugOf, withUniqueSlug } from './content-slug.ts';
import { plainExcerpt, sanitizeRichText } from './sanitize.ts';

type PostRow = typeof posts.$inferSelect;
type PostInput = z.output<typeof PostWriteSchema>;

/** How many other posts of its type a post's page shows. */
const RELATED_COUNT = 4;

const summaryColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  type: posts.type,
  image: posts.image,
  excerpt: posts.excerpt,
  price: posts.price,
  registerDate: posts.registerDate,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: PostRow[K] };

const toSummary = (row: SummaryRow): PostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  type: row.type as PostType,
  image: row.image,
  excerpt: row.excerpt,
  price: row.price,
  registerDate: row.registerDate.toISOString(),
});

const published = eq(posts.status, ContentStatus.published);

/** The blog: published posts newest first, by type or tag, keyset-paged (one row more than shown says "more"). */
export async function listPublicPosts(db: Db, query: z.output<typeof PostListQuerySchema>): Promise<PostPage> {
  const conditions: (SQL | undefined)[] = [published];
  if (query.type) conditions.push(eq(posts.type, query.type));
  if (query.cursor) conditions.push(lt(posts.id, query.cursor));
  let tag: PostPage['tag'] = null;
  if (query.tag !== undefined) {
    const found = await tagOfSlug(db, query.tag);
    if (!found) throw new AppError('not_found');
    tag = { id: found.id, title: found.title, slug: found.slug };
    conditions.push(
      sql`exists (select 1 from ${postTags} where ${postTags.tagId} = ${found.id} and ${postTags.postId} = ${posts.id})`,
    );
  }
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.id))
    .limit(query.perPage + 1);
  const more = rows.length > query.perPage;
  const items = rows.slice(0, query.perPage).map(toSummary);
  return { items, nextCursor: more ? (items.at(-1)?.id ?? null) : null, tag };
}

function tagsOf(db: Db, postId: number) {
  return tagRefsByIds(db, sql`select ${postTags.tagId} from ${postTags} where ${postTags.postId} = ${postId}`);
}

async function toPost(db: Db, row: PostRow, related: PostSummary[]): Promise<Post> {
  const [author] = row.userId ? await userRefsByIds(db, [row.userId]) : [];
  return {
    ...toSummary(row),
    content: row.content,
    status: row.status as Post['status'],
    views: row.views,
    user: author ?? { id: 0, name: '' },
    tags: await tagsOf(db, row.id),
    links: row.links,
    details: row.details as Post['details'],
    related,
  };
}

/** A published post by its slug, its view counted, with other posts of its type. */
export async function readPublicPost(db: Db, slug: string): Promise<Post> {
  const [row] = await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1` })
    .where(and(eq(posts.slug, slug), published))
    .returning();
  if (!row) throw new AppError('not_found');
  const related = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(published, eq(posts.type, row.type), ne(posts.id, row.id)))
    .orderBy(desc(posts.id))
    .limit(RELATED_COUNT);
  return toPost(db, row, related.map(toSummary));
}

/** One page of posts for the back office, newest first, by type and a search of the title or slug. */
export async function listManagerPosts(db: Db, query: z.output<typeof ContentListQuerySchema>) {
  const where = and(
    matchesSearch(query.textSearch, posts.title, posts.slug),
    query.type ? eq(posts.type, query.type) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(posts).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(where)
    .orderBy(desc(posts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toSummary),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
  };
}

export async function findPost(db: Db, id: number): Promise<Post> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new AppError('not_found');
  return toPost(db, row, []);
}

/**
 * Field errors of a post body beyond its schema: a detail field of another type, a tag that does not exist, an image
 * that is not one of the writer's uploads.
 */
async function checkPost(db: Db, input: PostInput, userId: number) {
  const fields: Record<string, string> = {};
  for (const name of foreignPostFields(input.type, input.details)) fields[`details.${name}`] = 'fieldNotOfType';
  const tagIds = [...new Set(input.tags)];
  if (tagIds.length) {
    const found = await tagSlugsByIds(db, tagIds);
    if (found.size !== tagIds.length) fields.tags = 'invalid';
  }
  let image: string | undefined;
  if (input.image_id !== undefined) {
    const [own] = await ownImages(db, userId, [input.image_id], []);
    if (own) image = own.variants.medium ?? own.path;
    else fields.image_id = 'invalid';
  }
  if (Object.keys(fields).length) throw new AppError('validation', undefined, fields);
  return { tagIds, image };
}

/**
 * Creates or edits a post (its writer is the manager who creates it): content sanitised, detail fields only of its
 * type, tags by id, links as given; a taken slug is 409. An edit without an image keeps the current one.
 */
export async function savePost(db: Db, input: PostInput, userId: number, locale: Locale, id?: number): Promise<Post> {
  const { tagIds, image } = await checkPost(db, input, userId);
  const content = sanitizeRichText(input.content);
  const values = {
    type: input.type,
    title: input.title,
    slug: contentSlugOf(input.slug, input.title),
    content,
    excerpt: plainExcerpt(content),
    status: input.status,
    price: input.price,
    details: input.details,
    links: input.links,
    ...(image !== undefined ? { image } : {}),
  };
  const row = await withUniqueSlug(locale, () =>
    db.transaction(async (tx) => {
      const [saved] =
        id === undefined
          ? await tx
              .insert(posts)
              .values({ ...values, userId })
              .returning()
          : await tx
              .update(posts)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(posts.id, id))
              .returning();
      if (!saved) throw new AppError('not_found');
      await tx.delete(postTags).where(eq(postTags.postId, saved.id));
      if (tagIds.length) await tx.insert(postTags).values(tagIds.map((tagId) => ({ tagId, postId: saved.id })));
      return saved;
    }),
  );
  return toPost(db, row, []);
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const rows = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (rows.length === 0) throw new AppError('not_found');
}
