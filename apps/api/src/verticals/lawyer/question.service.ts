import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Answer, Question, QuestionSummary, QuestionWrite } from '@shahrbazar/domain/api/lawyer.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { AuthLevel } from '@shahrbazar/domain/enums/people';
import { LawyerPostStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import {
  clientRatingOf,
  lawyerTrust,
  LAWYER_QA_MESSAGES,
  questionDescription,
  RECENT_ANSWER_DAYS,
  satisfactionRateOf,
} from '@shahrbazar/domain/rules/lawyer';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import { makeSlugId, slugOf } from '@shahrbazar/domain/text/slug';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import {
  categoryChain,
  categoryRefsByIds,
  subCategoryIdsNamed,
  type CategoryRef,
} from '../../modules/catalogue/category-chain.ts';
import { listingFieldOf, listingOwnerAuthLevelOf, listingsOfOwner } from '../../modules/listings/listing-rows.ts';
import { notify } from '../../modules/notify/notification.service.ts';
import { lawyerAnswers, lawyerDetails, lawyerQuestionFiles, lawyerQuestions } from './lawyer.table.ts';
import { tehranToday } from './lawyer.service.ts';
import { isOwnRecord, requireAccess } from '../../modules/access/record-access.ts';

export type QuestionRow = typeof lawyerQuestions.$inferSelect;

const PUBLISHED = LawyerPostStatus.published;

/** The live lawyer profiles (lawyer listings, active) of a user, oldest first. */
export async function liveLawyersOf(db: Db, userId: number): Promise<{ id: number; title: string }[]> {
  const lawyers = await listingsOfOwner(db, userId, 'lawyer', ListingStatus.active);
  return lawyers.map(({ id, title }) => ({ id, title }));
}

/** A legal category (a sub category of the legal tree) by id, or a 422 naming the field. */
async function legalCategory(db: Db, id: number) {
  const chain = await categoryChain(db, 'subCategory', id);
  if (!chain || chain.type !== CategoryType.lawyer) {
    throw new AppError('validation', undefined, { general_sub_category_id: 'invalid' });
  }
  return chain;
}

/** Asks a question: published at once (the spec has no review state for questions; a manager may hide it). */
export async function askQuestion(db: Db, userId: number, input: QuestionWrite): Promise<QuestionRow> {
  await legalCategory(db, input.general_sub_category_id);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(lawyerQuestions)
        .values({
          userId,
          generalSubCategoryId: input.general_sub_category_id,
          title: input.title,
          content: input.content,
          slug: slugOf(input.title),
          slugId: makeSlugId((size) => randomBytes(size)),
          status: PUBLISHED,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      if (attempt < 3 && uniqueViolation(error) === 'lawyer_questions_slug_id_uq') continue;
      throw error;
    }
  }
}

/** A question by its slugId, as stored (any status). */
export async function findQuestion(db: Db, slugId: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(lawyerQuestions).where(eq(lawyerQuestions.slugId, slugId));
  return row;
}

/** A question the caller may see: published, or their own; else 404. */
export async function visibleQuestion(db: Db, slugId: string, userId: number | undefined): Promise<QuestionRow> {
  const row = await findQuestion(db, slugId);
  requireAccess(userId, 'question', row, 'read');
  return row;
}

const summaryColumns = {
  id: lawyerQuestions.id,
  title: lawyerQuestions.title,
  slug: lawyerQuestions.slug,
  slugId: lawyerQuestions.slugId,
  content: lawyerQuestions.content,
  answerCount: lawyerQuestions.answerCount,
  views: lawyerQuestions.views,
  status: lawyerQuestions.status,
  registerDate: lawyerQuestions.registerDate,
  lawyerAnswerLast: lawyerQuestions.lawyerAnswerLast,
  categoryId: lawyerQuestions.generalSubCategoryId,
};

interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  slugId: string;
  content: string;
  answerCount: number;
  views: number;
  status: number;
  registerDate: Date;
  lawyerAnswerLast: Date | null;
  categoryId: number;
}

