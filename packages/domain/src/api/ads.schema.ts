import { z } from 'zod';

// An ad's own field as its owner writes it (the ads vertical's declaration, and the web's form before it is sent).

/** The most a price may be (toman): ten thousand billion, far above any real listing, inside JSON's safe integers. */
export const MAX_AD_PRICE = 10_000_000_000_000;

/** Its price in toman, 0 meaning negotiable (thousands separators welcome). */
export const AdWriteSchema = z.object({
  price: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[,٬\s]/g, '') : value),
    z.coerce.number().int().min(0).max(MAX_AD_PRICE).default(0),
  ),
});
