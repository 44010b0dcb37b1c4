import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { adsSection } from './section.ts';
import { AdFormFields } from './ad-fields.tsx';
import { adPrice } from './ad-facts.tsx';
import { priceOf } from '../../lib/amount.ts';
import { offerLd, schemaOrg } from '../../lib/listings/structured-data.ts';

/**
 * Classified ads on the web (spec: /ads, /ads/list/..., /ads/{slug}/{slugId}; panel myAds): filed under a sub-sub
 * category of the ads tree, published with an ads package; its own field is the price in toman, 0 = «توافقی».
 */
export const adsVertical = defineWebVertical({
  key: 'ads',
  ...adsSection,
  home: true,
  categoryType: CategoryType.ads,
  categoryLevel: 'subSubCategory',
  packageType: PackageType.ads,
  highlight: (listing, locale) => formatPrice(adPrice(listing), locale),
  // The price worded on the server (the page's fact).
  detailWords: (listing, locale) => ({ priceText: formatPrice(adPrice(listing), locale) }),
  FormFields: AdFormFields,
  bodyOf: (form) => {
    const price = form.get('price');
    return { price: priceOf(typeof price === 'string' ? price : '') };
  },
  formFields: ['price'],
  // schema.org: a Product with its Offer; a negotiable price (0) is an offer without a price (ADR 0043).
  structuredData: schemaOrg('Product', (listing, page) => ({ offers: offerLd(adPrice(listing), page.url) })),
  // Its list sorts by price and narrows by a price range (ADR 0027), to ads with a photo and to urgent ones (ADR 0036).
  priced: true,
  filters: [
    { name: 'price', kind: 'range' },
    { name: 'withPhoto', kind: 'flag' },
    { name: 'urgent', kind: 'flag' },
  ],
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default adsVertical;
