import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { TagSchema } from './catalogue.schema.ts';

// Tags (spec: Tag title, slug): listings and posts carry them. The public search suggests tags while typing; the
// back office creates, edits and deletes them.

export const TAG_TITLE_MAX = 60;
/** How many tags the public search answers at most. */
export const TAG_SEARCH_LIMIT = 20;

/** A tag a manager creates or edits; without a slug it is made from the title («لپ تاپ» -> «لپ-تاپ»). */
export const TagWriteSchema = z
  .object({
    title: z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(TAG_TITLE_MAX, 'tooLong'),
    slug: z.string().trim().max(TAG_TITLE_MAX, 'tooLong').optional(),
  })
  .meta({ id: 'TagWrite' });
export type TagWrite = z.input<typeof TagWriteSchema>;

/** The public tag search: `q` anywhere in the title or slug (Persian-normalised); without it, the first tags. */
export const TagSearchQuerySchema = z.object({ q: z.string().trim().max(100, 'tooLong').optional() });

export const TagSearchSchema = z.object({ items: z.array(TagSchema) }).meta({ id: 'TagSearch' });

/** The back office's tags list: paging and a search of the title or slug. */
export const TagListQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  textSearch: z.preprocess(
    (value) => (value === '' || value === '-1' ? undefined : value),
    z.string().trim().max(100, 'tooLong').optional(),
  ),
});
export type TagListQuery = z.input<typeof TagListQuerySchema>;
