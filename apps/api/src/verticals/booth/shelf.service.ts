import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  MAX_BOOTH_CATEGORIES,
  type BoothCategory,
  type BoothCategoryWrite,
} from '@shahrbazar/domain/api/booth-shelf.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Booth } from './product.service.ts';
import { boothCategories } from './shelf.table.ts';

type ShelfRow = typeof boothCategories.$inferSelect;

const invalid = (fields: Record<string, string>) => new AppError('validation', undefined, fields);

/** A booth's shelves as the spec shapes them: its categories in order, each with its sub categories in order. */
export async function boothShelves(db: Db, boothId: number): Promise<BoothCategory[]> {
  const rows = await db
    .select()
    .from(boothCategories)
    .where(eq(boothCategories.boothId, boothId))
    .orderBy(asc(boothCategories.position), asc(boothCategories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      id: row.id,
      booth: row.boothId,
      title: row.title,
      position: row.position,
      subCategories: rows
        .filter((sub) => sub.parentId === row.id)
        .map((sub) => ({ id: sub.id, categoryId: row.id, title: sub.title, position: sub.position })),
    }));
}

/** One shelf of this booth, or 404 (another booth's shelf does not exist here). */
export async function boothShelf(db: Db, booth: Booth, shelfId: number): Promise<ShelfRow> {
  const [row] = await db
    .select()
    .from(boothCategories)
    .where(and(eq(boothCategories.id, shelfId), eq(boothCategories.boothId, booth.listing.id)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** The parent a write names: a top-level category of the same booth (shelves are two levels deep), or none. */
async function parentOf(db: Db, booth: Booth, input: BoothCategoryWrite, self?: number): Promise<number | null> {
  if (input.parent_id === undefined) return null;
  const [parent] = await db
    .select()
    .from(boothCategories)
    .where(and(eq(boothCategories.id, input.parent_id), eq(boothCategories.boothId, booth.listing.id)));
  if (!parent || parent.parentId !== null || parent.id === self) throw invalid({ parent_id: 'invalid' });
  return parent.id;
}

/** Adds a shelf to a booth (at most MAX_BOOTH_CATEGORIES; the booth row is locked so two adds count right). */
export async function createShelf(db: Db, booth: Booth, input: BoothCategoryWrite): Promise<ShelfRow> {
  const parentId = await parentOf(db, booth, input);
  return db.transaction(async (tx) => {
    // The booth's listing row serialises its shelf writes, so the limit holds under concurrent adds.
    await tx.execute(sql`select 1 from listings where id = ${booth.listing.id} for update`);
    const [total] = await tx
      .select({ n: count() })
      .from(boothCategories)
      .where(eq(boothCategories.boothId, booth.listing.id));
    if ((total?.n ?? 0) >= MAX_BOOTH_CATEGORIES) throw invalid({ title: 'tooMany' });
    const [row] = await tx
      .insert(boothCategories)
      .values({ boothId: booth.listing.id, parentId, title: input.title, position: input.position })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** Renames, reorders or moves a shelf. A category that has sub categories cannot become one (two levels only). */
export async function updateShelf(db: Db, booth: Booth, shelfId: number, input: BoothCategoryWrite) {
  const current = await boothShelf(db, booth, shelfId);
  const parentId = await parentOf(db, booth, input, current.id);
  if (parentId !== null) {
    const [child] = await db
      .select({ id: boothCategories.id })
      .from(boothCategories)
      .where(eq(boothCategories.parentId, current.id))
      .limit(1);
    if (child) throw invalid({ parent_id: 'hasSubCategories' });
  }
  const [row] = await db
    .update(boothCategories)
    .set({ parentId, title: input.title, position: input.position })
    .where(and(eq(boothCategories.id, shelfId), eq(boothCategories.boothId, booth.listing.id)))
    .returning();
  if (!row) throw new AppError('not_found');
  return row;
}

/** Deletes a shelf and its sub categories; their products stay in the booth, without a shelf. */
export async function deleteShelf(db: Db, booth: Booth, shelfId: number): Promise<void> {
  const gone = await db
    .delete(boothCategories)
    .where(and(eq(boothCategories.id, shelfId), eq(boothCategories.boothId, booth.listing.id)))
    .returning({ id: boothCategories.id });
  if (gone.length === 0) throw new AppError('not_found');
}

/** A shelf id of this booth for a product (a field error otherwise), or null for none. */
export async function productShelf(db: Db, boothId: number, shelfId: number | undefined): Promise<number | null> {
  if (shelfId === undefined) return null;
  const [row] = await db
    .select({ id: boothCategories.id })
    .from(boothCategories)
    .where(and(eq(boothCategories.id, shelfId), eq(boothCategories.boothId, boothId)));
  if (!row) throw invalid({ booth_category_id: 'invalid' });
  return row.id;
}

/** The shelf ids a filter by `shelfId` takes in: the shelf and, for a category, its sub categories. */
export async function shelfAndChildren(db: Db, boothId: number, shelfId: number): Promise<number[]> {
  const rows = await db
    .select({ id: boothCategories.id })
    .from(boothCategories)
    .where(
      and(
        eq(boothCategories.boothId, boothId),
        or(eq(boothCategories.id, shelfId), eq(boothCategories.parentId, shelfId)),
      ),
    );
  return rows.map((row) => row.id);
}

/** Titles of shelves by id (for products' answers). */
export async function shelfTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: boothCategories.id, title: boothCategories.title })
    .from(boothCategories)
    .where(inArray(boothCategories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
