import { z } from 'zod';
import { IdSchema, OptionalIdSchema } from './id.schema.ts';

// «موجود شد خبرم کن» (issue 35): a signed-in buyer asks to be told once when a sold-out product, or one variant of
// it, is in stock again.

/** The product's path parameter. */
export const StockAlertParamsSchema = z.object({ productId: IdSchema });

/** Which variant (`pricingId`); none for a product without variants. */
export const StockAlertQuerySchema = z.object({ pricingId: OptionalIdSchema });

/** One wait of the caller's: a product and its variant (null: the product without variants). */
export const StockAlertSchema = z
  .object({ productId: z.number().int(), pricingId: z.number().int().nullable() })
  .meta({ id: 'StockAlert' });
export type StockAlert = z.infer<typeof StockAlertSchema>;

/** The caller's waits for one product. */
export const StockAlertListSchema = z.object({ items: z.array(StockAlertSchema) }).meta({ id: 'StockAlertList' });
export type StockAlertList = z.infer<typeof StockAlertListSchema>;
