import { and, asc, eq } from 'drizzle-orm';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../../db/client.ts';
import { listings } from '../../../modules/listings/listing.table.ts';

/** The lawyer vertical's key in the listing core. */
export const LAWYER_VERTICAL = 'lawyer';

/**
 * Whether a user is a lawyer for client projects: they own a listing of the lawyer vertical that is active. Answers
 * that listing (their oldest active lawyer page), or undefined.
 */
export async function activeLawyerListing(
  db: Db,
  userId: number,
): Promise<{ id: number; slugId: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: listings.id, slugId: listings.slugId, title: listings.title })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.vertical, LAWYER_VERTICAL),
        eq(listings.status, ListingStatus.active),
      ),
    )
    .orderBy(asc(listings.id))
    .limit(1);
  return row;
}
