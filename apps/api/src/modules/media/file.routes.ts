import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { FileSchema } from '@shahrbazar/domain/api/catalogue.schema';
import { FileListQuerySchema, ManagedFileSchema } from '@shahrbazar/domain/api/media.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { deleteFile, FILE_VIDEO_MAX_BYTES, findFile, listFiles, saveUpload } from './file.service.ts';
import { readSingleUpload, type UploadOptions } from './upload.ts';

const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('files', name) } });
/** Uploads are heavy work (decoding, re-encoding): a generous ceiling per client that a person never reaches. */
const UPLOAD_RATE = { max: 60, timeWindow: '1 minute' };
const UPLOAD_SUMMARY =
  'Upload a file (multipart field "file", optional "title"): an image (JPEG, PNG, GIF, BMP, WebP; up to 10 MB) ' +
  'is stored as WebP renditions without metadata, a video (MP4, MOV, AVI; up to 50 MB) as it is. The type is ' +
  'decided by the content, never the name; anything else is refused with 415.';

/** Files (spec section 3, File): the one general upload every feature uses, and the back office's Files screen. */
export function fileRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.storage;

  const FILE: UploadOptions = { maxBytes: FILE_VIDEO_MAX_BYTES, accept: ['image', 'video'], fields: ['title'] };
  const upload = async (request: Parameters<typeof readSingleUpload>[0]) => {
    const auth = requireAuth(request);
    const file = await readSingleUpload(request);
    return saveUpload(db, storage, { userId: auth.user.id, upload: file });
  };

  app.post(
    '/api/v1/files',
    {
      config: { access: { session: 'any' }, rateLimit: UPLOAD_RATE, upload: FILE },
      schema: { tags: ['files'], summary: UPLOAD_SUMMARY, response: { 201: FileSchema } },
    },
    async (request, reply) => reply.status(201).send(await upload(request)),
  );

  app.delete(
    '/api/v1/files/:id',
    {
      config: { access: { session: 'any' } },
      schema: {
        tags: ['files'],
        summary: 'Delete one of my files (another user’s answers 404)',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFile(db, storage, request.params.id, requireAuth(request).user.id);
      return reply.status(204).send(null);
    },
  );

  const tags = ['manager: files'];

  app.get(
    '/api/v1/manager/files',
    {
      config: can('index'),
      schema: { tags, querystring: FileListQuerySchema, response: { 200: pageOf(ManagedFileSchema) } },
    },
    async (request) => listFiles(db, request.query),
  );

  app.get(
    '/api/v1/manager/files/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagedFileSchema } } },
    async (request) => findFile(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/files',
    {
      config: { ...can('create'), rateLimit: UPLOAD_RATE, upload: FILE },
      schema: { tags, summary: UPLOAD_SUMMARY, response: { 201: FileSchema } },
    },
    async (request, reply) => reply.status(201).send(await upload(request)),
  );

  app.delete(
    '/api/v1/manager/files/:id',
    {
      config: can('delete'),
      schema: {
        tags,
        summary: 'Delete a file and every stored object of it',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFile(db, storage, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
