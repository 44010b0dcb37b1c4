import { z } from 'zod';
import { ApplicationStatus } from '../enums/status.ts';
import { enumSchema } from './enum-schema.ts';
import { pageOf } from './page.schema.ts';

// Job applications (issue 13): a signed-in seeker applies to a live job with a short cover note and a CV (multipart:
// file, note); the employer reads the applications of their job and moves each one's status; the seeker reads
// theirs. The CV is private: its address is an API route that checks who asks, never a public /images/ address.

/** The longest cover note. */
export const MAX_APPLICATION_NOTE = 1000;

/** The cover note field of an application's multipart body. */
export const ApplicationNoteSchema = z.object({
  note: z.string().trim().max(MAX_APPLICATION_NOTE, 'tooLong').default(''),
});

/** One application as its employer (or a manager) reads it. */
export const ApplicationSchema = z
  .object({
    id: z.number().int(),
    status: enumSchema(ApplicationStatus),
    note: z.string(),
    /** The CV's address (an access-checked API route), its type and the name the seeker's file had. */
    file: z.string(),
    fileMime: z.string(),
    fileName: z.string(),
    applicant: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
    registerDate: z.string(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;

/** The applications of one job. */
export const ApplicationPageSchema = pageOf(ApplicationSchema);

/** One of the seeker's own applications, with the job it was sent to. */
export const MyApplicationSchema = z
  .object({
    id: z.number().int(),
    status: enumSchema(ApplicationStatus),
    note: z.string(),
    fileName: z.string(),
    registerDate: z.string(),
    job: z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      slugId: z.string(),
      /** Whether the job is live (its page opens). */
      active: z.boolean(),
    }),
  })
  .meta({ id: 'MyApplication' });
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const MyApplicationPageSchema = pageOf(MyApplicationSchema);

/** The employer moves an application. */
export const ApplicationStatusSchema = z.object({ status: enumSchema(ApplicationStatus) });

/** The messages the application API answers, in both locales. */
export const APPLICATION_MESSAGES = {
  duplicate: {
    fa: 'شما پیش‌تر برای این آگهی استخدام رزومه فرستاده‌اید.',
    en: 'You have already applied to this job.',
  },
  ownJob: {
    fa: 'نمی‌توانید برای آگهی استخدام خودتان رزومه بفرستید.',
    en: 'You cannot apply to your own job.',
  },
  badFile: {
    fa: 'رزومه باید فایل PDF یا تصویر (JPEG، PNG، GIF، BMP یا WebP) باشد.',
    en: 'The CV must be a PDF or an image (JPEG, PNG, GIF, BMP or WebP).',
  },
} as const;

export type ApplicationPage = z.infer<typeof ApplicationPageSchema>;
export type MyApplicationPage = z.infer<typeof MyApplicationPageSchema>;

/** An application as the back office lists it: with its job; `file` is the managers' CV route. */
export const ManagerApplicationSchema = ApplicationSchema.extend({
  job: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), slugId: z.string() }),
}).meta({ id: 'ManagerApplication' });
export type ManagerApplication = z.infer<typeof ManagerApplicationSchema>;

/** The back office's list of every job's applications, newest first, keyset-paged (`cursor`: the last id). */
export const ManagerApplicationPageSchema = z.object({
  items: z.array(ManagerApplicationSchema),
  nextCursor: z.number().int().nullable(),
});
