import { categoryWriteOf } from '../categories/category-form.ts';
import type { CategoryLevel } from '../categories/category-levels.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * The back office's calls on a category node of any level, each level's own path of the contract (ADR 0118): a
 * category, a sub category or a sub-sub category, typed by the answer of that level.
 */

/** A node as the API answers it (GET /manager/{level}/{id}). */
export function readCategoryNode(api: ApiClient, level: CategoryLevel, id: number) {
  const params = { path: { id } };
  switch (level) {
    case 'category':
      return api.GET('/api/v1/manager/categories/{id}', { params });
    case 'subCategory':
      return api.GET('/api/v1/manager/sub-categories/{id}', { params });
    case 'subSubCategory':
      return api.GET('/api/v1/manager/sub-sub-categories/{id}', { params });
  }
}

/** Creates (id undefined) or updates a node from its form; answers the saved node. */
export function saveCategoryNode(api: ApiClient, level: CategoryLevel, id: number | undefined, form: FormData) {
  switch (level) {
    case 'category': {
      const body = categoryWriteOf(level, form);
      return id === undefined
        ? api.POST('/api/v1/manager/categories', { body })
        : api.PUT('/api/v1/manager/categories/{id}', { params: { path: { id } }, body });
    }
    case 'subCategory': {
      const body = categoryWriteOf(level, form);
      return id === undefined
        ? api.POST('/api/v1/manager/sub-categories', { body })
        : api.PUT('/api/v1/manager/sub-categories/{id}', { params: { path: { id } }, body });
    }
    case 'subSubCategory': {
      const body = categoryWriteOf(level, form);
      return id === undefined
        ? api.POST('/api/v1/manager/sub-sub-categories', { body })
        : api.PUT('/api/v1/manager/sub-sub-categories/{id}', { params: { path: { id } }, body });
    }
  }
}

/** Deletes a node (the API refuses one with children, with its reason). */
export function deleteCategoryNode(api: ApiClient, level: CategoryLevel, id: number) {
  const params = { path: { id } };
  switch (level) {
    case 'category':
      return api.DELETE('/api/v1/manager/categories/{id}', { params });
    case 'subCategory':
      return api.DELETE('/api/v1/manager/sub-categories/{id}', { params });
    case 'subSubCategory':
      return api.DELETE('/api/v1/manager/sub-sub-categories/{id}', { params });
  }
}
