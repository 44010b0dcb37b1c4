import { useTranslation } from '../../lib/use-translation.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';

// What an ad's page draws of its own, apart from the owner's form (ad-fields.tsx) and the price's wording (by the page's
// loader, `detailWords` in index.ts): the page's chunk of this vertical (detail-parts.ts) then carries no form input
// and no wording (ADR 0129).

/** An ad's price in toman (0 = negotiable), as the API answers it. */
export function adPrice(listing: VerticalListing): number {
  return typeof listing.price === 'number' ? listing.price : 0;
}

/** The ad's own fact on its page: the price, or «توافقی», worded by the page's loader (`priceText`). */
export function AdDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('listings.verticals.ads.priceLabel')}</dt>
      <dd>{typeof listing.priceText === 'string' ? listing.priceText : ''}</dd>
    </>
  );
}
