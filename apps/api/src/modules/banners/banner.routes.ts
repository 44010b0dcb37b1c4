import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { z } from 'zod';
import { BannerSchema } from '@shahrbazar/domain/api/catalogue.schema';
import {
  BannerListQuerySchema,
  BannerPlaceQuerySchema,
  BannerWriteSchema,
  ManagedBannerSchema,
  type BannerWriteInput,
} from '@shahrbazar/domain/api/media.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { isValidationKey } from '@shahrbazar/domain/i18n/validation-messages';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { FILE_IMAGE_MAX_BYTES } from '../media/file.service.ts';
import { readSingleUpload, storeImage, type UploadOptions } from '../media/upload.ts';
import {
  BANNER_SIZES,
  BANNERS_FOLDER,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  replaceBannerImage,
  showBanners,
  updateBanner,
} from './banner.service.ts';

const tags = ['manager: banners'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('banners', name) } });
const WRITE_FIELDS = Object.keys(BannerWriteSchema.shape);

/** The text fields of a multipart create, checked as the JSON edit is: 422 with each field's message key. */
function bannerFields(fields: Record<string, string>): BannerWriteInput {
  const parsed = BannerWriteSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    problems[issue.path.join('.') || 'body'] ??= isValidationKey(issue.message) ? issue.message : 'invalid';
  }
  throw new AppError('validation', undefined, problems);
}

/** Banners (spec section 3): the public places of each page, and the back office's list and editor. */
export function bannerRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.storage;

  const image: UploadOptions = { maxBytes: FILE_IMAGE_MAX_BYTES, accept: ['image'] };
  const storeBannerImage = (buffer: Buffer) =>
    storeImage(storage, buffer, { folder: BANNERS_FOLDER, sizes: BANNER_SIZES });

  app.get(
    '/api/v1/banners',
    {
      config: { access: 'public' },
      schema: {
        tags: ['banners'],
        summary: 'The active banners of a page (location) and optionally one place on it (section); each counts a view',
        querystring: BannerPlaceQuerySchema,
        response: { 200: z.object({ items: z.array(BannerSchema) }) },
      },
    },
    async (request, reply) => {
      // Every answer counts views: no cache may answer in our place.
      reply.header('cache-control', 'no-store');
      return { items: await showBanners(db, request.query) };
    },
  );

  app.get(
    '/api/v1/manager/banners',
    {
      config: can('index'),
      schema: { tags, querystring: BannerListQuerySchema, response: { 200: pageOf(ManagedBannerSchema) } },
    },
    async (request) => listBanners(db, request.query),
  );

  app.get(
    '/api/v1/manager/banners/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagedBannerSchema } } },
    async (request) => findBanner(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/banners',
    {
      config: { ...can('create'), upload: { ...image, fields: WRITE_FIELDS } },
      schema: {
        tags,
        summary:
          'Create a banner: multipart with its image in field "file" (JPEG, PNG, GIF, BMP or WebP, up to 10 MB; ' +
          'drawn 1200 x 400) and the fields of BannerWrite as text',
        response: { 201: ManagedBannerSchema },
      },
    },
    async (request, reply) => {
      const upload = await readSingleUpload(request);
      const input = bannerFields(upload.fields);
      const image = await storeBannerImage(upload.buffer);
      return reply.status(201).send(await createBanner(db, storage, input, image));
    },
  );

  app.put(
    '/api/v1/manager/banners/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: BannerWriteSchema, response: { 200: ManagedBannerSchema } },
    },
    async (request) => updateBanner(db, request.params.id, request.body),
  );

  app.post(
    '/api/v1/manager/banners/:id/image',
    {
      config: { ...can('edit'), upload: image },
      schema: {
        tags,
        summary: 'Replace a banner image (multipart field "file"); the old image is removed',
        params: IdParamsSchema,
        response: { 200: ManagedBannerSchema },
      },
    },
    async (request) => {
      const upload = await readSingleUpload(request);
      await findBanner(db, request.params.id);
      return replaceBannerImage(db, storage, request.params.id, await storeBannerImage(upload.buffer));
    },
  );

  app.delete(
    '/api/v1/manager/banners/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteBanner(db, storage, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
