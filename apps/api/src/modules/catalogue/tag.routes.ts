import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { TagSchema } from '@shahrbazar/domain/api/catalogue.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import {
  TagListQuerySchema,
  TagSearchQuerySchema,
  TagSearchSchema,
  TagWriteSchema,
} from '@shahrbazar/domain/api/tag.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deleteTag, findTag, listManagerTags, saveTag, searchTags } from './tag.service.ts';

const tags = ['manager: tags'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('tags', name) } });

/** Tags (spec: title, slug): the public search while typing, and the back office's CRUD. */
export function tagRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/tags',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tags'],
        summary: 'Tags whose title or slug contains q (at most 20)',
        querystring: TagSearchQuerySchema,
        response: { 200: TagSearchSchema },
      },
    },
    async (request) => ({ items: await searchTags(db, request.query.q) }),
  );

  app.get(
    '/api/v1/manager/tags',
    {
      config: can('index'),
      schema: { tags, querystring: TagListQuerySchema, response: { 200: pageOf(TagSchema) } },
    },
    async (request) => listManagerTags(db, request.query),
  );

  app.get(
    '/api/v1/manager/tags/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: TagSchema } } },
    async (request) => findTag(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/tags',
    { config: can('create'), schema: { tags, body: TagWriteSchema, response: { 201: TagSchema } } },
    async (request, reply) => reply.status(201).send(await saveTag(db, request.body, requestLocale(request))),
  );

  app.put(
    '/api/v1/manager/tags/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: TagWriteSchema, response: { 200: TagSchema } },
    },
    async (request) => saveTag(db, request.body, requestLocale(request), request.params.id),
  );

  app.delete(
    '/api/v1/manager/tags/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTag(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
