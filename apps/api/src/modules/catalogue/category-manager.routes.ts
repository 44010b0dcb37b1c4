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
import type { Db } from '../../db/client.ts';
import { defineManagerResource, managerPolicies, type ManagerUpload } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { FileStorage } from '../media/storage.ts';
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
} from './category-manager.service.ts';

const items = <I extends z.ZodType>(item: I) => z.object({ items: z.array(item) });

/** A level's picture: replaced by an upload (an image by its content, re-encoded to WebP), the record read again. */
function imageOf<T>(storage: FileStorage, level: CategoryLevel, find: (db: Db, id: number) => Promise<T>) {
  const upload: ManagerUpload = {
    maxBytes: CATEGORY_IMAGE_MAX_BYTES,
    accept: ['image'],
    summary: 'Replace the picture (multipart field "file"; an image by its content, re-encoded to WebP)',
  };
  return {
    ...upload,
    replace: async (db: Db, id: number, file: Buffer) => {
      await replaceCategoryImage(db, storage, level, id, file);
      return find(db, id);
    },
  };
}

/**
 * The back office of the category tree: every level under its own path, as the spec names their bodies; each level's
 * list, read, create, change, delete and picture behind its categories policy.
 */
export function categoryManagerRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.storage;
  const policies = managerPolicies('categories');

  defineManagerResource(app, db, {
    path: '/api/v1/manager/categories',
    tags: ['manager: categories'],
    policies,
    schemas: {
      query: ManagerCategoryQuerySchema,
      page: items(ManagerGeneralCategorySchema),
      answer: ManagerGeneralCategorySchema,
      create: GeneralCategoryWriteSchema,
    },
    service: {
      list: async (tx, query) => ({ items: await listManagerCategories(tx, query.type) }),
      get: findManagerCategory,
      create: (tx, input, { locale }) => saveCategory({ db: tx, locale }, input),
      update: (tx, id, input, { locale }) => saveCategory({ db: tx, locale }, input, id),
      delete: (tx, id) => deleteCategory(tx, storage, id),
    },
    uploads: { image: imageOf(storage, 'category', findManagerCategory) },
  });

  defineManagerResource(app, db, {
    path: '/api/v1/manager/sub-categories',
    tags: ['manager: sub categories'],
    policies,
    schemas: {
      query: ManagerSubCategoryQuerySchema,
      page: items(ManagerGeneralSubCategorySchema),
      answer: ManagerGeneralSubCategorySchema,
      create: GeneralSubCategoryWriteSchema,
    },
    service: {
      list: async (tx, query) => ({ items: await listManagerSubCategories(tx, query.general_category_id) }),
      get: findManagerSubCategory,
      create: (tx, input, { locale }) => saveSubCategory({ db: tx, locale }, input),
      update: (tx, id, input, { locale }) => saveSubCategory({ db: tx, locale }, input, id),
      delete: (tx, id) => deleteSubCategory(tx, storage, id),
    },
    uploads: { image: imageOf(storage, 'subCategory', findManagerSubCategory) },
  });

  defineManagerResource(app, db, {
    path: '/api/v1/manager/sub-sub-categories',
    tags: ['manager: sub-sub categories'],
    policies,
    schemas: {
      query: ManagerSubSubCategoryQuerySchema,
      page: items(ManagerGeneralSubSubCategorySchema),
      answer: ManagerGeneralSubSubCategorySchema,
      create: GeneralSubSubCategoryWriteSchema,
    },
    service: {
      list: async (tx, query) => ({ items: await listManagerSubSubCategories(tx, query.general_sub_category_id) }),
      get: findManagerSubSubCategory,
      create: (tx, input, { locale }) => saveSubSubCategory({ db: tx, locale }, input),
      update: (tx, id, input, { locale }) => saveSubSubCategory({ db: tx, locale }, input, id),
      delete: (tx, id) => deleteSubSubCategory(tx, storage, id),
    },
    uploads: { image: imageOf(storage, 'subSubCategory', findManagerSubSubCategory) },
  });
}
