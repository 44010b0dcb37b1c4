import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';
import { isDiscountWithinPrice, MAX_TARIFF_PRICE, MAX_TARIFFS } from '../rules/tariff.ts';
import { TARIFF_KINDS, tariffKindTitle } from '../rules/consultation.ts';

// Tariffs of a clinic or a lawyer (rules/tariff.ts): the owner replaces the whole list at once, the public reads it.

/** An amount in toman as JSON or a form sends it (Persian digits and thousands separators welcome). */
const toman = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value).replace(/[,٬\s]/g, '') || undefined : value),
    z.coerce.number(message).int(message).min(0, message).max(MAX_TARIFF_PRICE, message).default(0),
  );

/**
 * One tariff the owner writes: its kind (chosen from a list; a service when left out), a title (a consultation kind's
 * is the spec's name, whatever is typed), a price of 0 or more, a discount within the price.
 */
export const TariffWriteSchema = z
  .object({
    kind: z.enum(TARIFF_KINDS, { error: 'invalid' }).optional(),
    title: z.string({ error: 'titleRequired' }).trim().max(80, 'tooLong').default(''),
    price: toman('priceInvalid'),
    discount: toman('tariffDiscountInvalid'),
    description: z.string().trim().max(300, 'tooLong').default(''),
  })
  .transform(({ kind, ...tariff }) => ({ ...tariff, title: (kind && tariffKindTitle(kind)) ?? tariff.title }))
  .superRefine((tariff, ctx) => {
    if (tariff.title.length < 2) ctx.addIssue({ code: 'custom', path: ['title'], message: 'titleRequired' });
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
    /** Its kind by the spec's mapping of its title (rules/consultation.ts tariffKindOf). */
    kind: z.enum(TARIFF_KINDS).optional(),
  })
  .meta({ id: 'Tariff' });

/** A listing's tariffs, in the owner's order. */
export const TariffListSchema = z.object({ items: z.array(TariffSchema) }).meta({ id: 'TariffList' });