function toSummary(row: SummaryRow, category: CategoryRef | undefined, locale: Locale): QuestionSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    slugId: row.slugId,
    excerpt: questionDescription(row.content),
    answerCount: row.answerCount,
    views: row.views,
    status: row.status,
    registerDate: row.registerDate.toISOString(),
    lawyerAnswerLast: row.lawyerAnswerLast?.toISOString() ?? null,
    generalSubCategory: {
      id: row.categoryId,
      title: localized(locale, category?.title ?? '', category?.titleEn ?? ''),
      slug: category?.slug ?? '',
    },
  };
}

/** One page of questions, newest first, under `where`. */
async function questionPage(
  db: Db,
  where: SQL | undefined,
  page: { page: number; perPage: number },
  locale: Locale = DEFAULT_LOCALE,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(lawyerQuestions)
      .where(where)
      .orderBy(desc(lawyerQuestions.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(lawyerQuestions).where(where),
  ]);
  const all = total?.value ?? 0;
  // A question's category is required and cannot be deleted under it (restrict): every row has its reference.
  const { subCategory } = await categoryRefsByIds(db, {
    category: [],
    subCategory: [...new Set(rows.map((row) => row.categoryId))],
    subSubCategory: [],
  });
  return {
    items: rows.map((row) => toSummary(row, subCategory.get(row.categoryId), locale)),
    currentPage: page.page,
    perPage: page.perPage,
    total: all,
    lastPage: lastPage(all, page.perPage),
  };
}

/**
 * The public list: published questions, newest first; `category` is the slug of a legal sub category or of a top
 * legal category (its sub categories' questions). An unknown slug lists nothing.
 */
export async function publicQuestions(
  db: Db,
  query: { page: number; perPage: number; category?: string | undefined; q?: string | undefined },
  locale: Locale = DEFAULT_LOCALE,
) {
  const conditions: SQL[] = [eq(lawyerQuestions.status, PUBLISHED)];
  if (query.category) {
    conditions.push(
      sql`${lawyerQuestions.generalSubCategoryId} in (${subCategoryIdsNamed(query.category, CategoryType.lawyer)})`,
    );
  }
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const condition = or(sql`${lawyerQuestions.title} ilike ${like}`, sql`${lawyerQuestions.content} ilike ${like}`);
    if (condition) conditions.push(condition);
  }
  return questionPage(db, and(...conditions), query, locale);
}

/** The asker's own questions in any status, newest first. */
export function myQuestions(
  db: Db,
  userId: number,
  page: { page: number; perPage: number },
  locale: Locale = DEFAULT_LOCALE,
) {
  return questionPage(db, eq(lawyerQuestions.userId, userId), page, locale);
}

/** Every question (the back office), by status when given. */
export function managerQuestions(db: Db, query: { page: number; perPage: number; status?: number | undefined }) {
  return questionPage(db, query.status === undefined ? undefined : eq(lawyerQuestions.status, query.status), query);
}

/**
 * The published answers of a question, oldest first, each with its lawyer's card (issue 29): picture, specialty,
 * badge, the clients' rating and the askers' satisfaction, answers given, and the paid consultations offered.
 */
