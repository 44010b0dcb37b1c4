import { z } from 'zod';
import {
  ContentListQuerySchema,
  ContentPageSchema,
  ContentPageWriteSchema,
  SlugParamsSchema,
} from '@shahrbazar/domain/api/content.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deletePage, findPage, listManagerPages, readPublicPage, savePage } from './page.service.ts';

const tags = ['manager: pages'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('pages', name) } });

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

  app.get(
    '/api/v1/manager/pages',
    {
      config: can('index'),
      schema: { tags, querystring: ContentListQuerySchema, response: { 200: pageOf(ContentPageSchema) } },
    },
    async (request) => listManagerPages(db, request.query),
  );

  app.get(
    '/api/v1/manager/pages/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ContentPageSchema } } },
    async (request) => findPage(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/pages',
    { config: can('create'), schema: { tags, body: ContentPageWriteSchema, response: { 201: ContentPageSchema } } },
    async (request, reply) => reply.status(201).send(await savePage(db, request.body, requestLocale(request))),
  );

  app.put(
    '/api/v1/manager/pages/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: ContentPageWriteSchema, response: { 200: ContentPageSchema } },
    },
    async (request) => savePage(db, request.body, requestLocale(request), request.params.id),
  );

  app.delete(
    '/api/v1/manager/pages/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePage(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
