import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../rules/appointments-policy.ts';
import { CONSULTATION_KINDS, CONSULTATION_PAY_METHODS, CONSULTATION_STATUSES } from '../rules/consultations.ts';
import { PatientSchema } from './appointment.schema.ts';
import { idSchema, jsonIdSchema } from './id.schema.ts';

// Paid consultations' API (issue 18 item 4, docs/decisions/0039-consultations.md).

/** From the wallet at once (the default), or online: its payment is made unpaid and paid at the bank next. */
const payMethod = z.enum(CONSULTATION_PAY_METHODS, { error: 'invalid' }).default('wallet');

/** Buying a consultation: a text one (a paid chat), or a phone one (a call slot of the listing's book). */
export const ConsultationCreateSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('text'), listing_id: jsonIdSchema(), method: payMethod }),
      z.object({
        kind: z.literal('phone'),
        listing_id: jsonIdSchema(),
        method: payMethod,
        start: z.iso.datetime({ offset: true, error: 'invalid' }),
        patient: PatientSchema.default({ kind: 'self' }),
      }),
    ],
    { error: 'invalid' },
  )
  .meta({ id: 'ConsultationCreate' });
export type ConsultationCreate = z.infer<typeof ConsultationCreateSchema>;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** A consultation as its patient and the listing's owner see it. */
export const ConsultationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONSULTATION_KINDS),
    /** A text one's own state; a phone one's is its appointment's. */
    status: z.enum([...CONSULTATION_STATUSES, ...APPOINTMENT_STATUSES]),
    listingId: z.number().int(),
    listingTitle: z.string(),
    patient: PersonSchema,
    owner: PersonSchema,
    /** Toman paid. */
    price: z.number().int(),
    /** Once ended: what the site kept and what the owner was paid. */
    siteShare: z.number().int().nullable(),
    ownerPaid: z.number().int().nullable(),
    /** A text consultation closes by itself then. */
    deadline: z.iso.datetime().nullable(),
    closedAt: z.iso.datetime().nullable(),
    /** A phone consultation's call slot. */
    start: z.iso.datetime().nullable(),
    appointmentId: z.number().int().nullable(),
    /** Its payment: paid (wallet, or the bank's callback came), or unpaid while awaitingPayment (pay it online next). */
    paymentId: z.number().int().nullable(),
    registerDate: z.iso.datetime(),
  })
  .meta({ id: 'Consultation' });
export type Consultation = z.infer<typeof ConsultationSchema>;

export const ConsultationListSchema = z.object({ items: z.array(ConsultationSchema) }).meta({ id: 'ConsultationList' });

/** The latest consultation between the caller and another user (the chat room's header), or none. */
export const ConsultationWithSchema = z
  .object({ consultation: ConsultationSchema.nullable() })
  .meta({ id: 'ConsultationWith' });

export const ConsultationUserParamsSchema = z.object({ userId: idSchema() });
export const ConsultationListingParamsSchema = z.object({ listingId: idSchema() });

/** What a listing offers: its title, its owner (the chat's other side) and each kind's price (null: not offered). */
export const ConsultationOfferSchema = z
  .object({
    listingId: z.number().int(),
    listingTitle: z.string(),
    ownerId: z.number().int(),
    text: z.number().int().nullable(),
    phone: z.number().int().nullable(),
  })
  .meta({ id: 'ConsultationOffer' });
export type ConsultationOffer = z.infer<typeof ConsultationOfferSchema>;