async function answersOf(db: Db, question: QuestionRow, locale: Locale): Promise<Answer[]> {
  const rows = await db
    .select({
      id: lawyerAnswers.id,
      content: lawyerAnswers.content,
      status: lawyerAnswers.status,
      registerDate: lawyerAnswers.registerDate,
      lawyerId: lawyerAnswers.lawyerId,
      title: listingFieldOf('title', lawyerAnswers.lawyerId),
      slug: listingFieldOf('slug', lawyerAnswers.lawyerId),
      slugId: listingFieldOf('slugId', lawyerAnswers.lawyerId),
      images: listingFieldOf('images', lawyerAnswers.lawyerId),
      authLevel: listingOwnerAuthLevelOf(lawyerAnswers.lawyerId),
      licenseNumber: lawyerDetails.licenseNumber,
      checkedLicenseNumber: lawyerDetails.checkedLicenseNumber,
      licenseExpiry: lawyerDetails.licenseExpiry,
      answeredQuestions: lawyerDetails.answeredQuestions,
      helpfulAnswers: lawyerDetails.helpfulAnswers,
      projectRatings: lawyerDetails.projectRatings,
      projectRatingSum: lawyerDetails.projectRatingSum,
      activeChat: lawyerDetails.activeChat,
      phoneReservation: lawyerDetails.phoneReservation,
      specialtyId: listingFieldOf('generalSubCategoryId', lawyerAnswers.lawyerId),
    })
    .from(lawyerAnswers)
    .leftJoin(lawyerDetails, eq(lawyerDetails.listingId, lawyerAnswers.lawyerId))
    .where(and(eq(lawyerAnswers.questionId, question.id), eq(lawyerAnswers.status, PUBLISHED)))
    .orderBy(lawyerAnswers.id);
  const { subCategory } = await categoryRefsByIds(db, {
    category: [],
    subCategory: [...new Set(rows.flatMap((row) => (row.specialtyId === null ? [] : [row.specialtyId])))],
    subSubCategory: [],
  });
  const today = tehranToday();
  return rows.map((row) => {
    const specialty = row.specialtyId === null ? undefined : subCategory.get(row.specialtyId);
    const trust = lawyerTrust({
      ownerVerified: row.authLevel >= AuthLevel.level1,
      licenseNumber: row.licenseNumber ?? '',
      checkedLicenseNumber: row.checkedLicenseNumber ?? null,
      licenseExpiry: row.licenseExpiry ?? null,
      today,
    });
    return {
      id: row.id,
      content: row.content,
      status: row.status,
      helpful: question.helpfulAnswerId === row.id,
      registerDate: row.registerDate.toISOString(),
      lawyer: {
        id: row.lawyerId,
        title: row.title,
        slug: row.slug,
        slugId: row.slugId,
        isVerified: trust.verified,
        trust,
        image: row.images[0]?.data?.small ?? row.images[0]?.path ?? null,
        specialty: specialty ? localized(locale, specialty.title, specialty.titleEn) : null,
        answerCount: row.answeredQuestions ?? 0,
        rating: clientRatingOf(row.projectRatings ?? 0, row.projectRatingSum ?? 0),
        ratingCount: row.projectRatings ?? 0,
        satisfactionRate: satisfactionRateOf(row.answeredQuestions ?? 0, row.helpfulAnswers ?? 0),
        textConsultation: row.activeChat === true,
        phoneConsultation: row.phoneReservation === true,
      },
    };
  });
}

/** A question page as the caller sees it: the files only to the asker and to lawyers. */
export async function questionView(
  db: Db,
  row: QuestionRow,
  userId: number | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Question> {
  const { subCategory } = await categoryRefsByIds(db, {
    category: [],
    subCategory: [row.generalSubCategoryId],
    subSubCategory: [],
  });
  const found = subCategory.get(row.generalSubCategoryId);
  const category = found && { id: found.id, title: localized(locale, found.title, found.titleEn), slug: found.slug };
  const [answers, files, lawyers] = await Promise.all([
    answersOf(db, row, locale),
    db
      .select()
      .from(lawyerQuestionFiles)
      .where(eq(lawyerQuestionFiles.questionId, row.id))
      .orderBy(lawyerQuestionFiles.id),
    userId === undefined ? Promise.resolve([]) : liveLawyersOf(db, userId),
  ]);
  const mine = isOwnRecord(userId, 'question', row);
  const mayReadFiles = mine || lawyers.length > 0;
  const answered = new Set(answers.map((answer) => answer.lawyer.id));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    slugId: row.slugId,
    excerpt: questionDescription(row.content),
    content: row.content,
    answerCount: row.answerCount,
    views: row.views,
    status: row.status,
    registerDate: row.registerDate.toISOString(),
    lawyerAnswerLast: row.lawyerAnswerLast?.toISOString() ?? null,
    generalSubCategory: category ?? { id: row.generalSubCategoryId, title: '', slug: '' },
    mine,
    canAnswer: !mine && row.status === PUBLISHED && lawyers.some((lawyer) => !answered.has(lawyer.id)),
    files: mayReadFiles
      ? files.map((file) => ({
          id: file.id,
          name: file.name,
          mime: file.mime,
          url: `/api/v1/lawyer-questions/${row.slugId}/files/${file.id}`,
        }))
      : [],
    fileCount: files.length,
    lawyerAnswers: answers,
  };
}

