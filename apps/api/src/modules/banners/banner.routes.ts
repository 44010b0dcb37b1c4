import { z } from 'zod';
import { BannerSchema } from '@shahrbazar/domain/api/catalogue.schema';
import {
  BannerListQuerySchema,
  BannerPlaceQuerySchema,
  BannerWriteSchema,
  ManagedBannerSchema,
} from '@shahrbazar/domain/api/media.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { defineManagerResource, managerPolicies, uploadedFile } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { FILE_IMAGE_MAX_BYTES } from '../media/file.service.ts';
import { storeImage, type UploadOptions } from '../media/upload.ts';
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

  defineManagerResource(app, db, {
    path: '/api/v1/manager/banners',
    tags: ['manager: banners'],
    policies: managerPolicies('banners'),
    schemas: {
      query: BannerListQuerySchema,
      page: pageOf(ManagedBannerSchema),
      answer: ManagedBannerSchema,
      create: BannerWriteSchema,
    },
    service: {
      list: listBanners,
      get: findBanner,
      // Declared as an upload (below).
      create: async (tx, input, call) => createBanner(tx, storage, input, await storeBannerImage(uploadedFile(call))),
      update: updateBanner,
      delete: (tx, id) => deleteBanner(tx, storage, id),
    },
    uploads: {
      create: {
        ...image,
        summary:
          'Create a banner: multipart with its image in field "file" (JPEG, PNG, GIF, BMP or WebP, up to 10 MB; ' +
          'drawn 1200 x 400) and the fields of BannerWrite as text',
      },
      image: {
        ...image,
        summary: 'Replace a banner image (multipart field "file"); the old image is removed',
        replace: async (tx, id, file) => {
          await findBanner(tx, id);
          return replaceBannerImage(tx, storage, id, await storeBannerImage(file));
        },
      },
    },
  });
}
