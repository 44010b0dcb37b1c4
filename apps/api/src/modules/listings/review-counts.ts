import { count, inArray } from 'drizzle-orm';
import { WAITING_FOR_REVIEW } from '@shahrbazar/domain/rules/listing-status';
import type { Db } from '../../db/client.ts';
import { listings } from './listing.table.ts';

/**
 * How many listings of each vertical wait for a person in the back office (under review, or paid and waiting for
 * confirmation: domain WAITING_FOR_REVIEW), for the dashboard (issue 35). A vertical with none is left out.
 */
export async function waitingForReviewCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ vertical: listings.vertical, n: count() })
    .from(listings)
    .where(inArray(listings.status, [...WAITING_FOR_REVIEW]))
    .groupBy(listings.vertical);
  return Object.fromEntries(rows.map((row) => [row.vertical, row.n]));
}
