import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';
import { TrustSchema } from './trust.schema.ts';
import {
  ANSWER_CONTENT_MAX,
  ANSWER_CONTENT_MIN,
  isoDayOf,
  licenseNumberOf,
  MAX_LAWYER_EXPERIENCE,
  MAX_WORK_EXPERIENCE_ENTRIES,
  QUESTION_CONTENT_MAX,
  QUESTION_CONTENT_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
} from '../rules/lawyer.ts';
import { IdSchema } from './id.schema.ts';
import { pageOf } from './page.schema.ts';
import { WorkingHoursSchema } from './appointment.schema.ts';

// A lawyer's own fields (spec: Lawyer), merged by the listing core into its listing's write body and answer: the core
// holds the owner, city, legal specialty (category), package, title, description, images, tags and location. The
// performance counters and the consultation flags are never written: they follow activity and the tariffs; online
// booking and the working hours are the appointment book's (issue 29, ADR 0079).

const whole = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value).replace(/[,٬\s]/g, '') || undefined : value),
    z.coerce.number(message).int(message).min(min, message).max(max, message).default(fallback),
  );

const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A day typed in Jalali (or ISO from a date input), answered as an ISO day; `optional` leaves it null when empty. */
const day = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: message })
      .transform((value, ctx) => {
        const iso = isoDayOf(value);
        if (iso === undefined) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return iso;
      })
      .optional(),
  );

/** A list sent as JSON, or as JSON text from a form. */
const jsonList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item).max(max, 'tooLong').default([]));

/** One entry of lawyerWorkExperience (spec: companyName, position, startDate, endDate, description). */
export const WorkExperienceSchema = z.object({
  companyName: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  position: z.string().trim().max(120, 'tooLong').default(''),
  startDate: z.string().trim().max(20, 'tooLong').default(''),
  endDate: z.string().trim().max(20, 'tooLong').default(''),
  description: z.string().trim().max(500, 'tooLong').default(''),
});
export type WorkExperience = z.infer<typeof WorkExperienceSchema>;

const handle = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/^@/, '') : value),
  z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,60}$/, 'socialHandleInvalid')
    .default(''),
);

/** What an owner writes of a lawyer beyond the core. */
export const LawyerWriteSchema = z.object({
  callNumber: z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value) : value),
    z
      .string()
      .trim()
      .regex(/^[0-9+\-\s()]{0,20}$/, 'phoneInvalid')
      .default(''),
  ),
  address: text(300),
  licenseNumber: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'licenseNumberInvalid' }).transform((value, ctx) => {
      const number = licenseNumberOf(value);
      if (number === undefined) {
        ctx.addIssue({ code: 'custom', message: 'licenseNumberInvalid' });
        return z.NEVER;
      }
      return number;
    }),
  ),
  issueDate: day('jalaliDateInvalid'),
  licenseExpiry: day('jalaliDateInvalid'),
  education: text(200),
  experience: whole(0, MAX_LAWYER_EXPERIENCE, 0, 'invalid'),
  awards: text(1000),
  publications: text(1000),
  languages: text(200),
  lawyerWorkExperience: jsonList(WorkExperienceSchema, MAX_WORK_EXPERIENCE_ENTRIES),
  instagram: handle,
  linkedin: handle,
  twitter: handle,
});
export type LawyerWrite = z.output<typeof LawyerWriteSchema>;

/** performance (spec): counted from real activity, never typed. */
export const LawyerPerformanceSchema = z.object({
  consultationPhone: z.number().int(),
  consultationChat: z.number().int(),
  consultationInPerson: z.number().int(),
  documentDrafting: z.number().int(),
  complaintDrafting: z.number().int(),
  contractDrafting: z.number().int(),
  statementDrafting: z.number().int(),
  legalRepresentation: z.number().int(),
  lawsuitDrafting: z.number().int(),
  answeredQuestions: z.number().int(),
  /** The askers' satisfaction in percent; null for a new lawyer (rules/lawyer satisfactionRateOf). */
  satisfactionRate: z.number().int().nullable(),
  /** The clients' average score of completed projects (1..5, one decimal); null before the first. */
  clientRating: z.number().nullable(),
  /** How many clients scored a completed project. */
  clientRatings: z.number().int(),
});
export type LawyerPerformance = z.infer<typeof LawyerPerformanceSchema>;

