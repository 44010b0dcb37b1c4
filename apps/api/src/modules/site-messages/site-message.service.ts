import { and, desc, eq, lt, lte } from 'drizzle-orm';
import type { SiteMessage, SiteMessageWrite } from '@shahrbazar/domain/api/notification.schema';
import type { SiteMessageCategory, SiteMessageLocation } from '@shahrbazar/domain/enums/notification';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { siteMessages } from './site-message.table.ts';

// Site messages (spec: Site message: title, category, location, description, date): the back office's announcements,
// shown where their location says (the home page, the user panel's dashboard) from their date on.

/** How many current messages a place shows. */
export const SITE_MESSAGES_SHOWN = 5;

type Row = typeof siteMessages.$inferSelect;

function toSiteMessage(row: Row): SiteMessage {
  return {
    id: row.id,
    title: row.title,
    category: row.category as SiteMessageCategory,
    location: row.location as SiteMessageLocation,
    description: row.description,
    date: row.date.toISOString(),
  };
}

/** The latest messages of a place whose date has come. */
export async function currentSiteMessages(db: Db, location: SiteMessageLocation, now = new Date()) {
  const rows = await db
    .select()
    .from(siteMessages)
    .where(and(eq(siteMessages.location, location), lte(siteMessages.date, now)))
    .orderBy(desc(siteMessages.date), desc(siteMessages.id))
    .limit(SITE_MESSAGES_SHOWN);
  return rows.map(toSiteMessage);
}

/** Every message for the back office, newest first, by keyset. */
export async function siteMessagePage(db: Db, page: { cursor?: number | undefined; perPage: number }) {
  const rows = await db
    .select()
    .from(siteMessages)
    .where(page.cursor === undefined ? undefined : lt(siteMessages.id, page.cursor))
    .orderBy(desc(siteMessages.id))
    .limit(page.perPage + 1);
  const more = rows.length > page.perPage;
  const shown = more ? rows.slice(0, page.perPage) : rows;
  return {
    items: shown.map(toSiteMessage),
    perPage: page.perPage,
    nextCursor: more ? (shown.at(-1)?.id ?? null) : null,
  };
}

export async function findSiteMessage(db: Db, id: number): Promise<SiteMessage> {
  const [row] = await db.select().from(siteMessages).where(eq(siteMessages.id, id));
  if (!row) throw new AppError('not_found');
  return toSiteMessage(row);
}

const valuesOf = (input: SiteMessageWrite) => ({
  title: input.title.trim(),
  category: input.category,
  location: input.location,
  description: input.description.trim(),
  date: input.date ?? new Date(),
});

export async function createSiteMessage(db: Db, input: SiteMessageWrite): Promise<SiteMessage> {
  const [row] = await db.insert(siteMessages).values(valuesOf(input)).returning();
  if (!row) throw new Error('site message insert returned no row');
  return toSiteMessage(row);
}

export async function updateSiteMessage(db: Db, id: number, input: SiteMessageWrite): Promise<SiteMessage> {
  const [row] = await db.update(siteMessages).set(valuesOf(input)).where(eq(siteMessages.id, id)).returning();
  if (!row) throw new AppError('not_found');
  return toSiteMessage(row);
}

export async function deleteSiteMessage(db: Db, id: number): Promise<void> {
  const rows = await db.delete(siteMessages).where(eq(siteMessages.id, id)).returning({ id: siteMessages.id });
  if (!rows.length) throw new AppError('not_found');
}
