import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';
import { parseClock, parseJalaliDay } from '../rules/appointments-time.ts';
import { bookHoursProblems, MAX_SLOT_DAYS } from '../rules/appointments.ts';
import {
  APPOINTMENT_PAY_METHODS,
  APPOINTMENT_STATUSES,
  MAX_CUTOFF_HOURS,
  WAITLIST_STATUSES,
} from '../rules/appointments-policy.ts';
import { isValidNationalCode } from '../rules/identity-numbers.ts';
import { MobileSchema } from './auth.schema.ts';
import { idSchema, jsonIdSchema } from './id.schema.ts';
import { MAX_PRICE } from './product.schema.ts';

// The appointment book's API (issue 18, item 3): the owner's book, public free slots, booking, the patient's and the
// owner's appointments, the waitlist.

const whole = (min: number, max: number, key = 'invalid') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value).trim() || undefined : value),
    z.coerce.number({ error: key }).int(key).min(min, key).max(max, key),
  );
const clock = z.string().refine((value) => parseClock(value) !== undefined, 'workingHoursInvalid');
const weekday = z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(6, 'invalid');

/** The owner's book: weekly hours (weekday 0 = Saturday), visit length, breaks, days off, cut-off and refund policy. */
export const BookWriteSchema = z
  .object({
    hours: z.array(z.object({ weekday, from: clock, to: clock })).max(50, 'tooMany'),
    durationMinutes: whole(0, 10_000, 'visitDurationInvalid'),
    breaks: z
      .array(z.object({ weekday: weekday.nullable(), from: clock, to: clock }))
      .max(50, 'tooMany')
      .default([]),
    daysOff: z
      .array(z.string().refine((day) => parseJalaliDay(day) !== undefined, 'jalaliDateInvalid'))
      .max(400, 'tooMany')
      .default([]),
    cutoffHours: whole(0, MAX_CUTOFF_HOURS).default(24),
    refundPercent: whole(0, 100, 'percentInvalid').default(100),
    /** The visit's price when the listing's vertical names no tariff (toman; 0 = paid at the place only). */
    price: whole(0, MAX_PRICE).default(0),
    active: z.boolean().default(true),
  })
  .superRefine((book, ctx) => {
    for (const [path, message] of Object.entries(bookHoursProblems(book))) {
      ctx.addIssue({ code: 'custom', message, path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
    }
  })
  .meta({ id: 'AppointmentBookWrite' });
export type BookWrite = z.infer<typeof BookWriteSchema>;

/** A book's weekly hours as answered (weekday 0 = Saturday), also mirrored onto a listing that takes bookings. */
export const WorkingHoursSchema = z.array(z.object({ weekday: z.number().int(), from: z.string(), to: z.string() }));

/** A book as the API answers it (owner and public alike: nothing in it is private). */
export const BookSchema = z
  .object({
    listingId: z.number().int(),
    listingTitle: z.string(),
    /** The listing's vertical, whose words the book's screens speak (a doctor's patient, a lawyer's client). */
    vertical: z.string(),
    hours: WorkingHoursSchema,
    durationMinutes: z.number().int(),
    breaks: z.array(z.object({ weekday: z.number().int().nullable(), from: z.string(), to: z.string() })),
    daysOff: z.array(z.string()),
    cutoffHours: z.number().int(),
    refundPercent: z.number().int(),
    price: z.number().int(),
    active: z.boolean(),
    /** The earliest free slot (materialised), or null when none in the coming weeks. */
    nextFreeSlot: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AppointmentBook' });
export type Book = z.infer<typeof BookSchema>;

export const BookParamsSchema = z.object({ listingId: idSchema() });

export const SlotsQuerySchema = z.object({ days: whole(1, MAX_SLOT_DAYS).default(14) });

/** Free slots by Jalali day (Saturday = weekday 0), with the book's public terms. */
export const SlotsSchema = z
  .object({
    book: BookSchema,
    /** The listing, and its vertical (whose words the booking form speaks: a doctor's patient, a lawyer's client). */
    listing: z.object({ id: z.number().int(), title: z.string(), vertical: z.string() }),
    days: z.array(z.object({ date: z.string(), weekday: z.number().int(), slots: z.array(z.iso.datetime()) })),
    /**
     * The visit tariffs a booking may name (`tariff_id`; a listing of a vertical with tariffs, its services, not its
     * consultations), each with what is paid for it (the price less the discount). Empty: the book's price.
     */
    tariffs: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.number().int() })).optional(),
  })
  .meta({ id: 'AppointmentSlots' });
export type Slots = z.infer<typeof SlotsSchema>;

/** Who the visit is for: the caller, or a family member with a name and a valid national code. */
export const PatientSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('self') }),
  z.object({
    kind: z.literal('family'),
    name: z.string().trim().min(2, 'nameRequired').max(80, 'tooLong'),
    nationalCode: z
      .string()
      .transform((code) => toAsciiDigits(code).trim())
      .refine(isValidNationalCode, 'nationalCodeInvalid'),
  }),
]);

