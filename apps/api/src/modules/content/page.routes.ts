import {
  ContentListQuerySchema,
  ContentPageSchema,
  ContentPageWriteSchema,
  SlugParamsSchema,
} from '@shahrbazar/domain/api/content.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { defineManagerResource, managerPolicies, savedBy } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deletePage, findPage, listManagerPages, readPublicPage, savePage } from './page.service.ts';

const tags = ['manager: pages'];

/** Pages (spec Page): the public page by slug, and the back office's CRUD. */
export function pageRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'A published page by its slug (counts a view)',
        params: SlugParamsSchema,
        response: { 200: ContentPageSchema },
      },
    },
    async (request) => readPublicPage(db, request.params.slug),
  );

  defineManagerResource(app, db, {
    path: '/api/v1/manager/pages',
    tags,
    policies: managerPolicies('pages'),
    schemas: {
      query: ContentListQuerySchema,
      page: pageOf(ContentPageSchema),
      answer: ContentPageSchema,
      create: ContentPageWriteSchema,
    },
    service: {
      list: listManagerPages,
      get: findPage,
      ...savedBy(savePage),
      delete: deletePage,
    },
  });
}
