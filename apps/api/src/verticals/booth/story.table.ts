import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/**
 * A booth's stories (spec: Booth stories): an image or a video with a caption, shown as a story ring on its page
 * until `expiresAt` (24 hours after it was posted) unless the owner keeps it.
 */
export const boothStories = pgTable(
  'booth_stories',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** The image's renditions by size (a video has none). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** Spec File: image 0, video 1. */
    fileType: smallint('file_type').notNull().default(0),
    caption: text('caption').notNull().default(''),
    kept: boolean('kept').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booth_stories_booth_idx').on(t.boothId, t.id)],
);
