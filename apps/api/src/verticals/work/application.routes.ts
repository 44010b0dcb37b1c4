import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  ApplicationNoteSchema,
  ApplicationPageSchema,
  ApplicationStatusSchema,
  MyApplicationPageSchema,
  ManagerApplicationPageSchema,
  MyApplicationSchema,
} from '@shahrbazar/domain/api/application.schema';
import { enumSchema } from '@shahrbazar/domain/api/enum-schema';
import { ApplicationStatus } from '@shahrbazar/domain/enums/status';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { IdParamsSchema, IdSchema } from '@shahrbazar/domain/api/id.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { findListingById } from '../../modules/listings/listing.repository.ts';
import { readSingleUpload } from '../../modules/media/upload.ts';
import {
  applicationOfJob,
  applicationsForManagers,
  applicationsOfJob,
  applicationsOfSeeker,
  findApplication,
  insertApplication,
  jobToApply,
  markSeen,
  setApplicationStatus,
  storeCv,
  toMyApplication,
  type ApplicationRow,
} from './application.service.ts';
import { requireAccess } from '../../modules/access/record-access.ts';

/** The largest CV (PDF or image). */
const CV_MAX_BYTES = 5 * 1024 * 1024;

const SlugIdParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });
const JobApplicationParams = z.object({ id: IdSchema, applicationId: IdSchema });

/**
 * Job applications (issue 13), a work vertical's own routes: a seeker applies with a cover note and a CV, the employer
 * reads and moves the applications of their job, the seeker reads theirs. The CV lives in the private storage and is
 * served only here: to the job's employer and to managers with the listings policy; anyone else gets 404.
 */
export function applicationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.privateStorage;
  const tags = ['work: applications'];
  const own = { access: { session: 'general' } } as const;

  /** The employer's own live or past job, or 404 (another user's job does not exist for them). */
  const employersJob = async (userId: number, id: number) => {
    const job = await findListingById(db, id);
    requireAccess(userId, 'listing', job, 'change');
    if (job.vertical !== 'work') throw new AppError('not_found');
    return job;
  };

  const sendCv = async (reply: FastifyReply, row: ApplicationRow | undefined) => {
    const data = row ? await storage.read(row.file) : undefined;
    if (!row || !data) throw new AppError('not_found');
    const extension = row.fileMime === 'application/pdf' ? 'pdf' : 'webp';
    return reply
      .type(row.fileMime)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="cv-${row.id}.${extension}"`)
      .send(data);
  };

  app.post(
    '/api/v1/work/:slugId/applications',
    {
      config: { ...own, upload: { maxBytes: CV_MAX_BYTES, accept: ['document', 'image'], fields: ['note'] } },
      schema: {
        tags,
        summary: 'Apply to a live job (multipart: file — a PDF or an image, note — a short cover note)',
        params: SlugIdParams,
        response: { 201: MyApplicationSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      // Refused before the file is read: an unknown job, one's own, or one already applied to.
      const job = await jobToApply(db, request.params.slugId, userId);
      const upload = await readSingleUpload(request).catch((error: unknown) => {
        // A file of another kind is a mistake in the form's file field: 422 naming the field.
        if (error instanceof AppError && error.code === 'unsupported_media_type') {
          throw new AppError('validation', APPLICATION_MESSAGES.badFile, {
            file: APPLICATION_MESSAGES.badFile[requestLocale(request)],
          });
        }
        throw error;
      });
      const parsed = ApplicationNoteSchema.safeParse(upload.fields);
      if (!parsed.success) throw new AppError('validation', undefined, { note: 'tooLong' });
      const stored = await storeCv(storage, upload);
      try {
        const row = await insertApplication(db, {
          listingId: job.id,
          userId,
          note: parsed.data.note,
          file: stored.key,
          fileMime: stored.mime,
          fileName: upload.filename,
        });
        const answer = toMyApplication(row, {
          id: job.id,
          title: job.title,
          slug: job.slug,
          slugId: job.slugId,
          active: job.status === ListingStatus.active,
        });
        return reply.status(201).send(answer);
      } catch (error) {
        await storage.delete(stored.key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/me/applications',
    {
      config: own,
      schema: {
        tags,
        summary: 'The jobs I applied to',
        querystring: PageQuerySchema,
        response: { 200: MyApplicationPageSchema },
      },
    },
    async (request) => applicationsOfSeeker(db, requireAuth(request).user.id, request.query),
  );

  app.get(
    '/api/v1/me/work/:id/applications',
    {
      config: own,
      schema: {
        tags,
        summary: 'The applications to my job',
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ApplicationPageSchema },
      },
    },
    async (request) => {
      const job = await employersJob(requireAuth(request).user.id, request.params.id);
      return applicationsOfJob(db, job.id, request.query);
    },
  );

  app.post(
    '/api/v1/me/work/:id/applications/:applicationId/status',
    {
      config: own,
      schema: {
        tags,
        summary: 'Move an application to my job (new, seen, shortlisted, rejected)',
        params: JobApplicationParams,
        body: ApplicationStatusSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const job = await employersJob(requireAuth(request).user.id, request.params.id);
      await setApplicationStatus(db, job.id, request.params.applicationId, request.body.status);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/me/work/:id/applications/:applicationId/file',
    {
      config: own,
      schema: {
        tags,
        summary: 'The CV of an application to my job (a new one becomes seen)',
        params: JobApplicationParams,
      },
    },
    async (request, reply) => {
      const job = await employersJob(requireAuth(request).user.id, request.params.id);
      const row = await applicationOfJob(db, job.id, request.params.applicationId);
      await markSeen(db, row.id);
      return sendCv(reply, row);
    },
  );

  app.get(
    '/api/v1/manager/work-applications',
    {
      config: { access: { panel: 'manager', policy: policy('listings', 'index') } },
      schema: {
        tags: ['manager: listings'],
        summary: "Every job's applications, newest first (keyset: cursor = the last id), optionally of one status",
        querystring: z.object({
          perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
          cursor: IdSchema.optional(),
          status: enumSchema(ApplicationStatus).optional(),
        }),
        response: { 200: ManagerApplicationPageSchema },
      },
    },
    async (request) => applicationsForManagers(db, request.query),
  );

  app.get(
    '/api/v1/manager/work-applications/:id/file',
    {
      config: { access: { panel: 'manager', policy: policy('listings', 'index') } },
      schema: { tags: ['manager: listings'], summary: 'The CV of a job application', params: IdParamsSchema },
    },
    async (request, reply) => sendCv(reply, await findApplication(db, request.params.id)),
  );
}
