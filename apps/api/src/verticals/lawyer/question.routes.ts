import { z } from 'zod';
import {
  AnswerWriteSchema,
  MyAnswerPageSchema,
  QuestionListQuerySchema,
  QuestionPageSchema,
  QuestionSchema,
  QuestionStatusSchema,
  QuestionWriteSchema,
} from '@shahrbazar/domain/api/lawyer.schema';
import { IdParamsSchema, IdSchema } from '@shahrbazar/domain/api/id.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { LAWYER_QA_MESSAGES, QUESTION_FILES_MAX } from '@shahrbazar/domain/rules/lawyer';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { keptSharedValue } from '../../http/answer-cache.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import {
  PRIVATE_UPLOAD,
  readPrivateUpload,
  sendPrivateFile,
  storePrivateFile,
} from '../../modules/media/private-file.ts';
import { lawyerQuestionFiles } from './lawyer.table.ts';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { findListingBySlugId } from '../../modules/listings/listing.repository.ts';
import {
  answerQuestion,
  answersOfLawyer,
  recentAnswersCount,
  askQuestion,
  countView,
  findQuestion,
  liveLawyersOf,
  managerQuestions,
  markHelpful,
  myAnswers,
  myQuestions,
  publicQuestions,
  questionView,
  setQuestionStatus,
  visibleQuestion,
} from './question.service.ts';
import { isOwnRecord, requireAccess } from '../../modules/access/record-access.ts';

const SlugIdParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });
const FileParams = SlugIdParams.extend({ fileId: IdSchema });
const LawyerAnswersSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      slugId: z.string(),
      registerDate: z.string(),
    }),
  ),
  recentAnswersCount: z.number().int(),
});
const HelpfulSchema = z.object({ answerId: IdSchema });
const ManagerQuerySchema = PageQuerySchema.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
});

/**
 * Legal questions and answers (spec: Lawyer question, Lawyer answer; issue 19): anyone signed in asks under a legal
 * category, with files private to the asker and lawyers; lawyers (owners of a live lawyer profile) answer; the asker
 * marks the helpful answer; published questions are public.
 */
