import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PostLink } from '@shahrbazar/domain/api/content.schema';
import type { PostDetails } from '@shahrbazar/domain/rules/post-fields';
import { tags } from '../catalogue/tag.table.ts';
import { users } from '../users/user.table.ts';

/** A page of the site (spec Page), at /page/{slug}: terms, privacy, about, contact… written in the back office. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML (content/sanitize.ts): what the page shows, never a script. */
    content: text('content').notNull().default(''),
    status: smallint('status').notNull().default(1),
    views: integer('views').notNull().default(0),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_slug_uq').on(t.slug), index('content_pages_status_idx').on(t.status, t.id)],
);

/** A post of the blog (spec Post): one of six types, its type's detail fields, links and tags. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    /** The first characters of the content without markup, for cards and the meta description. */
    excerpt: text('excerpt').notNull().default(''),
    status: smallint('status').notNull().default(1),
    image: text('image').notNull().default(''),
    price: integer('price').notNull().default(0),
    details: jsonb('details').$type<PostDetails>().notNull().default({}),
    links: jsonb('links').$type<PostLink[]>().notNull().default([]),
    views: integer('views').notNull().default(0),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_slug_uq').on(t.slug),
    // The blog's lists, newest first: all, and by type.
    index('posts_status_idx').on(t.status, t.id),
    index('posts_type_idx').on(t.status, t.type, t.id),
  ],
);

/** Which tags a post carries; a tag's page walks (tag_id, post_id) newest first. */
export const postTags = pgTable(
  'post_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.postId] }), index('post_tags_post_idx').on(t.postId)],
);
