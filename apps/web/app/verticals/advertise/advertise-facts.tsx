import { useTranslation } from '../../lib/use-translation.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// A city ad's fields as its page reads them, apart from the owner's form (advertise-fields.tsx) and the reward's wording
// (by the page's loader, `detailWords` in index.ts): the page's chunk of this vertical (detail-parts.ts) then carries
// no form input and no price's wording (ADR 0129).

/** A city ad's own fields as the API answers them (AdvertiseReadSchema). */
export interface AdvertiseFields {
  instagram: string;
  telegram: string;
  website: string;
  phone: string;
  whatsapp: string;
  reward: number;
  numberReward: number;
  isActiveRewarding: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The city ad's fields of a listing, with defaults for anything missing. */
export function advertiseOf(listing: VerticalListing): AdvertiseFields {
  return {
    instagram: text(listing.instagram),
    telegram: text(listing.telegram),
    website: text(listing.website),
    phone: text(listing.phone),
    whatsapp: text(listing.whatsapp),
    reward: whole(listing.reward),
    numberReward: whole(listing.numberReward),
    isActiveRewarding: listing.isActiveRewarding === true,
  };
}

/** The link fields of the form, in the order the detail page shows them. */
export const LINK_FIELDS = ['phone', 'whatsapp', 'instagram', 'telegram', 'website'] as const;

/** The city ad's own fact on its page: the reward per view, when it offers one (worded by the loader: `rewardText`). */
export function AdvertiseDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const ad = advertiseOf(listing);
  if (!ad.isActiveRewarding || ad.reward <= 0) return null;
  return (
    <>
      <dt>{t('listings.verticals.advertise.rewardLabel')}</dt>
      <dd>{text(listing.rewardText)}</dd>
    </>
  );
}