/** Counts a visit of a published question's page. */
export async function countView(db: Db, id: number): Promise<void> {
  await db
    .update(lawyerQuestions)
    .set({ views: sql`${lawyerQuestions.views} + 1` })
    .where(eq(lawyerQuestions.id, id));
}

/**
 * A lawyer answers: the caller must own a live lawyer profile (`lawyerId`, or their first), not be the asker, and
 * not have answered with that profile yet. In one transaction, under the question's row lock: the answer, the
 * question's answerCount and lawyerAnswerLast, and the profile's answeredQuestions.
 */
export async function answerQuestion(
  db: Db,
  userId: number,
  slugId: string,
  input: { content: string; lawyer_id?: number | undefined },
): Promise<{ id: number }> {
  const lawyers = await liveLawyersOf(db, userId);
  const lawyer = input.lawyer_id === undefined ? lawyers[0] : lawyers.find((one) => one.id === input.lawyer_id);
  if (!lawyer) throw new AppError('forbidden', LAWYER_QA_MESSAGES.notLawyer);
  try {
    return await db.transaction(async (tx) => {
      const [question] = await tx
        .select()
        .from(lawyerQuestions)
        .where(eq(lawyerQuestions.slugId, slugId))
        .for('update');
      if (!question) throw new AppError('not_found');
      if (question.status !== PUBLISHED) throw new AppError('conflict', LAWYER_QA_MESSAGES.closed);
      if (isOwnRecord(userId, 'question', question)) throw new AppError('forbidden', LAWYER_QA_MESSAGES.ownQuestion);
      const now = new Date();
      const [answer] = await tx
        .insert(lawyerAnswers)
        .values({
          questionId: question.id,
          lawyerId: lawyer.id,
          userId,
          content: input.content,
          status: PUBLISHED,
          registerDate: now,
        })
        .returning({ id: lawyerAnswers.id });
      if (!answer) throw new Error('insert returned no row');
      await tx
        .update(lawyerQuestions)
        .set({ answerCount: sql`${lawyerQuestions.answerCount} + 1`, lawyerAnswerLast: now })
        .where(eq(lawyerQuestions.id, question.id));
      await tx
        .update(lawyerDetails)
        .set({ answeredQuestions: sql`${lawyerDetails.answeredQuestions} + 1` })
        .where(eq(lawyerDetails.listingId, lawyer.id));
      // The asker hears of it in the same transaction (ADR 0049): the notification exists exactly when the answer does.
      await notify(tx, question.userId, 'lawyerAnswered', {
        lawyer: lawyer.title,
        title: question.title,
        slug: question.slug,
        slugId: question.slugId,
      });
      return answer;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'lawyer_answers_question_lawyer_uq') {
      throw new AppError('conflict', LAWYER_QA_MESSAGES.alreadyAnswered);
    }
    throw error;
  }
}

/**
 * The asker marks one answer helpful (another mark moves it): under the question's row lock, the lawyers'
 * helpfulAnswers (their satisfactionRate) follow. Only the asker may; the answer must be the question's.
 */
export async function markHelpful(db: Db, userId: number, slugId: string, answerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [question] = await tx.select().from(lawyerQuestions).where(eq(lawyerQuestions.slugId, slugId)).for('update');
    requireAccess(userId, 'question', question, 'read');
    requireAccess(userId, 'question', question, 'change', { code: 'forbidden', label: LAWYER_QA_MESSAGES.notAsker });
    if (question.helpfulAnswerId === answerId) return;
    const [answer] = await tx
      .select({ id: lawyerAnswers.id, lawyerId: lawyerAnswers.lawyerId })
      .from(lawyerAnswers)
      .where(and(eq(lawyerAnswers.id, answerId), eq(lawyerAnswers.questionId, question.id)));
    if (!answer) throw new AppError('validation', undefined, { answerId: 'invalid' });
    if (question.helpfulAnswerId !== null) {
      const [previous] = await tx
        .select({ lawyerId: lawyerAnswers.lawyerId })
        .from(lawyerAnswers)
        .where(eq(lawyerAnswers.id, question.helpfulAnswerId));
      if (previous) {
        await tx
          .update(lawyerDetails)
          .set({ helpfulAnswers: sql`greatest(${lawyerDetails.helpfulAnswers} - 1, 0)` })
          .where(eq(lawyerDetails.listingId, previous.lawyerId));
      }
    }
    await tx.update(lawyerQuestions).set({ helpfulAnswerId: answer.id }).where(eq(lawyerQuestions.id, question.id));
    await tx
      .update(lawyerDetails)
      .set({ helpfulAnswers: sql`${lawyerDetails.helpfulAnswers} + 1` })
      .where(eq(lawyerDetails.listingId, answer.lawyerId));
  });
}

