import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/** What a stored file keeps besides its public path: renditions, storage keys (to delete them), size, type. */
export interface FileData {
  mime: string;
  bytes: number;
  width?: number;
  height?: number;
  /** Public URL of every rendition of an image, by size name. */
  variants?: Record<string, string>;
  /** Storage key of every stored object of this file. */
  keys: string[];
}

/** File of the spec (fileType image 0 / video 1, title, path, data): every public upload, for the Files screen. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileType: smallint('file_type').notNull(),
    title: text('title').notNull().default(''),
    path: text('path').notNull(),
    data: jsonb('data').$type<FileData>().notNull(),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_type_idx').on(t.fileType, t.id), index('files_user_idx').on(t.userId, t.id)],
);
