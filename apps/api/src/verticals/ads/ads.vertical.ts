import { z } from 'zod';
import { AdWriteSchema, MAX_AD_PRICE } from '@shahrbazar/domain/api/ads.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { defineVertical } from '../../modules/listings/define-vertical.ts';
import { listingFilterColumns } from '../../modules/listings/listing-rows.ts';
import { adDetails } from './ads.table.ts';

/**
 * Classified ads (spec: Ad; routes /ads, panel myAds): filed under a sub-sub category of the ads tree, bought with
 * an ads package; its own field is the price in toman, 0 meaning negotiable. Its list is sorted and ranged by price and narrowed
 * to ads with a photo or urgent ones.
 */
export const adsVertical = defineVertical<{ price: number }>({
  key: 'ads',
  rank: 2,
  categoryType: CategoryType.ads,
  categoryLevel: 'subSubCategory',
  packageType: PackageType.ads,
  subscriptionType: SubscriptionType.ads,
  schemaName: 'Ad',
  noun: 'ads',
  detail: {
    table: adDetails,
    write: AdWriteSchema,
    read: z.object({ price: z.number().int() }),
    toRow: (input) => ({ price: input.price }),
    // Its price is the list's: the price sorts and the price range (ADR 0027).
    price: (input) => Number(input.price ?? 0),
    filters: {
      price: { kind: 'range', column: listingFilterColumns.price, max: MAX_AD_PRICE, zeroUnknown: true },
      // Yes/no filters on the listing's own flags, each on its partial index (ADR 0036).
      withPhoto: { kind: 'flag', column: listingFilterColumns.hasPhoto },
      urgent: { kind: 'flag', column: listingFilterColumns.isUrgent },
    },
    fromRow: (row) => ({ price: Number(row?.price ?? 0) }),
  },
});
