import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { z } from 'zod';
import {
  GeneralCategoryWriteSchema,
  GeneralSubCategoryWriteSchema,
  GeneralSubSubCategoryWriteSchema,
  ManagerCategoryQuerySchema,
  ManagerGeneralCategorySchema,
  ManagerGeneralSubCategorySchema,
  ManagerGeneralSubSubCategorySchema,
  ManagerSubCategoryQuerySchema,
  ManagerSubSubCategoryQuerySchema,
  type CategoryLevel,
} from '@shahrbazar/domain/api/category.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { FileStorage } from '../media/storage.ts';
import { readSingleUpload } from '../media/upload.ts';
import { CATEGORY_IMAGE_MAX_BYTES, replaceCategoryImage } from './category-image.ts';
import {
  deleteCategory,
  deleteSubCategory,
  deleteSubSubCategory,
  findManagerCategory,
  findManagerSubCategory,
  findManagerSubSubCategory,
  listManagerCategories,
  listManagerSubCategories,
  listManagerSubSubCategories,
  saveCategory,
  saveSubCategory,
  saveSubSubCategory,
  type WriteContext,
} from './category-manager.service.ts';

const can = (name: 'index' | 'create' | 'edit' | 'delete') => ({
  access: { panel: 'manager' as const, policy: policy('categories', name) },
});

/** What differs between the three levels' back-office routes. */
interface Level<Q extends z.ZodType, W extends z.ZodType, I extends z.ZodType> {
  level: CategoryLevel;
  path: string;
  name: string;
  query: Q;
  write: W;
  item: I;
  list(db: Db, query: z.output<Q>): Promise<Array<z.output<I>>>;
  find(db: Db, id: number): Promise<z.output<I>>;
  save(context: WriteContext, input: z.output<W>, id?: number): Promise<z.output<I>>;
  remove(db: Db, storage: FileStorage, id: number): Promise<void>;
}

/** List, read, create, edit, delete and picture of one level, each behind its categories policy. */
function levelRoutes<Q extends z.ZodType, W extends z.ZodType, I extends z.ZodType>(
  app: App,
  deps: AppDeps,
  spec: Level<Q, W, I>,
): void {
  const db = deps.database.db;
  const storage = deps.services.storage;
  const tags = [`manager: ${spec.name}`];
  // Each level's functions are checked against its item schema where the level is declared; here the schema only
  // serialises the answer, so it is taken as a plain zod type (fastify cannot resolve a generic one).
  const item: z.ZodType = spec.item;
  const context = (request: FastifyRequest): WriteContext => ({ db, locale: requestLocale(request) });

  app.get(
    spec.path,
    {
      config: can('index'),
      schema: { tags, querystring: spec.query, response: { 200: z.object({ items: z.array(item) }) } },
    },
    async (request) => ({ items: await spec.list(db, request.query as z.output<Q>) }),
  );

  app.get(
    `${spec.path}/:id`,
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: item } } },
    async (request) => spec.find(db, request.params.id),
  );

  app.post(
    spec.path,
    { config: can('create'), schema: { tags, body: spec.write, response: { 201: item } } },
    async (request, reply) => reply.status(201).send(await spec.save(context(request), request.body as z.output<W>)),
  );

  app.put(
    `${spec.path}/:id`,
    { config: can('edit'), schema: { tags, params: IdParamsSchema, body: spec.write, response: { 200: item } } },
    async (request) => spec.save(context(request), request.body as z.output<W>, request.params.id),
  );

  app.delete(
    `${spec.path}/:id`,
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await spec.remove(db, storage, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${spec.path}/:id/image`,
    {
      config: { ...can('edit'), upload: { maxBytes: CATEGORY_IMAGE_MAX_BYTES, accept: ['image'] } },
      schema: {
        tags,
        summary: 'Replace the picture (multipart field "file"; an image by its content, re-encoded to WebP)',
        params: IdParamsSchema,
        response: { 200: item },
      },
    },
    async (request) => {
      const upload = await readSingleUpload(request);
      await replaceCategoryImage(db, storage, spec.level, request.params.id, upload.buffer);
      return spec.find(db, request.params.id);
    },
  );
}

/** The back office of the category tree: every level under its own path, as the spec names their bodies. */
export function categoryManagerRoutes(app: App, deps: AppDeps): void {
  levelRoutes(app, deps, {
    level: 'category',
    path: '/api/v1/manager/categories',
    name: 'categories',
    query: ManagerCategoryQuerySchema,
    write: GeneralCategoryWriteSchema,
    item: ManagerGeneralCategorySchema,
    list: (db, query) => listManagerCategories(db, query.type),
    find: findManagerCategory,
    save: saveCategory,
    remove: deleteCategory,
  });
  levelRoutes(app, deps, {
    level: 'subCategory',
    path: '/api/v1/manager/sub-categories',
    name: 'sub categories',
    query: ManagerSubCategoryQuerySchema,
    write: GeneralSubCategoryWriteSchema,
    item: ManagerGeneralSubCategorySchema,
    list: (db, query) => listManagerSubCategories(db, query.general_category_id),
    find: findManagerSubCategory,
    save: saveSubCategory,
    remove: deleteSubCategory,
  });
  levelRoutes(app, deps, {
    level: 'subSubCategory',
    path: '/api/v1/manager/sub-sub-categories',
    name: 'sub-sub categories',
    query: ManagerSubSubCategoryQuerySchema,
    write: GeneralSubSubCategoryWriteSchema,
    item: ManagerGeneralSubSubCategorySchema,
    list: (db, query) => listManagerSubSubCategories(db, query.general_sub_category_id),
    find: findManagerSubSubCategory,
    save: saveSubSubCategory,
    remove: deleteSubSubCategory,
  });
}