export const AppointmentCreateSchema = z
  .object({
    listing_id: jsonIdSchema(),
    start: z.iso.datetime({ offset: true, error: 'invalid' }),
    /** A tariff of the listing (when its vertical has tariffs): its price is what is paid. */
    tariff_id: jsonIdSchema().optional(),
    patient: PatientSchema.default({ kind: 'self' }),
    method: z.enum(APPOINTMENT_PAY_METHODS, { error: 'invalid' }),
  })
  .meta({ id: 'AppointmentCreate' });
export type AppointmentCreate = z.infer<typeof AppointmentCreateSchema>;

export const RescheduleSchema = z.object({ start: z.iso.datetime({ offset: true, error: 'invalid' }) });

export const AppointmentSchema = z
  .object({
    id: z.number().int(),
    listingId: z.number().int(),
    listingTitle: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    status: z.enum(APPOINTMENT_STATUSES),
    patientName: z.string(),
    nationalCode: z.string().nullable(),
    forFamily: z.boolean(),
    price: z.number().int(),
    method: z.enum(APPOINTMENT_PAY_METHODS),
    /** The visit's payment (wallet or online; null at the place): an online one is paid next, at the bank. */
    paymentId: z.number().int().nullable().optional(),
    /** Whether the visit's money was received (held until the visit): false for an online one not yet paid. */
    paid: z.boolean().optional(),
    refunded: z.number().int(),
    /** Whether the patient may still cancel or move it (before the cut-off). */
    changeable: z.boolean(),
    /** The code told in its confirmation and asked at the reception (domain appointmentTrackingCode), ASCII digits. */
    trackingCode: z.string().optional(),
    /** Its turn of the day («نوبت چندم»): its place among the book's live visits of that day, by start; null cancelled. */
    turn: z.number().int().nullable().optional(),
    /** Where the visit takes place (the patient's own visit only): the address, the phone and the map point. */
    place: z
      .object({
        address: z.string(),
        phone: z.string(),
        location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
        /** The listing's public page. */
        path: z.string(),
      })
      .optional(),
    registerDate: z.iso.datetime(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof AppointmentSchema>;

export const AppointmentListSchema = z.object({ items: z.array(AppointmentSchema) }).meta({ id: 'AppointmentList' });

export const OwnerAppointmentsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  days: whole(1, 31).default(7),
});
export const OwnerAppointmentParamsSchema = z.object({ listingId: idSchema(), id: idSchema() });
export const OwnerMarkSchema = z.object({ status: z.enum(['visited', 'noShow'], { error: 'invalid' }) });

/** A secretary the owner adds to their listing's book, by the mobile number they signed up with (ADR 0105). */
export const SecretaryAddSchema = z.object({ mobile: MobileSchema }).meta({ id: 'BookSecretaryAdd' });
export const SecretarySchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    addedAt: z.iso.datetime(),
  })
  .meta({ id: 'BookSecretary' });
export type Secretary = z.infer<typeof SecretarySchema>;
export const SecretaryListSchema = z.object({ items: z.array(SecretarySchema) }).meta({ id: 'BookSecretaryList' });
export const SecretaryParamsSchema = z.object({ listingId: idSchema(), userId: idSchema() });

/** A book the caller keeps as a secretary: the listing, its vertical and its owner's name. */
export const DeskSchema = z
  .object({
    listingId: z.number().int(),
    listingTitle: z.string(),
    vertical: z.string(),
    ownerName: z.string(),
  })
  .meta({ id: 'BookDesk' });
export type Desk = z.infer<typeof DeskSchema>;
export const DeskListSchema = z.object({ items: z.array(DeskSchema) }).meta({ id: 'BookDeskList' });

export const WaitlistJoinSchema = z.object({
  listing_id: jsonIdSchema(),
  date: z.string().refine((day) => parseJalaliDay(day) !== undefined, 'jalaliDateInvalid'),
  /** The visit tariff wanted (one of the listing's): an offer of a freed slot is charged at it (issue 29). */
  tariff_id: jsonIdSchema().optional(),
});

export const WaitlistEntrySchema = z
  .object({
    id: z.number().int(),
    listingId: z.number().int(),
    listingTitle: z.string(),
    date: z.string(),
    status: z.enum(WAITLIST_STATUSES),
    offeredStart: z.iso.datetime().nullable(),
    offerExpiresAt: z.iso.datetime().nullable(),
    /** The tariff chosen when joining (its title), null for the book's own price. */
    tariffTitle: z.string().nullable(),
    /** What taking an offer costs now (toman): the chosen tariff's payable price, else the book's. */
    price: z.number().int(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistSchema = z.object({ items: z.array(WaitlistEntrySchema) }).meta({ id: 'Waitlist' });

export const WaitlistAcceptSchema = z.object({
  patient: PatientSchema.default({ kind: 'self' }),
  method: z.enum(APPOINTMENT_PAY_METHODS, { error: 'invalid' }),
});
