import { useTranslation } from '../../lib/use-translation.tsx';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';

// What an ad's page draws of its own, apart from the owner's form (ad-fields.tsx): the page's chunk of this vertical
// (detail-parts.ts) then carries no form input (ADR 0129).

/** An ad's price in toman (0 = negotiable), as the API answers it. */
export function adPrice(listing: VerticalListing): number {
  return typeof listing.price === 'number' ? listing.price : 0;
}

/** The ad's own fact on its page: the price, or «توافقی». */
export function AdDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <dt>{t('listings.verticals.ads.priceLabel')}</dt>
      <dd>{formatPrice(adPrice(listing), locale)}</dd>
    </>
  );
}