export function questionRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.privateStorage;
  const tags = ['lawyer: questions'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/lawyer-questions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published questions, newest first (by legal category slug)',
        querystring: QuestionListQuerySchema,
        response: { 200: QuestionPageSchema },
      },
    },
    async (request) => publicQuestions(db, request.query, requestLocale(request)),
  );

  app.post(
    '/api/v1/lawyer-questions',
    {
      config: own,
      schema: { tags, summary: 'Ask a question', body: QuestionWriteSchema, response: { 201: QuestionSchema } },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const row = await askQuestion(db, userId, request.body);
      return reply.status(201).send(await questionView(db, row, userId, requestLocale(request)));
    },
  );

  app.get(
    '/api/v1/lawyer-questions/:slugId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published question (or the caller’s own) with its answers; files only to the asker and lawyers',
        params: SlugIdParams,
        response: { 200: QuestionSchema },
      },
    },
    async (request, reply) => {
      const userId = request.auth?.user.id;
      const row = await visibleQuestion(db, request.params.slugId, userId);
      if (!isOwnRecord(userId, 'question', row)) await countView(db, row.id);
      // What a signed-in caller sees differs (their files, their answer button): never cached for another.
      if (userId !== undefined) reply.header('cache-control', 'private, no-store');
      return questionView(db, row, userId, requestLocale(request));
    },
  );

  app.post(
    '/api/v1/lawyer-questions/:slugId/answers',
    {
      config: own,
      schema: {
        tags,
        summary: 'Answer a question as a lawyer (403 for anyone without a live lawyer profile)',
        params: SlugIdParams,
        body: AnswerWriteSchema,
        response: { 201: QuestionSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      await answerQuestion(db, userId, request.params.slugId, request.body);
      const row = await visibleQuestion(db, request.params.slugId, userId);
      return reply.status(201).send(await questionView(db, row, userId, requestLocale(request)));
    },
  );

  app.post(
    '/api/v1/lawyer-questions/:slugId/helpful',
    {
      config: own,
      schema: {
        tags,
        summary: 'The asker marks one answer helpful',
        params: SlugIdParams,
        body: HelpfulSchema,
        response: { 200: QuestionSchema },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await markHelpful(db, userId, request.params.slugId, request.body.answerId);
      return questionView(db, await visibleQuestion(db, request.params.slugId, userId), userId, requestLocale(request));
    },
  );

  app.post(
    '/api/v1/lawyer-questions/:slugId/files',
    {
      config: { ...own, upload: PRIVATE_UPLOAD },
      schema: {
        tags,
        summary: 'Add a file to one’s own question (multipart: file — a PDF or an image)',
        params: SlugIdParams,
        response: { 201: QuestionSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const row = await findQuestion(db, request.params.slugId);
      requireAccess(userId, 'question', row, 'change');
      const [had] = await db
        .select({ value: count() })
        .from(lawyerQuestionFiles)
        .where(eq(lawyerQuestionFiles.questionId, row.id));
      if ((had?.value ?? 0) >= QUESTION_FILES_MAX) throw new AppError('conflict', LAWYER_QA_MESSAGES.tooManyFiles);
      const upload = await readPrivateUpload(request, LAWYER_QA_MESSAGES.badFile);
      const stored = await storePrivateFile(storage, upload, 'lawyer-questions');
      try {
        await db
          .insert(lawyerQuestionFiles)
          .values({ questionId: row.id, file: stored.key, mime: stored.mime, name: upload.filename.slice(0, 200) });
      } catch (error) {
        await storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
      return reply.status(201).send(await questionView(db, row, userId, requestLocale(request)));
    },
  );

  app.get(
    '/api/v1/lawyer-questions/:slugId/files/:fileId',
    {
      config: own,
      schema: { tags, summary: 'A question’s file, to its asker and to lawyers only', params: FileParams },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const row = await findQuestion(db, request.params.slugId);
      if (!row) throw new AppError('not_found');
      const allowed =
        isOwnRecord(userId, 'question', row) || (row.status !== 0 && (await liveLawyersOf(db, userId)).length > 0);
      // Anyone else learns nothing of the file (404, as for a missing one).
      if (!allowed) throw new AppError('not_found');
      const [file] = await db
        .select()
        .from(lawyerQuestionFiles)
        .where(and(eq(lawyerQuestionFiles.id, request.params.fileId), eq(lawyerQuestionFiles.questionId, row.id)));
      return sendPrivateFile(reply, storage, file, 'question-file');
    },
  );

  // The same for every caller: a lawyer's page reads them from a shared copy, signed in or not (a write drops it,
  // ADR 0132).
  const lawyerAnswers = keptSharedValue(app.answerCache, async (slugId: string) => {
    const lawyer = await findListingBySlugId(db, slugId);
    if (!lawyer || lawyer.vertical !== 'lawyer' || lawyer.status !== ListingStatus.active) {
      throw new AppError('not_found');
    }
    const [items, recent] = await Promise.all([answersOfLawyer(db, lawyer.id), recentAnswersCount(db, lawyer.id)]);
    return {
      items: items.map((item) => ({ ...item, registerDate: item.registerDate.toISOString() })),
      recentAnswersCount: recent,
    };
  });

  app.get(
    '/api/v1/lawyer/:slugId/answers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A live lawyer's latest published answers, and how many of the last 30 days (recentAnswersCount)",
        params: SlugIdParams,
        response: { 200: LawyerAnswersSchema },
      },
    },
    async (request) => lawyerAnswers(request.params.slugId),
  );

  app.get(
    '/api/v1/me/lawyer-questions',
    {
      config: own,
      schema: {
        tags,
        summary: 'My questions (any status)',
        querystring: PageQuerySchema,
        response: { 200: QuestionPageSchema },
      },
    },
    async (request) => myQuestions(db, requireAuth(request).user.id, request.query, requestLocale(request)),
  );

  app.get(
    '/api/v1/me/lawyer-answers',
    {
      config: own,
      schema: {
        tags,
        summary: 'My answers (the lawyer panel)',
        querystring: PageQuerySchema,
        response: { 200: MyAnswerPageSchema },
      },
    },
    async (request) => myAnswers(db, requireAuth(request).user.id, request.query),
  );

  const moderate = { access: { panel: 'manager', policy: policy('listings', 'moderate') } } as const;

  app.get(
    '/api/v1/manager/lawyer-questions',
    {
      config: moderate,
      schema: {
        tags,
        summary: 'Every question, by status',
        querystring: ManagerQuerySchema,
        response: { 200: QuestionPageSchema },
      },
    },
    async (request) => managerQuestions(db, request.query),
  );

  app.post(
    '/api/v1/manager/lawyer-questions/:id/status',
    {
      config: moderate,
      schema: {
        tags,
        summary: 'Hide (0), draft (1) or publish (2) a question',
        params: IdParamsSchema,
        body: QuestionStatusSchema,
        response: { 200: QuestionStatusSchema },
      },
    },
    async (request) => {
      await setQuestionStatus(db, request.params.id, request.body.status);
      return { status: request.body.status };
    },
  );
}
