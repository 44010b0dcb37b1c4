import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import {
  MAX_LIVE_STORIES,
  STORY_HOURS,
  type Story,
  type StoryCreate,
  type StoryEdit,
} from '@shahrbazar/domain/api/booth-shelf.schema';
import { FileType } from '@shahrbazar/domain/enums/listing';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { ownImages } from '../../modules/media/file-lookup.ts';
import type { Booth } from './product.service.ts';
import { boothStories } from './story.table.ts';

type StoryRow = typeof boothStories.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** Shown on the booth's page: kept, or not yet expired. */
const liveNow = (now: Date) => or(eq(boothStories.kept, true), gt(boothStories.expiresAt, now));

function toStory(row: StoryRow, now: Date): Story {
  return {
    id: row.id,
    booth: row.boothId,
    type: row.fileType === FileType.video ? 'video' : 'image',
    path: row.path,
    data: row.data,
    caption: row.caption,
    kept: row.kept,
    expiresAt: row.expiresAt.toISOString(),
    live: row.kept || row.expiresAt > now,
    registerDate: row.registerDate.toISOString(),
  };
}

/** A booth's stories shown on its page now (kept or younger than a day), newest first. */
export async function liveStories(db: Db, boothId: number, now = new Date()): Promise<Story[]> {
  const rows = await db
    .select()
    .from(boothStories)
    .where(and(eq(boothStories.boothId, boothId), liveNow(now)))
    .orderBy(desc(boothStories.id))
    .limit(MAX_LIVE_STORIES);
  return rows.map((row) => toStory(row, now));
}

/** Every story of a booth (expired ones too), newest first, for its managers. */
export async function allStories(db: Db, booth: Booth, now = new Date()): Promise<Story[]> {
  const rows = await db
    .select()
    .from(boothStories)
    .where(eq(boothStories.boothId, booth.listing.id))
    .orderBy(desc(boothStories.id))
    .limit(200);
  return rows.map((row) => toStory(row, now));
}

/** One story of this booth, or 404. */
export async function boothStory(db: Db, booth: Booth, storyId: number, now = new Date()): Promise<Story> {
  const [row] = await db
    .select()
    .from(boothStories)
    .where(and(eq(boothStories.id, storyId), eq(boothStories.boothId, booth.listing.id)));
  if (!row) throw new AppError('not_found');
  return toStory(row, now);
}

/**
 * Posts a story: the file must be an image or a video the booth's owner (or the agent or manager posting for them)
 * uploaded; it expires after STORY_HOURS unless kept. At most MAX_LIVE_STORIES are live at once (the booth's row is
 * locked so two posts at once count right).
 */
export async function createStory(
  db: Db,
  booth: Booth,
  uploaderIds: number[],
  input: StoryCreate,
  now = new Date(),
): Promise<Story> {
  const found = (
    await Promise.all(
      uploaderIds.map((userId) => ownImages(db, userId, [input.file_id], [], [FileType.image, FileType.video])),
    )
  ).flat();
  const file = found[0];
  if (!file) throw new AppError('validation', undefined, { file_id: 'invalid' });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from listings where id = ${booth.listing.id} for update`);
    const [live] = await tx
      .select({ n: count() })
      .from(boothStories)
      .where(and(eq(boothStories.boothId, booth.listing.id), liveNow(now)));
    if ((live?.n ?? 0) >= MAX_LIVE_STORIES) throw new AppError('validation', undefined, { file_id: 'tooMany' });
    const [row] = await tx
      .insert(boothStories)
      .values({
        boothId: booth.listing.id,
        path: file.path,
        data: file.variants,
        fileType: file.fileType,
        caption: input.caption,
        kept: input.kept,
        expiresAt: new Date(now.getTime() + STORY_HOURS * HOUR_MS),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toStory(row, now);
  });
}

/** Edits a story's caption and whether it is kept. */
export async function updateStory(db: Db, booth: Booth, storyId: number, input: StoryEdit, now = new Date()) {
  const [row] = await db
    .update(boothStories)
    .set({ caption: input.caption, kept: input.kept })
    .where(and(eq(boothStories.id, storyId), eq(boothStories.boothId, booth.listing.id)))
    .returning();
  if (!row) throw new AppError('not_found');
  return toStory(row, now);
}

/** Deletes a story of the booth. */
export async function deleteStory(db: Db, booth: Booth, storyId: number): Promise<void> {
  const gone = await db
    .delete(boothStories)
    .where(and(eq(boothStories.id, storyId), eq(boothStories.boothId, booth.listing.id)))
    .returning({ id: boothStories.id });
  if (gone.length === 0) throw new AppError('not_found');
}
