import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { Icon } from '../icons.tsx';
import { ListingIcon } from '../listings/listing-icons.tsx';
import { Button } from '../plain/plain.tsx';
import type { ProfessionalWords } from './professional-text.ts';

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
