import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';
import { isDiscountWithinPrice, MAX_TARIFF_PRICE, MAX_TARIFFS } from '../rules/tariff.ts';

// Tariffs of a clinic or a lawyer (rules/tariff.ts): the owner replaces the whole list at once, the public reads it.

/** An amount in toman as JSON or a form sends it (Persian digits and thousands separators welcome). */
const toman = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value).replace(/[,٬\s]/g, '') || undefined : value),
    z.coerce.number(message).int(message).min(0, message).max(MAX_TARIFF_PRICE, message).default(0),
  );

/** One tariff the owner writes: a title, a price of 0 or more, a discount within the price. */
export const TariffWriteSchema = z
  .object({
    title: z.string({ error: 'titleRequired' }).trim().min(2, 'titleRequired').max(80, 'tooLong'),
    price: toman('priceInvalid'),
    discount: toman('tariffDiscountInvalid'),
    description: z.string().trim().max(300, 'tooLong').default(''),
  })
  .superRefine((tariff, ctx) => {
    if (!isDiscountWithinPrice(tariff.discount, tariff.price)) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'tariffDiscountInvalid' });
    }
  });
export type TariffWrite = z.output<typeof TariffWriteSchema>;

/** The owner's whole list of tariffs, in the order shown. */
export const TariffListWriteSchema = z.object({
  tariffs: z.array(TariffWriteSchema).max(MAX_TARIFFS, 'tooMany'),
});

/** One tariff as answered (rules/tariff.ts Tariff). */
export const TariffSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    price: z.number().int(),
    discount: z.number().int(),
    description: z.string(),
  })
  .meta({ id: 'Tariff' });

/** A listing's tariffs, in the owner's order. */
export const TariffListSchema = z.object({ items: z.array(TariffSchema) }).meta({ id: 'TariffList' });
