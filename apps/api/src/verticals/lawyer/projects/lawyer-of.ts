import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../../db/client.ts';
import { listingsOfOwner } from '../../../modules/listings/listing-rows.ts';

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
  const [oldest] = await listingsOfOwner(db, userId, LAWYER_VERTICAL, ListingStatus.active);
  return oldest;
}
