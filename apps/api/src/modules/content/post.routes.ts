import { z } from 'zod';
import {
  ContentListQuerySchema,
  PostListQuerySchema,
  PostPageSchema,
  PostSchema,
  PostSummarySchema,
  PostWriteSchema,
  SlugParamsSchema,
} from '@shahrbazar/domain/api/content.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { deletePost, findPost, listManagerPosts, listPublicPosts, readPublicPost, savePost } from './post.service.ts';

const tags = ['manager: posts'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('posts', name) } });

/** The blog (spec Post, Tag): public lists by type and tag and a post by slug; the back office's CRUD. */
export function postRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Published posts, newest first, by type and tag (keyset: cursor)',
        querystring: PostListQuerySchema,
        response: { 200: PostPageSchema },
      },
    },
    async (request) => listPublicPosts(db, request.query),
  );

  app.get(
    '/api/v1/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'A published post by its slug (counts a view), with related posts',
        params: SlugParamsSchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => readPublicPost(db, request.params.slug),
  );

  app.get(
    '/api/v1/manager/posts',
    {
      config: can('index'),
      schema: { tags, querystring: ContentListQuerySchema, response: { 200: pageOf(PostSummarySchema) } },
    },
    async (request) => listManagerPosts(db, request.query),
  );

  app.get(
    '/api/v1/manager/posts/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: PostSchema } } },
    async (request) => findPost(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/posts',
    { config: can('create'), schema: { tags, body: PostWriteSchema, response: { 201: PostSchema } } },
    async (request, reply) =>
      reply.status(201).send(await savePost(db, request.body, requireAuth(request).user.id, requestLocale(request))),
  );

  app.put(
    '/api/v1/manager/posts/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: PostWriteSchema, response: { 200: PostSchema } },
    },
    async (request) =>
      savePost(db, request.body, requireAuth(request).user.id, requestLocale(request), request.params.id),
  );

  app.delete(
    '/api/v1/manager/posts/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePost(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
