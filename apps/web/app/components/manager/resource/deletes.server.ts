import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type {
  ManagerGeneralCategory,
  ManagerGeneralSubCategory,
  ManagerGeneralSubSubCategory,
} from '@shahrbazar/domain/api/category.schema';
import { managerPaths, type CategoryLevel } from '../../categories/category-levels.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { MANAGER } from '../access.ts';
import { deleteCategoryNode, readCategoryNode } from '../category-api.server.ts';
import { defineManagerDelete, type DeleteResource } from './delete-types.ts';
import type { AnyManagerResource } from './define-resource.ts';
import { MANAGER_RESOURCES } from './registry.ts';

// Every back-office delete, declared once (ADR 0123): the API path, the words, the policies and where to go after.
// The generic page routes/manager/record-delete.tsx serves them all at their old addresses.

type CategoryNode = ManagerGeneralCategory | ManagerGeneralSubCategory | ManagerGeneralSubSubCategory;

/** Where a category node is listed: its parent's page, or the first level's list of its type. */
function parentPage(node: CategoryNode): string {
  if ('generalSubCategoryId' in node) return managerPaths.node('subCategory', node.generalSubCategoryId);
  if ('generalCategoryId' in node) return managerPaths.node('category', node.generalCategoryId);
  return managerPaths.list(node.type);
}

/** A category, sub category or sub-sub category; one with children is refused by the API with its reason. */
const categoryLevel = (level: CategoryLevel) =>
  defineManagerDelete({
    segment: level,
    policies: { index: MANAGER.categoriesIndex, delete: MANAGER.categoriesDelete },
    read: (api, id): Promise<CategoryNode> => readCategoryNode(api, level, id),
    remove: (api, id) => deleteCategoryNode(api, level, id),
    list: parentPage,
    words: (node) => ({
      title: { key: `managerCategories.delete.${level}` },
      message: { key: `managerCategories.confirmDelete.${level}`, values: { title: node.title } },
    }),
  });

/** A declared resource the API reads and deletes one by one. */
type Deletable = AnyManagerResource & Required<Pick<AnyManagerResource, 'read' | 'remove'>>;
const deletable = (resource: AnyManagerResource): resource is Deletable =>
  resource.read !== undefined && resource.remove !== undefined;

/** The delete of a resource declared with defineManagerResource: its question is the list dialog's, about its row. */
function resourceDelete(resource: Deletable): DeleteResource {
  return defineManagerDelete({
    segment: resource.record,
    policies: { index: resource.policies.index, delete: resource.policies.delete },
    read: resource.read,
    remove: resource.remove,
    list: `/manager/${resource.list}`,
    ownPage: resource.pages !== false,
    words: (item, locale) => ({
      title: { key: resource.words.delete },
      message: resource.confirm(resource.row(item, '', locale, createI18n(locale, catalogues[locale]).t)),
    }),
  });
}

/** A vertical's nouns («آگهی», «غرفه»…) for the listing's title; an unknown vertical reads as an ad. */
function nounsOf(vertical: string, locale: Locale) {
  const nouns = catalogues[locale].verticalNouns;
  return Object.hasOwn(nouns, vertical) ? nouns[vertical as keyof typeof nouns] : nouns.ads;
}

/** Declared resources whose delete is declared below (a listing's title names its vertical's noun). */
const OWN_DELETE = new Set(['listing']);

const RESOURCES: readonly DeleteResource[] = [
  ...MANAGER_RESOURCES.filter(deletable)
    .filter((resource) => !OWN_DELETE.has(resource.record))
    .map(resourceDelete),
  defineManagerDelete({
    segment: 'listing',
    policies: { index: MANAGER.listingsIndex, delete: MANAGER.listingsDelete },
    read: (api, id) => api.GET('/api/v1/manager/listings/{id}', { params: { path: { id } } }),
    remove: (api, id) => api.DELETE('/api/v1/manager/listings/{id}', { params: { path: { id } } }),
    list: '/manager/listings',
    words: (listing, locale) => ({
      title: { key: 'listings.manager.deleteTitle', values: nounsOf(listing.vertical, locale) },
      message: { key: 'listings.manager.confirmDelete', values: { title: listing.title } },
    }),
  }),
  ...(['category', 'subCategory', 'subSubCategory'] as const).map(categoryLevel),
  // A ticket goes with its replies.
  defineManagerDelete({
    segment: 'ticket',
    policies: { index: MANAGER.ticketsIndex, delete: MANAGER.ticketsDelete },
    read: (api, id) => api.GET('/api/v1/manager/tickets/{id}', { params: { path: { id } } }),
    remove: (api, id) => api.DELETE('/api/v1/manager/tickets/{id}', { params: { path: { id } } }),
    list: '/manager/tickets',
    words: (ticket) => ({
      title: { key: 'tickets.manager.delete' },
      message: { key: 'tickets.manager.confirmDelete', values: { title: ticket.title } },
    }),
  }),
  // The item's rating is counted again without the comment.
  defineManagerDelete({
    segment: 'comment',
    policies: { index: MANAGER.commentsIndex, delete: MANAGER.commentsDelete },
    read: (api, id) => api.GET('/api/v1/manager/comments/{id}', { params: { path: { id } } }),
    remove: (api, id) => api.DELETE('/api/v1/manager/comments/{id}', { params: { path: { id } } }),
    list: '/manager/comments',
    ownPage: false,
    words: (comment) => ({
      title: { key: 'comments.manager.delete' },
      message: {
        key: 'comments.manager.confirmDelete',
        values: { text: comment.description || String(comment.score ?? '') },
      },
    }),
  }),
];

const BY_SEGMENT = new Map(RESOURCES.map((resource) => [resource.segment, resource]));

/** The declared delete of the address's segment (/manager/<segment>/:id/delete), or undefined. */
export function deleteResourceOf(pathname: string): DeleteResource | undefined {
  return BY_SEGMENT.get(pathname.split('/')[2] ?? '');
}

/** The segments that have a delete, for the route table's test. */
export const DELETE_SEGMENTS: readonly string[] = RESOURCES.map((resource) => resource.segment);