/** A lawyer's own fields as the API answers them. */
export const LawyerFieldsSchema = z.object({
  callNumber: z.string(),
  address: z.string(),
  licenseNumber: z.string(),
  /** A manager checked this very licence number against the bar's register. */
  licenseChecked: z.boolean(),
  issueDate: z.string().nullable(),
  licenseExpiry: z.string().nullable(),
  /** The licence's last valid day has passed (no badge). */
  licenseExpired: z.boolean(),
  /** The owner's identity is checked, a manager checked this licence number and it has not expired (the badge). */
  isVerified: z.boolean(),
  education: z.string(),
  experience: z.number().int(),
  awards: z.string(),
  publications: z.string(),
  languages: z.string(),
  lawyerWorkExperience: z.array(WorkExperienceSchema),
  /** extraTag (spec): the lawyer's social media handles. */
  extraTag: z.object({
    socialMedia: z.object({ instagram: z.string(), linkedin: z.string(), twitter: z.string() }),
  }),
  phoneReservation: z.boolean(),
  activeChat: z.boolean(),
  /** Takes bookings on the site: the appointment book is switched on and has hours (domain takesOnlineBookings). */
  onlineReservation: z.boolean(),
  /** The appointment book's weekly hours in Persian words (domain workingHoursText); '' without hours. */
  activityTime: z.string(),
  /** The appointment book's weekly hours (weekday 0 = Saturday), for a page that words them in its own locale. */
  workingHours: WorkingHoursSchema,
  priority: z.number().int(),
  isFeatured: z.boolean(),
  availableAppointment: z.string().nullable(),
  /** The lawyer's published answers (spec: answerCount). */
  answerCount: z.number().int(),
  performance: LawyerPerformanceSchema,
});
export type LawyerFields = z.infer<typeof LawyerFieldsSchema>;

export const LicenseCheckSchema = z.object({ checked: z.boolean() }).meta({ id: 'LawyerLicenseCheck' });

// Questions and answers (spec: Lawyer question, Lawyer answer).

/** What a signed-in person asks: a title, the text, and a legal category (general_sub_category_id). */
export const QuestionWriteSchema = z.object({
  general_sub_category_id: IdSchema,
  title: z.string('required').trim().min(QUESTION_TITLE_MIN, 'questionTitleShort').max(QUESTION_TITLE_MAX, 'tooLong'),
  content: z
    .string('required')
    .trim()
    .min(QUESTION_CONTENT_MIN, 'questionContentShort')
    .max(QUESTION_CONTENT_MAX, 'tooLong'),
});
export type QuestionWrite = z.infer<typeof QuestionWriteSchema>;

/** A lawyer's answer; `lawyer_id` names which of the lawyer's own live profiles answers (the first when left out). */
export const AnswerWriteSchema = z.object({
  content: z.string('required').trim().min(ANSWER_CONTENT_MIN, 'answerContentShort').max(ANSWER_CONTENT_MAX, 'tooLong'),
  lawyer_id: IdSchema.optional(),
});

export const QuestionFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  url: z.string(),
});

/** The answering lawyer's card (issue 29): who they are, how they did, and how to consult them for a fee. */
const LawyerRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  slugId: z.string(),
  isVerified: z.boolean(),
  /** The badge and what it rests on, as the lawyer's page shows it (the one trust layer, ADR 0081). */
  trust: TrustSchema,
  image: z.string().nullable(),
  /** The legal specialty the profile is filed under, in the reader's locale. */
  specialty: z.string().nullable(),
  /** The questions this lawyer answered on the site. */
  answerCount: z.number().int(),
  /** The clients' average project score (1..5) and how many scored; null before the first. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The askers' satisfaction in percent; null for a new lawyer. */
  satisfactionRate: z.number().int().nullable(),
  /** The paid consultations the tariffs offer: text (in the chat) and phone. */
  textConsultation: z.boolean(),
  phoneConsultation: z.boolean(),
});

export const AnswerSchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    status: z.number().int(),
    helpful: z.boolean(),
    registerDate: z.string(),
    lawyer: LawyerRefSchema,
  })
  .meta({ id: 'LawyerAnswer' });
export type Answer = z.infer<typeof AnswerSchema>;

const CategoryRefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

export const QuestionSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    slugId: z.string(),
    excerpt: z.string(),
    answerCount: z.number().int(),
    views: z.number().int(),
    status: z.number().int(),
    registerDate: z.string(),
    lawyerAnswerLast: z.string().nullable(),
    generalSubCategory: CategoryRefSchema,
  })
  .meta({ id: 'LawyerQuestionSummary' });
export type QuestionSummary = z.infer<typeof QuestionSummarySchema>;

export const QuestionSchema = QuestionSummarySchema.extend({
  content: z.string(),
  /** Whether the caller asked it (may mark the helpful answer, sees the files). */
  mine: z.boolean(),
  /** Whether the caller may answer it (owns a live lawyer profile and has not answered yet). */
  canAnswer: z.boolean(),
  /** The files, to the asker and lawyers only (empty for anyone else). */
  files: z.array(QuestionFileSchema),
  fileCount: z.number().int(),
  lawyerAnswers: z.array(AnswerSchema),
}).meta({ id: 'LawyerQuestion' });
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionPageSchema = pageOf(QuestionSummarySchema);
export type QuestionPage = z.infer<typeof QuestionPageSchema>;

export const QuestionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  /** A legal category's slug (its sub category of the legal tree), or a top category's slug. */
  category: z.string().max(120).optional(),
  q: z.string().trim().max(100).optional(),
});

export const MyAnswerSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  helpful: z.boolean(),
  registerDate: z.string(),
  question: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), slugId: z.string() }),
  lawyer: z.object({ id: z.number().int(), title: z.string() }),
});
export const MyAnswerPageSchema = pageOf(MyAnswerSchema);
export type MyAnswerPage = z.infer<typeof MyAnswerPageSchema>;

export const QuestionStatusSchema = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
