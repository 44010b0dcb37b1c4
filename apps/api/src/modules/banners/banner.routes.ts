import { z } from 'zod';
import { BannerSchema } from '@shahrbazar/domain/api/catalogue.schema';
import {
  BannerListQuerySchema,
  BannerPlaceQuerySchema,
  BannerWriteSchema,
  ManagedBannerSchema,
} from '@shahrbazar/domain/api/media.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { keptSharedValueBy } from '../../http/answer-cache.ts';
import { defineManagerResource, managerPolicies, uploadedFile } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { FILE_IMAGE_MAX_BYTES } from '../media/file.service.ts';
import { storeImage, type UploadOptions } from '../media/upload.ts';
import { createBannerViews } from './banner-views.ts';
import {
  BANNER_SIZES,
  BANNERS_FOLDER,
  activeBanners,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  replaceBannerImage,
  updateBanner,
} from './banner.service.ts';

/** Banners (spec section 3): the public places of each page, and the back office's list and editor. */
export function bannerRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.storage;
  // A place's banners are everyone's (kept as the answers are, dropped by any write); their views are counted in
  // memory and written every few seconds (banner-views.ts, ADR 0136).
  const views = createBannerViews(db, app.log);
  app.addHook('onClose', async () => views.close());
  const placeBanners = keptSharedValueBy(
    app.answerCache,
    {},
    (place: { location: string; section?: string[] | undefined }) =>
      `${place.location}|${place.section?.join(',') ?? ''}`,
    (place: { location: string; section?: string[] | undefined }) => activeBanners(db, place),
  );

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
      const shown = await placeBanners(request.query);
      views.count(shown.map((banner) => banner.id));
      return { items: shown.map((banner) => ({ ...banner, views: banner.views + views.pending(banner.id) })) };
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
      // The back office reads the views with what this process counted and has not written yet.
      list: async (reader, query) => {
        await views.flush();
        return listBanners(reader, query);
      },
      get: async (reader, id) => {
        await views.flush();
        return findBanner(reader, id);
      },
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
