import {
  ContentListQuerySchema,
  PostListQuerySchema,
  PostPageSchema,
  PostSchema,
  PostSummarySchema,
  PostWriteSchema,
  SlugParamsSchema,
} from '@shahrbazar/domain/api/content.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { defineManagerResource, managerPolicies } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deletePost, findPost, listManagerPosts, listPublicPosts, readPublicPost, savePost } from './post.service.ts';

const tags = ['manager: posts'];

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

  defineManagerResource(app, db, {
    path: '/api/v1/manager/posts',
    tags,
    policies: managerPolicies('posts'),
    schemas: {
      query: ContentListQuerySchema,
      page: pageOf(PostSummarySchema),
      answer: PostSchema,
      create: PostWriteSchema,
    },
    service: {
      list: listManagerPosts,
      get: findPost,
      create: (tx, input, { auth, locale }) => savePost(tx, input, auth.user.id, locale),
      update: (tx, id, input, { auth, locale }) => savePost(tx, input, auth.user.id, locale, id),
      delete: deletePost,
    },
  });
}