/** The caller's answers (the lawyer panel's answer index), newest first. */
export async function myAnswers(db: Db, userId: number, page: { page: number; perPage: number }) {
  const where = eq(lawyerAnswers.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: lawyerAnswers.id,
        content: lawyerAnswers.content,
        registerDate: lawyerAnswers.registerDate,
        questionId: lawyerQuestions.id,
        questionTitle: lawyerQuestions.title,
        questionSlug: lawyerQuestions.slug,
        questionSlugId: lawyerQuestions.slugId,
        helpfulAnswerId: lawyerQuestions.helpfulAnswerId,
        lawyerId: lawyerAnswers.lawyerId,
        lawyerTitle: listingFieldOf('title', lawyerAnswers.lawyerId),
      })
      .from(lawyerAnswers)
      .innerJoin(lawyerQuestions, eq(lawyerQuestions.id, lawyerAnswers.questionId))
      .where(where)
      .orderBy(desc(lawyerAnswers.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(lawyerAnswers).where(where),
  ]);
  const all = total?.value ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      content: row.content,
      helpful: row.helpfulAnswerId === row.id,
      registerDate: row.registerDate.toISOString(),
      question: { id: row.questionId, title: row.questionTitle, slug: row.questionSlug, slugId: row.questionSlugId },
      lawyer: { id: row.lawyerId, title: row.lawyerTitle },
    })),
    currentPage: page.page,
    perPage: page.perPage,
    total: all,
    lastPage: lastPage(all, page.perPage),
  };
}

/** A lawyer profile's recent published answers (spec: recentAnswersCount), of the last RECENT_ANSWER_DAYS days. */
export async function recentAnswersCount(db: Db, lawyerId: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - RECENT_ANSWER_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ value: count() })
    .from(lawyerAnswers)
    .where(
      and(
        eq(lawyerAnswers.lawyerId, lawyerId),
        eq(lawyerAnswers.status, PUBLISHED),
        gte(lawyerAnswers.registerDate, since),
      ),
    );
  return row?.value ?? 0;
}

/** A lawyer profile's latest published answers with their questions (its public page). */
export async function answersOfLawyer(db: Db, lawyerId: number, limit = 5) {
  return db
    .select({
      id: lawyerAnswers.id,
      registerDate: lawyerAnswers.registerDate,
      title: lawyerQuestions.title,
      slug: lawyerQuestions.slug,
      slugId: lawyerQuestions.slugId,
    })
    .from(lawyerAnswers)
    .innerJoin(lawyerQuestions, eq(lawyerQuestions.id, lawyerAnswers.questionId))
    .where(
      and(
        eq(lawyerAnswers.lawyerId, lawyerId),
        eq(lawyerAnswers.status, PUBLISHED),
        eq(lawyerQuestions.status, PUBLISHED),
      ),
    )
    .orderBy(desc(lawyerAnswers.id))
    .limit(limit);
}

/** Sets a question's status (the back office: hide 0, draft 1, publish 2). */
export async function setQuestionStatus(db: Db, id: number, status: number): Promise<void> {
  const [row] = await db
    .update(lawyerQuestions)
    .set({ status })
    .where(eq(lawyerQuestions.id, id))
    .returning({ id: lawyerQuestions.id });
  if (!row) throw new AppError('not_found');
}
