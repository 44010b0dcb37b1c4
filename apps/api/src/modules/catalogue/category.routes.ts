import { z } from 'zod';
import {
  CategoryLevelSchema,
  CategoryNodeSchema,
  CategoryTreeQuerySchema,
  CategoryTreeSchema,
} from '@shahrbazar/domain/api/category.schema';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { categoryManagerRoutes } from './category-manager.routes.ts';
import { categoryNode, categoryTree } from './category.service.ts';

const tags = ['categories'];
const NodeParams = z.object({ level: CategoryLevelSchema, slug: z.string().min(1).max(200) });

/** The general category tree (spec section 3) for everyone, and its back office. */
export function categoryRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The three-level category tree, of one type (?type=ads) or of all',
        querystring: CategoryTreeQuerySchema,
        response: { 200: CategoryTreeSchema },
      },
    },
    async (request) => ({ items: await categoryTree(db, { ...request.query, locale: requestLocale(request) }) }),
  );

  app.get(
    '/api/v1/categories/:level/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One category by level and slug, with its children and its chain of parents (breadcrumbs)',
        params: NodeParams,
        response: { 200: CategoryNodeSchema },
      },
    },
    async (request) => categoryNode(db, request.params.level, request.params.slug, requestLocale(request)),
  );

  categoryManagerRoutes(app, deps);
}
