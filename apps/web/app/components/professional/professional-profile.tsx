import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { ClientPanel } from '@shahrbazar/domain/rules/clinic-panels';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { Icon } from '../icons.tsx';
import { ListingIcon } from '../listings/listing-icons.tsx';
import { ListingScreensMenu } from '../panel/listing-screens-menu.tsx';
import type { ProfessionalWords } from './professional-fields.tsx';

/**
 * A professional's paid consultations beside favorite and share, when its tariffs offer them (ADR 0039): «مشاوره
 * متنی» (buy a paid chat from the wallet, then the chat room) and «مشاوره تلفنی» (a call slot of the book), both in
 * the panel, where a visitor signs in first. Worded by the vertical (`<words>.profile.textConsult`, `.phoneConsult`).
 */
export function ConsultationActions({ listing, words }: { listing: VerticalListing; words: ProfessionalWords }) {
  const { t } = useTranslation();
  return (
    <>
      {listing.activeChat === true && (
        <Button
          component={Link}
          to={`/panel/consultations/buy/${listing.id}`}
          variant="light"
          leftSection={<Icon name="chat" size={18} />}
        >
          {t(`${words}.profile.textConsult`)}
        </Button>
      )}
      {listing.phoneReservation === true && (
        <Button
          component={Link}
          to={`/panel/consultations/phone/${listing.id}`}
          variant="light"
          leftSection={<ListingIcon name="phone" />}
        >
          {t(`${words}.profile.phoneConsult`)}
        </Button>
      )}
    </>
  );
}

/** The owner's links from their profile's details to its other screens (the panel's screens of one listing). */
export function ownerLinksOf(panel: ClientPanel, words: ProfessionalWords) {
  return function ProfessionalOwnerLinks({ listing }: { listing: VerticalListing }) {
    return <ListingScreensMenu listingId={listing.id} current="details" panel={panel} words={words} />;
  };
}
