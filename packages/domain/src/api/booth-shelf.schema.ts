import { z } from 'zod';
import { idSchema, OptionalIdSchema } from './id.schema.ts';

// A booth's own shelves (spec: Booth category, with sub categories) and its stories (spec: Booth stories).

/** The most shelves (categories and sub categories together) one booth may have. */
export const MAX_BOOTH_CATEGORIES = 200;
/** How long a story is shown unless it is kept (spec: stories expire after 24 hours). */
export const STORY_HOURS = 24;
/** The most stories a booth may have shown at once. */
export const MAX_LIVE_STORIES = 30;

/** A shelf as written: a category, or a sub category when it names its category (`parent_id`). */
export const BoothCategoryWriteSchema = z.object({
  title: z.string().trim().min(2, 'titleRequired').max(60, 'tooLong'),
  parent_id: OptionalIdSchema,
  position: z.coerce.number().int('invalid').min(0, 'invalid').max(1000, 'invalid').default(0),
});
export type BoothCategoryWrite = z.output<typeof BoothCategoryWriteSchema>;

/** A sub category of a booth's category (spec: id, categoryId, title). */
export const BoothSubCategorySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  position: z.number().int(),
});

/** A booth's category with its sub categories (spec: Booth category: id, booth, title, subCategories). */
export const BoothCategorySchema = z
  .object({
    id: z.number().int(),
    booth: z.number().int(),
    title: z.string(),
    position: z.number().int(),
    subCategories: z.array(BoothSubCategorySchema),
  })
  .meta({ id: 'BoothCategory' });
export type BoothCategory = z.infer<typeof BoothCategorySchema>;

export const BoothCategoryListSchema = z.object({ items: z.array(BoothCategorySchema) });

const flag = z.preprocess(
  (value) =>
    value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean({ error: 'invalid' }),
);

/** A new story: one of the owner's uploads (an image or a video) and a caption; kept stories do not expire. */
export const StoryCreateSchema = z.object({
  file_id: idSchema({ blank: 'required', type: 'required' }),
  caption: z.string().trim().max(200, 'tooLong').default(''),
  kept: flag.default(false),
});
export type StoryCreate = z.output<typeof StoryCreateSchema>;

/** A story's edit: its caption and whether it is kept (its file stays). */
export const StoryEditSchema = z.object({
  caption: z.string().trim().max(200, 'tooLong').default(''),
  kept: flag.default(false),
});
export type StoryEdit = z.output<typeof StoryEditSchema>;

/** A story as the API answers it. */
export const StorySchema = z
  .object({
    id: z.number().int(),
    booth: z.number().int(),
    type: z.enum(['image', 'video']),
    path: z.string(),
    data: z.record(z.string(), z.string()),
    caption: z.string(),
    kept: z.boolean(),
    /** Shown on the booth's page until then (a kept story: while it is kept). */
    expiresAt: z.string(),
    /** Whether the booth's page shows it now. */
    live: z.boolean(),
    registerDate: z.string(),
  })
  .meta({ id: 'BoothStory' });
export type Story = z.infer<typeof StorySchema>;

export const StoryListSchema = z.object({ items: z.array(StorySchema) });
