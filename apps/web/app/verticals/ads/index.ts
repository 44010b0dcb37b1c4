import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { AdDetailFacts, AdFormFields, adPrice } from './ad-fields.tsx';
import { priceOf } from '../../lib/amount.ts';

/**
 * Classified ads on the web (spec: /ads, /ads/list/..., /ads/{slug}/{slugId}; panel myAds): filed under a sub-sub
 * category of the ads tree, published with an ads package; its own field is the price in toman, 0 = «توافقی».
 */
export const adsVertical = defineWebVertical({
  key: 'ads',
  path: 'ads',
  section: 'ads',
  icon: 'ads',
  categoryType: CategoryType.ads,
  categoryLevel: 'subSubCategory',
  packageType: PackageType.ads,
  highlight: (listing, locale) => formatPrice(adPrice(listing), locale),
  FormFields: AdFormFields,
  bodyOf: (form) => {
    const price = form.get('price');
    return { price: priceOf(typeof price === 'string' ? price : '') };
  },
  DetailFacts: AdDetailFacts,
  formFields: ['price'],
});
