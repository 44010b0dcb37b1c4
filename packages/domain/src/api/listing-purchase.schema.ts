import { z } from 'zod';
import { DeviceType } from '../enums/people.ts';
import { LISTING_PURCHASE_KINDS } from '../rules/listing-purchase.ts';
import { PackageSchema } from './catalogue.schema.ts';
import { enumSchema } from './enum-schema.ts';
import { idSchema } from './id.schema.ts';

// A purchase for a live listing (issue 35; rules/listing-purchase.ts): what the owner may buy, and the body that buys
// it. The answer of a purchase is its unpaid payment (PaymentSchema), paid like any other
// (POST /api/v1/me/payments/{id}/pay, online or from the wallet).

/** POST /api/v1/me/{vertical}/{id}/purchases: which kind of purchase, which package (its price is the server's). */
export const ListingPurchaseCreateSchema = z
  .object({
    kind: z.enum(LISTING_PURCHASE_KINDS),
    package_id: idSchema(),
    /** Which panel the payment comes from (spec default: web client). */
    deviceType: z.preprocess(
      (value) => (value === '' || value === null || value === -1 ? undefined : value),
      enumSchema(DeviceType).optional(),
    ),
  })
  .meta({ id: 'ListingPurchaseCreate' });
export type ListingPurchaseCreate = z.input<typeof ListingPurchaseCreateSchema>;
export type ListingPurchaseCreateInput = z.output<typeof ListingPurchaseCreateSchema>;

/** GET /api/v1/me/{vertical}/{id}/purchases: the packages the live listing may be bought, by kind, cheapest first. */
export const ListingPurchaseOffersSchema = z
  .object({
    bump: z.array(PackageSchema),
    renewal: z.array(PackageSchema),
    upgrade: z.array(PackageSchema),
  })
  .meta({ id: 'ListingPurchaseOffers' });
export type ListingPurchaseOffers = z.infer<typeof ListingPurchaseOffersSchema>;
