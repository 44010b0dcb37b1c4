import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  type Application,
  type ManagerApplication,
  type MyApplication,
} from '@shahrbazar/domain/api/application.schema';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import { ApplicationStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { findListingBySlugId } from '../../modules/listings/listing.repository.ts';
import { listingFieldOf, listingSummaries } from '../../modules/listings/listing-rows.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { notify } from '../../modules/notify/notification.service.ts';
import { storeImage, type Upload } from '../../modules/media/upload.ts';
import { userContactsByIds } from '../../modules/users/user.repository.ts';
import { workApplications } from './work.table.ts';
import { isOwnRecord } from '../../modules/access/record-access.ts';

export type ApplicationRow = typeof workApplications.$inferSelect;

/** The CV's address for its employer, and for a manager. */
export const employerCvUrl = (row: Pick<ApplicationRow, 'id' | 'listingId'>) =>
  `/api/v1/me/work/${row.listingId}/applications/${row.id}/file`;
export const managerCvUrl = (id: number) => `/api/v1/manager/work-applications/${id}/file`;

/** The live job a seeker applies to, refused when it is their own (403) or already applied to (409). */
export async function jobToApply(db: Db, slugId: string, userId: number) {
  const job = await findListingBySlugId(db, slugId);
  if (!job || job.vertical !== 'work' || job.status !== ListingStatus.active) throw new AppError('not_found');
  if (isOwnRecord(userId, 'listing', job)) throw new AppError('forbidden', APPLICATION_MESSAGES.ownJob);
  const [sent] = await db
    .select({ id: workApplications.id })
    .from(workApplications)
    .where(and(eq(workApplications.listingId, job.id), eq(workApplications.userId, userId)));
  if (sent) throw new AppError('conflict', APPLICATION_MESSAGES.duplicate);
  return job;
}

/**
 * Stores a CV in the private storage: a PDF as it came (its bytes were sniffed), an image re-encoded (which drops its
 * metadata). Answers the key and the type it is served as.
 */
export async function storeCv(storage: FileStorage, upload: Upload): Promise<{ key: string; mime: string }> {
  if (upload.kind === 'document') {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `applications/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.pdf`;
    await storage.put(key, upload.buffer, 'application/pdf');
    return { key, mime: 'application/pdf' };
  }
  const stored = await storeImage(storage, upload.buffer, {
    folder: 'applications',
    sizes: [{ name: 'large', maxSide: 2000 }] as const,
  });
  return { key: stored.keys.large, mime: 'image/webp' };
}

/** Records the application; a second one by the same seeker (a race past jobToApply) is a 409 too. */
export async function insertApplication(
  db: Db,
  values: { listingId: number; userId: number; note: string; file: string; fileMime: string; fileName: string },
): Promise<ApplicationRow> {
  try {
    const [row] = await db.insert(workApplications).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'work_applications_listing_user_uq') {
      throw new AppError('conflict', APPLICATION_MESSAGES.duplicate);
    }
    throw error;
  }
}

/** The applications of one job, newest first, with each applicant's name and mobile. */
export async function applicationsOfJob(
  db: Db,
  listingId: number,
  page: PageQuery,
): Promise<{ items: Application[]; total: number; currentPage: number; perPage: number; lastPage: number }> {
  const where = eq(workApplications.listingId, listingId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: workApplications })
      .from(workApplications)
      .where(where)
      .orderBy(desc(workApplications.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(workApplications).where(where),
  ]);
  const n = total?.n ?? 0;
  // An application goes with its applicant (on delete cascade): every row's applicant is there.
  const applicant = new Map(
    (
      await userContactsByIds(
        db,
        rows.map((row) => row.application.userId),
      )
    ).map((user) => [user.id, user]),
  );
  return {
    items: rows.map(({ application }) => ({
      id: application.id,
      status: application.status as ApplicationStatus,
      note: application.note,
      file: employerCvUrl(application),
      fileMime: application.fileMime,
      fileName: application.fileName,
      applicant: {
        id: application.userId,
        name: applicant.get(application.userId)?.name ?? '',
        mobile: applicant.get(application.userId)?.mobile ?? null,
      },
      registerDate: application.registerDate.toISOString(),
    })),
    total: n,
    currentPage: page.page,
    perPage: page.perPage,
    lastPage: lastPage(n, page.perPage),
  };
}

