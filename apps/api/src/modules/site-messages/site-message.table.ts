import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An announcement of the back office (spec: Site message: title, category, location, description, date). */
export const siteMessages = pgTable(
  'site_messages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    /** From when it shows. */
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_messages_location_idx').on(t.location, t.date, t.id)],
);
