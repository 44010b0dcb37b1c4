import { z } from 'zod';
import { OrderStatus } from '../enums/commerce.ts';
import { enumSchema } from './enum-schema.ts';
import { OptionalIdSchema } from './id.schema.ts';
import { OrderSchema } from './order.schema.ts';
import { pageOf, PageQuerySchema } from './page.schema.ts';

// The back office's and the agent panel's orders (issue 17's back office; spec: Order, the orders menu).

const blankToUndefined = (value: unknown) =>
  value === undefined || value === '' || value === '-1' || value === -1 ? undefined : value;

/** A calendar day (yyyy-mm-dd, Gregorian as the API speaks; the pages convert from Jalali). */
const day = z.preprocess(blankToUndefined, z.iso.date({ error: 'invalid' }).optional());

/**
 * Orders as the back office filters them (spec: status, booth, buyer, date range, payment status), 15 a page newest
 * first. `paymentStatus` is paid (all it owes received), partPaid (paid at checkout, a payment request of its booth
 * still open: ADR 0052) or unPaid (awaiting payment or expired); `from`/`to` bound the
 * day the order was placed, both included, in Iran's time.
 */
export const ManagedOrderListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    (value) => (blankToUndefined(value) === undefined ? undefined : Number(value)),
    enumSchema(OrderStatus).optional(),
  ),
  booth_id: OptionalIdSchema,
  user_id: OptionalIdSchema,
  paymentStatus: z.preprocess(
    blankToUndefined,
    z.enum(['paid', 'partPaid', 'unPaid'], { error: 'invalid' }).optional(),
  ),
  from: day,
  to: day,
});
export type ManagedOrderListQuery = z.infer<typeof ManagedOrderListQuerySchema>;

export const ManagedOrderPageSchema = pageOf(OrderSchema).meta({ id: 'ManagedOrderPage' });
export type ManagedOrderPage = z.infer<typeof ManagedOrderPageSchema>;
