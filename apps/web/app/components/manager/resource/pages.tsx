import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';

/**
 * The site's pages (spec Page: title, slug, status, views), newest first, searched by title or slug. Their form, with
 * its rich text, is a page of its own (routes/manager/content/page-edit.tsx).
 */
export const pages = defineManagerResource({
  list: 'pages',
  record: 'page',
  policies: {
    index: MANAGER.pagesIndex,
    create: MANAGER.pagesCreate,
    edit: MANAGER.pagesEdit,
    delete: MANAGER.pagesDelete,
  },
  words: {
    title: 'content.pages.title',
    create: 'content.pages.create',
    edit: 'content.pages.edit',
    save: 'content.pages.save',
    delete: 'content.pages.delete',
    searchPlaceholder: 'content.pages.searchPlaceholder',
    name: 'content.pages.titleField',
    editNamed: 'content.pages.editNamed',
    deleteNamed: 'content.pages.deleteNamed',
  },
  fetch: (api, { filter: _none, ...query }) => api.GET('/api/v1/manager/pages', { params: { query } }),
  read: (api, id) => api.GET('/api/v1/manager/pages/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/pages/{id}', { params: { path: { id } } }),
  row: (item, number, locale) => ({
    id: item.id,
    number,
    title: item.title,
    slug: item.slug,
    status: ContentStatus.label(item.status, locale),
    views: localizeDigits(item.views, locale),
  }),
  name: (row) => row.title,
  nameDir: 'auto',
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'content.pages.confirmDelete', values: { title: row.title } }),
  open: { label: 'content.pages.open', to: (row) => `/page/${encodeURIComponent(row.slug)}` },
  columns: [
    { label: 'content.pages.slug', direction: 'auto', value: (row) => row.slug, fact: true },
    { label: 'content.pages.status', value: (row) => row.status, fact: true },
    { label: 'content.pages.views', value: (row) => row.views, fact: true },
  ],
});
