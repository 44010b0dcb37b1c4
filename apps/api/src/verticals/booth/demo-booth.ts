import type { ListingWrite } from '@shahrbazar/domain/api/listing.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { moveListing } from '../../modules/listings/listing-status.service.ts';
import { publishListing } from '../../modules/listings/listing.service.ts';
import { boothVertical } from './booth.vertical.ts';

/**
 * A demo booth registered as its owner's form sends it, paid for when its package asks, and approved by the back
 * office: the demo booths and the agent's booth alike.
 */
export async function publishDemoBooth(db: Db, ownerId: number, input: ListingWrite) {
  let row = await publishListing(db, boothVertical, ownerId, input);
  if (row.status === ListingStatus.awaitingPayment) {
    row = await moveListing(db, row, ListingStatus.paidWaitingConfirmation, 'system');
  }
  await moveListing(db, row, ListingStatus.active, 'manager', {
    subscriptionType: boothVertical.subscriptionType,
    noun: boothVertical.noun,
  });
  return row;
}
