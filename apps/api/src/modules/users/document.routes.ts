import type { FastifyReply } from 'fastify';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { z } from 'zod';
import { DocumentReviewSchema, DocumentStatus, UserDocumentSchema } from '@shahrbazar/domain/api/user.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import { readSingleUpload, storeImage } from '../media/upload.ts';
import {
  addDocument,
  documentFileKey,
  findDocumentForReview,
  findOwnDocument,
  listDocumentsForReview,
  listOwnDocuments,
  reviewDocument,
} from './document.service.ts';

export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_SIZES = [{ name: 'large', maxSide: 2000 }] as const;
const ReviewItemSchema = UserDocumentSchema.extend({
  userName: z.string(),
  userMobile: z.string().nullable(),
  authLevel: z.number().int(),
});

/** Identity documents: a user's own ("authenticate", myDocuments) and the back office's review queue. */
export function documentRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const own = { access: { session: 'any' } } as const;
  const tags = ['documents'];

  app.get(
    '/api/v1/me/documents',
    { config: own, schema: { tags, response: { 200: z.object({ items: z.array(UserDocumentSchema) }) } } },
    async (request) => ({ items: await listOwnDocuments(db, requireAuth(request).user.id) }),
  );

  app.get(
    '/api/v1/me/documents/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: UserDocumentSchema } } },
    async (request) => findOwnDocument(db, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/api/v1/me/documents',
    {
      config: { ...own, upload: { maxBytes: DOCUMENT_MAX_BYTES, accept: ['image'], fields: ['title'] } },
      schema: {
        tags,
        summary: 'Upload an identity document (multipart: title, file)',
        response: { 201: UserDocumentSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const upload = await readSingleUpload(request);
      const title = upload.fields.title?.trim() ?? '';
      if (!title || title.length > 200) throw new AppError('validation', undefined, { title: 'titleRequired' });
      const stored = await storeImage(deps.services.privateStorage, upload.buffer, {
        folder: 'documents',
        sizes: DOCUMENT_SIZES,
      });
      return reply.status(201).send(await addDocument(db, auth.user.id, title, stored.keys.large));
    },
  );

  /** Sends a private document image, never cached by shared caches. */
  const sendFile = async (reply: FastifyReply, key: string | undefined) => {
    const data = key ? await deps.services.privateStorage.read(key) : undefined;
    if (!data) throw new AppError('not_found');
    return reply.type('image/webp').header('cache-control', 'private, no-store').send(data);
  };

  app.get(
    '/api/v1/me/documents/:id/file',
    { config: own, schema: { tags, summary: 'The image of one of my documents', params: IdParamsSchema } },
    async (request, reply) =>
      sendFile(reply, await documentFileKey(db, request.params.id, requireAuth(request).user.id)),
  );

  app.get(
    '/api/v1/manager/documents/:id/file',
    {
      config: { access: { panel: 'manager', policy: policy('documents', 'index') } },
      schema: { tags, summary: 'The image of a document under review', params: IdParamsSchema },
    },
    async (request, reply) => sendFile(reply, await documentFileKey(db, request.params.id)),
  );

  app.get(
    '/api/v1/manager/documents',
    {
      config: { access: { panel: 'manager', policy: policy('documents', 'index') } },
      schema: {
        tags,
        querystring: z.object({
          status: z.coerce.number().refine(DocumentStatus.is).optional(),
          page: z.coerce.number().int().min(1).default(1),
          perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
        }),
        response: { 200: pageOf(ReviewItemSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { total, items } = await listDocumentsForReview(db, request.query);
      return { items, total, currentPage: page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
    },
  );

  app.get(
    '/api/v1/manager/documents/:id',
    {
      config: { access: { panel: 'manager', policy: policy('documents', 'index') } },
      schema: { tags, params: IdParamsSchema, response: { 200: ReviewItemSchema } },
    },
    async (request) => findDocumentForReview(db, request.params.id),
  );

  app.put(
    '/api/v1/manager/documents/:id/review',
    {
      config: { access: { panel: 'manager', policy: policy('documents', 'review') } },
      schema: { tags, params: IdParamsSchema, body: DocumentReviewSchema, response: { 200: UserDocumentSchema } },
    },
    async (request) => reviewDocument(db, auditActor(request), request.params.id, request.body),
  );
}
