import { z } from 'zod';
import { pageOf } from './page.schema.ts';

// The clinic-owner panel's money (issue 18): what one clinic earned from visits and from consultations, and the
// clinicOrder payments made to it, each saying whether it paid a visit or a consultation (ADR 0050).

/** What paid a clinicOrder payment: a visit of the appointment book or a (text or phone) consultation. */
export const ClinicPaymentKindSchema = z.enum(['appointment', 'consultation']).meta({ id: 'ClinicPaymentKind' });
export type ClinicPaymentKind = z.infer<typeof ClinicPaymentKindSchema>;

/** Toman paid out to the owner so far, split by what earned it (a phone consultation counts as a consultation). */
export const ClinicEarningsSchema = z
  .object({
    visits: z.number().int().nonnegative(),
    consultations: z.number().int().nonnegative(),
  })
  .meta({ id: 'ClinicEarnings' });
export type ClinicEarnings = z.infer<typeof ClinicEarningsSchema>;

/** One payment a patient made to the clinic. */
export const ClinicPaymentSchema = z
  .object({
    id: z.number().int(),
    kind: ClinicPaymentKindSchema,
    price: z.number().int(),
    /** PaymentMethod's value. */
    method: z.number().int(),
    paid: z.boolean(),
    payer: z.string(),
    payDate: z.string().nullable(),
    registerDate: z.string(),
  })
  .meta({ id: 'ClinicPayment' });
export type ClinicPayment = z.infer<typeof ClinicPaymentSchema>;

/** One page of a clinic's payments, latest first (spec section 9: 15 a page). */
export const ClinicPaymentPageSchema = pageOf(ClinicPaymentSchema).meta({ id: 'ClinicPaymentPage' });
export type ClinicPaymentPage = z.infer<typeof ClinicPaymentPageSchema>;
