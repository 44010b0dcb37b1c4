import { index, integer, pgTable, serial, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/**
 * A booth's own shelves (spec: Booth category with its sub categories): a category has no parent, a sub category
 * names its category. Deleted with the booth; deleting a category deletes its sub categories, and the products on
 * them stay in the booth without a shelf.
 */
export const boothCategories = pgTable(
  'booth_categories',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => boothCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('booth_categories_booth_idx').on(t.boothId, t.parentId, t.position)],
);
