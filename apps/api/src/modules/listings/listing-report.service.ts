import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ListingReport } from '@shahrbazar/domain/api/listing-engagement.schema';
import {
  ListingReportStatus,
  REPORTS_TO_HIDE,
  type ListingReportReason,
} from '@shahrbazar/domain/enums/listing-engagement';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { reportRefusals, type ListingNoun } from '@shahrbazar/domain/rules/listing-noun';
import { isPubliclyVisible } from '@shahrbazar/domain/rules/listing-status';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { userNamesByIds } from '../users/user.repository.ts';
import { moveListing } from './listing-status.service.ts';
import { findListingById } from './listing.repository.ts';
import { listingReports, listings } from './listing.table.ts';
import { isOwnRecord } from '../access/record-access.ts';

/**
 * A signed-in visitor reports a live listing (one report per person per listing). When open reports by
 * REPORTS_TO_HIDE people pile up, the listing goes back to review (hidden) until a manager looks at it. A refusal
 * names the listing in its vertical's words (`nounOf`, the vertical's declared noun: «صفحهٔ این پزشک», issue 29).
 */
export async function reportListing(
  db: Db,
  userId: number,
  listingId: number,
  input: { reason: ListingReportReason; text: string },
  nounOf: (vertical: string) => ListingNoun | undefined = () => undefined,
): Promise<{ hidden: boolean }> {
  const listing = await findListingById(db, listingId);
  if (!listing || !isPubliclyVisible(listing.status)) throw new AppError('not_found');
  const refusals = reportRefusals(nounOf(listing.vertical) ?? 'ads');
  if (isOwnRecord(userId, 'listing', listing)) throw new AppError('conflict', refusals.own);
  try {
    await db.insert(listingReports).values({ listingId, userId, reason: input.reason, text: input.text });
  } catch (error) {
    if (uniqueViolation(error) === 'listing_reports_listing_user_uq') throw new AppError('conflict', refusals.already);
    throw error;
  }
  const [open] = await db
    .select({ reports: count() })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, ListingReportStatus.open)));
  if ((open?.reports ?? 0) < REPORTS_TO_HIDE) return { hidden: false };
  // Reports racing each other: one moves it, the others find it moved already.
  await moveListing(db, listing, ListingStatus.pending, 'system').catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  });
  return { hidden: true };
}

/** The back office's queue of reports, newest first, by status, keyset-paged by id (listing_reports_queue_idx). */
export async function reportQueue(
  db: Db,
  query: { status: ListingReportStatus; perPage: number; cursor?: number | undefined },
): Promise<{ items: ListingReport[]; nextCursor: number | null }> {
  const rows = await db
    .select({ report: listingReports, listing: listings })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(
      and(
        eq(listingReports.status, query.status),
        query.cursor === undefined ? undefined : lt(listingReports.id, query.cursor),
      ),
    )
    .orderBy(desc(listingReports.id))
    .limit(query.perPage + 1);
  const page = rows.slice(0, query.perPage);
  const listingIds = [...new Set(page.map((row) => row.listing.id))];
  const counts =
    listingIds.length === 0
      ? []
      : await db
          .select({ listingId: listingReports.listingId, reports: count() })
          .from(listingReports)
          .where(
            and(inArray(listingReports.listingId, listingIds), eq(listingReports.status, ListingReportStatus.open)),
          )
          .groupBy(listingReports.listingId);
  const openOf = new Map(counts.map((row) => [row.listingId, row.reports]));
  // A report's writer is always there (a foreign key that cascades).
  const nameOf = await userNamesByIds(
    db,
    page.map(({ report }) => report.userId),
  );
  return {
    items: page.map(({ report, listing }) => ({
      id: report.id,
      reason: report.reason as ListingReportReason,
      text: report.text,
      status: report.status as ListingReportStatus,
      registerDate: report.registerDate.toISOString(),
      user: { id: report.userId, name: nameOf(report.userId) },
      listing: {
        id: listing.id,
        vertical: listing.vertical,
        title: listing.title,
        slug: listing.slug,
        slugId: listing.slugId,
        status: listing.status as ListingStatus,
      },
      openReports: openOf.get(listing.id) ?? 0,
    })),
    nextCursor: rows.length > query.perPage ? (page.at(-1)?.report.id ?? null) : null,
  };
}

/** A manager closes a report (or opens it again). */
export async function closeReport(db: Db, id: number, status: ListingReportStatus): Promise<void> {
  const updated = await db
    .update(listingReports)
    .set({ status })
    .where(eq(listingReports.id, id))
    .returning({ id: listingReports.id });
  if (updated.length === 0) throw new AppError('not_found');
}
