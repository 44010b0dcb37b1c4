import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WorkExperience } from '@shahrbazar/domain/api/lawyer.schema';
import { generalSubCategories } from '../../modules/catalogue/category.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { professionalColumns, professionalIndexes } from '../../modules/professional/professional.table.ts';
import { users } from '../../modules/users/user.table.ts';

/**
 * What a lawyer has beyond the listing core (spec: Lawyer): a professional's columns (ADR 0128) and its own. Its
 * specialties are the listing's category chain of the legal tree, its tariffs the tariffs module's, its appointments the appointment book's. The performance counters are
 * written only by the activity they count (an answer, a helpful mark), in that activity's transaction.
 */
export const lawyerDetails = pgTable(
  'lawyer_details',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The bar licence number in ASCII digits (domain licenseNumberOf). */
    licenseNumber: text('license_number').notNull().default(''),
    /** The number a manager checked against the bar's register (the badge needs it to equal the number shown). */
    checkedLicenseNumber: text('checked_license_number'),
    issueDate: date('issue_date', { mode: 'string' }),
    /** The licence's last valid day: the badge goes once it passes, and a new registration must be before it. */
    licenseExpiry: date('license_expiry', { mode: 'string' }),
    education: text('education').notNull().default(''),
    awards: text('awards').notNull().default(''),
    publications: text('publications').notNull().default(''),
    languages: text('languages').notNull().default(''),
    workExperience: jsonb('work_experience').$type<WorkExperience[]>().notNull().default([]),
    instagram: text('instagram').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    ...professionalColumns(),
    /** performance: the questions this lawyer answered (one answer per question), and how many askers marked helpful. */
    answeredQuestions: integer('answered_questions').notNull().default(0),
    helpfulAnswers: integer('helpful_answers').notNull().default(0),
    /** performance: consultations by kind, counted by the consultations and orders that happen (never typed). */
    consultationPhone: integer('consultation_phone').notNull().default(0),
    consultationChat: integer('consultation_chat').notNull().default(0),
    consultationInPerson: integer('consultation_in_person').notNull().default(0),
    documentDrafting: integer('document_drafting').notNull().default(0),
    complaintDrafting: integer('complaint_drafting').notNull().default(0),
    contractDrafting: integer('contract_drafting').notNull().default(0),
    statementDrafting: integer('statement_drafting').notNull().default(0),
    legalRepresentation: integer('legal_representation').notNull().default(0),
    lawsuitDrafting: integer('lawsuit_drafting').notNull().default(0),
    /** The clients' scores of completed projects (issue 29): how many, and their sum (the average is worked out). */
    projectRatings: integer('project_ratings').notNull().default(0),
    projectRatingSum: integer('project_rating_sum').notNull().default(0),
  },
  (t) => [...professionalIndexes('lawyer_details', t)],
);

/**
 * A legal question (spec: Lawyer question; status inactive 0, draft 1, published 2). answerCount and lawyerAnswerLast
 * are kept by the answers' transaction; views by the public page.
 */
export const lawyerQuestions = pgTable(
  'lawyer_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generalSubCategoryId: integer('general_sub_category_id')
      .notNull()
      .references(() => generalSubCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    slug: text('slug').notNull(),
    slugId: text('slug_id').notNull(),
    answerCount: integer('answer_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    status: smallint('status').notNull().default(2),
    /** The asker's helpful answer (one at most). */
    helpfulAnswerId: integer('helpful_answer_id'),
    lawyerAnswerLast: timestamp('lawyer_answer_last', { withTimezone: true }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lawyer_questions_slug_id_uq').on(t.slugId),
    index('lawyer_questions_status_idx').on(t.status, t.id),
    index('lawyer_questions_category_idx').on(t.generalSubCategoryId, t.status, t.id),
    index('lawyer_questions_user_idx').on(t.userId, t.id),
  ],
);

/** A lawyer's answer to a question (spec: Lawyer answer), one per lawyer profile and question. */
export const lawyerAnswers = pgTable(
  'lawyer_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => lawyerQuestions.id, { onDelete: 'cascade' }),
    /** The lawyer listing that answers. */
    lawyerId: integer('lawyer_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(2),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lawyer_answers_question_lawyer_uq').on(t.questionId, t.lawyerId),
    index('lawyer_answers_lawyer_idx').on(t.lawyerId, t.id),
    index('lawyer_answers_user_idx').on(t.userId, t.id),
  ],
);

/** A question's files, in the private storage: served only to the asker and to lawyers. */
export const lawyerQuestionFiles = pgTable(
  'lawyer_question_files',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => lawyerQuestions.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull().default(''),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyer_question_files_question_idx').on(t.questionId, t.id)],
);
