import { TagSchema } from '@shahrbazar/domain/api/catalogue.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import {
  TagListQuerySchema,
  TagSearchQuerySchema,
  TagSearchSchema,
  TagWriteSchema,
} from '@shahrbazar/domain/api/tag.schema';
import { defineManagerResource, managerPolicies, savedBy } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deleteTag, findTag, listManagerTags, saveTag, searchTags } from './tag.service.ts';

const tags = ['manager: tags'];

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

  defineManagerResource(app, db, {
    path: '/api/v1/manager/tags',
    tags,
    policies: managerPolicies('tags'),
    schemas: { query: TagListQuerySchema, page: pageOf(TagSchema), answer: TagSchema, create: TagWriteSchema },
    service: {
      list: listManagerTags,
      get: findTag,
      ...savedBy(saveTag),
      delete: deleteTag,
    },
  });
}
