import { z } from 'zod';
import { ContentStatus, PostLinkType, PostType } from '../enums/content.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { POST_FIELDS, type PostDetails } from '../rules/post-fields.ts';
import { TagSchema } from './catalogue.schema.ts';
import { enumSchema } from './enum-schema.ts';
import { IdSchema, jsonIdSchema, OptionalIdSchema } from './id.schema.ts';

// Content of the site (spec: Page, Post, Tag): pages at /page/{slug}, the blog's posts of six types with their
// type's detail fields and links, and the pages of a tag. Rich content is HTML, sanitised by the server on write.

/** The longest slug of a page or a post. */
export const CONTENT_SLUG_MAX = 80;
/** The longest rich content (HTML) of a page or a post. */
export const CONTENT_HTML_MAX = 100_000;
/** The most links and tags one post carries. */
export const MAX_POST_LINKS = 20;
export const MAX_POST_TAGS = 10;

/**
 * A slug of an address: letters (any script, Latin ones small) and digits, words joined by single hyphens
 * («contact-us», «قوانین-سایت»). Empty is allowed in a write body: the server makes one from the title.
 */
export const CONTENT_SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{N}]+)*$/u;

const slugField = z
  .string()
  .trim()
  .max(CONTENT_SLUG_MAX, 'tooLong')
  .refine((value) => value === '' || CONTENT_SLUG.test(value), 'slugInvalid')
  .default('');

const titleField = z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(150, 'tooLong');
/** Published or draft; a form sends it as text ("1"). */
const statusField = z
  .preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), enumSchema(ContentStatus))
  .default(ContentStatus.published);
const htmlField = z.string().max(CONTENT_HTML_MAX, 'tooLong').default('');

/** A page (spec Page: title, slug, content, status, views, registerDate). */
export const ContentPageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    /** Sanitised HTML. */
    content: z.string(),
    status: enumSchema(ContentStatus),
    views: z.number().int(),
    registerDate: z.string(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentPageWriteSchema = z
  .object({
    title: titleField,
    slug: slugField,
    content: htmlField,
    status: statusField,
  })
  .meta({ id: 'ContentPageWrite' });
export type ContentPageWrite = z.input<typeof ContentPageWriteSchema>;

/** The path of a page or a post by its slug. */
export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(CONTENT_SLUG_MAX * 4),
});

/** The back office's list of pages or posts: paging and a search of the title or slug. */
export const ContentListQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).max(10_000).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  textSearch: z.preprocess(
    (value) => (value === '' || value === '-1' ? undefined : value),
    z.string().trim().max(100, 'tooLong').optional(),
  ),
  type: z.preprocess((value) => (value === '' ? undefined : value), enumSchema(PostType).optional()),
});

/** A link of a post (spec Link: type, title, size, path, temp path): a download, an online view or a mirror. */
export const PostLinkSchema = z
  .object({
    type: enumSchema(PostLinkType),
    title: z.string().trim().min(1, 'titleRequired').max(120, 'tooLong'),
    size: z.string().trim().max(40, 'tooLong').default(''),
    path: z
      .string()
      .trim()
      .max(1000, 'tooLong')
      .refine((value) => /^(https?:\/\/[^\s]+|\/(?![/\\])\S*)$/i.test(value), 'linkInvalid'),
    tempPath: z
      .string()
      .trim()
      .max(1000, 'tooLong')
      .refine((value) => value === '' || /^(https?:\/\/[^\s]+|\/(?![/\\])\S*)$/i.test(value), 'linkInvalid')
      .default(''),
  })
  .meta({ id: 'PostLink' });
export type PostLink = z.infer<typeof PostLinkSchema>;

const detailValue = z.union([z.string().trim().max(200, 'tooLong'), z.number().int('invalid').min(0, 'invalid')]);

/**
 * A post's detail fields by name. Which names its type may carry is checked by the server (rules/post-fields.ts),
 * so that the error names the stray field; number fields take whole numbers (or their digits as text).
 */
const DetailsSchema = z
  .record(z.string().max(40), detailValue)
  .default({})
  .transform((details, context) => {
    const out: PostDetails = {};
    for (const [name, value] of Object.entries(details)) {
      const kind = (POST_FIELDS as Record<string, string>)[name];
      if (value === '') continue;
      if (kind === 'number') {
        const number = typeof value === 'number' ? value : Number(value);
        if (!Number.isSafeInteger(number) || number < 0) {
          context.addIssue({ code: 'custom', message: 'invalid', path: [name] });
          continue;
        }
        (out as Record<string, unknown>)[name] = number;
      } else (out as Record<string, unknown>)[name] = value;
    }
    return out;
  });

/** What a manager sends to write a post (spec Post). */
export const PostWriteSchema = z
  .object({
    title: titleField,
    slug: slugField,
    content: htmlField,
    status: statusField,
    type: enumSchema(PostType),
    /** Whole toman; 0: free. */
    price: z.coerce
      .number()
      .int('priceInvalid')
      .min(0, 'priceInvalid')
      .max(1_000_000_000_000, 'priceInvalid')
      .default(0),
    /** An uploaded image of the writer (POST /api/v1/files) by id. */
    image_id: OptionalIdSchema,
    /** Ids of existing tags. */
    tags: z.array(jsonIdSchema()).max(MAX_POST_TAGS, 'tooMany').default([]),
    links: z.array(PostLinkSchema).max(MAX_POST_LINKS, 'tooMany').default([]),
    details: DetailsSchema,
  })
  .meta({ id: 'PostWrite' });
export type PostWrite = z.input<typeof PostWriteSchema>;

/** A post in a list: what its card shows. */
export const PostSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    type: enumSchema(PostType),
    /** The post's picture, or '' (the page draws its type's mark). */
    image: z.string(),
    /** The start of the text, without markup. */
    excerpt: z.string(),
    price: z.number().int(),
    registerDate: z.string(),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostSchema = PostSummarySchema.extend({
  content: z.string(),
  status: enumSchema(ContentStatus),
  views: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  tags: z.array(TagSchema),
  links: z.array(PostLinkSchema),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Other posts of its type (public answers; empty in the back office). */
  related: z.array(PostSummarySchema),
}).meta({ id: 'Post' });
export type Post = z.infer<typeof PostSchema>;

/** The public blog list: by type and tag, newest first, keyset-paged. */
export const PostListQuerySchema = z.object({
  type: z.preprocess((value) => (value === '' ? undefined : value), enumSchema(PostType).optional()),
  tag: z
    .string()
    .trim()
    .max(CONTENT_SLUG_MAX * 4)
    .optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  cursor: IdSchema.optional(),
});

export const PostPageSchema = z
  .object({
    items: z.array(PostSummarySchema),
    nextCursor: z.number().int().nullable(),
    /** The tag asked for, when the list is by tag. */
    tag: TagSchema.nullable(),
  })
  .meta({ id: 'PostPage' });
export type PostPage = z.infer<typeof PostPageSchema>;
