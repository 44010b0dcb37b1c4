import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';
import { ClinicType, MAX_CLINIC_EXPERIENCE, medicalSystemNumberOf } from '../rules/clinic.ts';
import { enumSchema } from './enum-schema.ts';
import { WorkingHoursSchema } from './appointment.schema.ts';

// A clinic's own fields (spec: Clinic), merged by the listing core into its listing's write body and answer: the core
// holds the owner, city, specialty (category), package, title, description, images, tags and location.

/** A whole number typed with Persian digits or separators; empty is the default. */
const whole = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value).replace(/[,٬\s]/g, '') || undefined : value),
    z.coerce.number(message).int(message).min(min, message).max(max, message).default(fallback),
  );

const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/**
 * What an owner writes of a clinic beyond the core. The consultation flags come from its tariffs, and the visit
 * length, hours and online booking from its appointment book, not from here.
 */
export const ClinicWriteSchema = z.object({
  type: enumSchema(ClinicType).default(ClinicType.doctor),
  callNumber: z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value) : value),
    z
      .string()
      .trim()
      .regex(/^[0-9+\-\s()]{0,20}$/, 'phoneInvalid')
      .default(''),
  ),
  address: text(300),
  medicalSystemNumber: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'medicalSystemNumberInvalid' }).transform((value, ctx) => {
      const number = medicalSystemNumberOf(value);
      if (number === undefined) {
        ctx.addIssue({ code: 'custom', message: 'medicalSystemNumberInvalid' });
        return z.NEVER;
      }
      return number;
    }),
  ),
  experience: whole(0, MAX_CLINIC_EXPERIENCE, 0, 'invalid'),
  // The visit length, the working hours and online booking are the appointment book's (issue 29): written there
  // (PUT /api/v1/me/appointment-books/{id}) and answered below from it; a body that still sends them is not refused.
});
export type ClinicWrite = z.output<typeof ClinicWriteSchema>;

/** A clinic's own fields as the API answers them. */
export const ClinicFieldsSchema = z.object({
  type: enumSchema(ClinicType),
  callNumber: z.string(),
  address: z.string(),
  medicalSystemNumber: z.string(),
  /** A manager checked this very medical council number against the council's register. */
  medicalSystemChecked: z.boolean(),
  /** The owner's identity is checked and a manager checked this medical council number (the badge). */
  isVerified: z.boolean(),
  experience: z.number().int(),
  /** Minutes of one visit: the appointment book's (the spec's default 10 without a book). */
  durationVisit: z.number().int(),
  phoneReservation: z.boolean(),
  /** Takes bookings on the site: the appointment book is switched on and has hours (domain takesOnlineBookings). */
  onlineReservation: z.boolean(),
  activeChat: z.boolean(),
  /** The appointment book's weekly hours in Persian words (domain workingHoursText); '' without hours. */
  activityTime: z.string(),
  /** The appointment book's weekly hours (weekday 0 = Saturday), for a page that words them in its own locale. */
  workingHours: WorkingHoursSchema,
  priority: z.number().int(),
  isFeatured: z.boolean(),
  /** The earliest free slot (ISO), kept by the appointment book; null when none is known. */
  availableAppointment: z.string().nullable(),
});
export type ClinicFields = z.infer<typeof ClinicFieldsSchema>;
