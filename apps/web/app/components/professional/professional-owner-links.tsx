import type { ClientPanel } from '@shahrbazar/domain/rules/clinic-panels';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { ListingScreensMenu } from '../panel/listing-screens-menu.tsx';
import type { ProfessionalWords } from './professional-text.ts';

/**
 * The owner's links from their profile's details to its other screens (the panel's screens of one listing): the
 * owner's edit page draws them (a vertical's `OwnerLinks`), the public page never, so they are apart from its blocks
 * (professional-profile.tsx, ADR 0129).
 */
export function ownerLinksOf(panel: ClientPanel, words: ProfessionalWords) {
  return function ProfessionalOwnerLinks({ listing }: { listing: VerticalListing }) {
    return <ListingScreensMenu listingId={listing.id} current="details" panel={panel} words={words} />;
  };
}