/** One application of the employer's job, or 404. */
export async function applicationOfJob(db: Db, listingId: number, id: number): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(workApplications)
    .where(and(eq(workApplications.id, id), eq(workApplications.listingId, listingId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * The employer moves an application to any of its statuses. Moved onto the shortlist, the seeker hears of it (issue
 * 29) in the same transaction, once: the row is locked and only a move from another status tells.
 */
export async function setApplicationStatus(
  db: Db,
  listingId: number,
  id: number,
  status: ApplicationStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: workApplications.status,
        userId: workApplications.userId,
        title: listingFieldOf('title', workApplications.listingId),
      })
      .from(workApplications)
      .where(and(eq(workApplications.id, id), eq(workApplications.listingId, listingId)))
      .for('update', { of: workApplications });
    if (!before) throw new AppError('not_found');
    await tx.update(workApplications).set({ status, updatedAt: new Date() }).where(eq(workApplications.id, id));
    if (status === ApplicationStatus.shortlisted && before.status !== ApplicationStatus.shortlisted) {
      await notify(tx, before.userId, 'applicationShortlisted', { title: before.title });
    }
  });
}

/** A new application becomes seen when its employer opens the CV (a guarded UPDATE: only from new). */
export async function markSeen(db: Db, id: number): Promise<void> {
  await db
    .update(workApplications)
    .set({ status: ApplicationStatus.seen, updatedAt: new Date() })
    .where(and(eq(workApplications.id, id), eq(workApplications.status, ApplicationStatus.new)));
}

/** The seeker's own applications, newest first, each with its job. */
export async function applicationsOfSeeker(db: Db, userId: number, page: PageQuery) {
  const where = eq(workApplications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workApplications)
      .where(where)
      .orderBy(desc(workApplications.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(workApplications).where(where),
  ]);
  const jobMap = await listingSummaries(
    db,
    rows.map((row) => row.listingId),
  );
  const n = total?.n ?? 0;
  const items: MyApplication[] = rows.flatMap((row) => {
    const job = jobMap.get(row.listingId);
    if (!job) return [];
    return [
      {
        id: row.id,
        status: row.status as ApplicationStatus,
        note: row.note,
        fileName: row.fileName,
        registerDate: row.registerDate.toISOString(),
        job: {
          id: job.id,
          title: job.title,
          slug: job.slug,
          slugId: job.slugId,
          active: job.status === ListingStatus.active,
        },
      },
    ];
  });
  return { items, total: n, currentPage: page.page, perPage: page.perPage, lastPage: lastPage(n, page.perPage) };
}

/** An application by id (a manager reads any). */
export async function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(workApplications).where(eq(workApplications.id, id));
  return row;
}

/** The one seeker's application answer after sending. */
export function toMyApplication(row: ApplicationRow, job: MyApplication['job']): MyApplication {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    note: row.note,
    fileName: row.fileName,
    registerDate: row.registerDate.toISOString(),
    job,
  };
}

/**
 * Every job's applications for the back office, newest first, optionally of one status: keyset-paged on the primary
 * key (`cursor` = the last id seen), each with its job and the managers' CV route.
 */
export async function applicationsForManagers(
  db: Db,
  query: { perPage: number; cursor?: number | undefined; status?: string | undefined },
): Promise<{ items: ManagerApplication[]; nextCursor: number | null }> {
  const rows = await db
    .select({
      application: workApplications,
      job: {
        id: workApplications.listingId,
        title: listingFieldOf('title', workApplications.listingId),
        slug: listingFieldOf('slug', workApplications.listingId),
        slugId: listingFieldOf('slugId', workApplications.listingId),
      },
    })
    .from(workApplications)
    .where(
      and(
        query.cursor === undefined ? undefined : lt(workApplications.id, query.cursor),
        query.status === undefined ? undefined : eq(workApplications.status, query.status),
      ),
    )
    .orderBy(desc(workApplications.id))
    .limit(query.perPage + 1);
  const page = rows.slice(0, query.perPage);
  const applicant = new Map(
    (
      await userContactsByIds(
        db,
        page.map((row) => row.application.userId),
      )
    ).map((user) => [user.id, user]),
  );
  return {
    items: page.map(({ application, job }) => ({
      id: application.id,
      status: application.status as ApplicationStatus,
      note: application.note,
      file: `/api/v1/manager/work-applications/${application.id}/file`,
      fileMime: application.fileMime,
      fileName: application.fileName,
      applicant: {
        id: application.userId,
        name: applicant.get(application.userId)?.name ?? '',
        mobile: applicant.get(application.userId)?.mobile ?? null,
      },
      registerDate: application.registerDate.toISOString(),
      job,
    })),
    nextCursor: rows.length > query.perPage ? (page.at(-1)?.application.id ?? null) : null,
  };
}
