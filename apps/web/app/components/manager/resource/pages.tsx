import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { textOf } from '../../../lib/form-checks.ts';
import { checkTag } from '../../geo/geo-form.ts';
import { MANAGER } from '../access.ts';
import type { ApiBody } from '../../../lib/api-body.ts';
import { defineManagerResource } from './define-resource.ts';
import { enumOptions } from './enum-options.ts';

/** The form as the API's body; its HTML is sanitised by the API before storing (modules/content/sanitize.ts). */
const pageWriteOf = (form: FormData): ApiBody<'/api/v1/manager/pages', 'post'> => {
  const status = Number(textOf(form, 'status'));
  return {
    title: textOf(form, 'title'),
    slug: textOf(form, 'slug'),
    content: String(form.get('content') ?? ''),
    status: ContentStatus.is(status) ? status : ContentStatus.published,
  };
};

/**
 * The site's pages (spec Page: title, slug, status, views), newest first, searched by title or slug; their form is
 * the title, the slug, the status and the rich text.
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
  form: {
    cards: [
      {
        fields: [
          { name: 'title', kind: 'text', label: 'content.pages.titleField', required: true, maxLength: 150 },
          {
            name: 'slug',
            kind: 'slug',
            label: 'content.pages.slug',
            description: 'content.pages.slugHint',
            maxLength: 80,
          },
          { name: 'status', kind: 'select', label: 'content.pages.status', choices: enumOptions(ContentStatus) },
          {
            name: 'content',
            kind: 'richText',
            label: 'content.pages.textField',
            description: 'content.pages.contentHint',
          },
        ],
      },
    ],
    values: (page) => ({ title: page.title, slug: page.slug, content: page.content, status: String(page.status) }),
    defaults: () => ({ status: String(ContentStatus.published) }),
    check: checkTag,
    create: (api, form) => api.POST('/api/v1/manager/pages', { body: pageWriteOf(form) }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/pages/{id}', { params: { path: { id } }, body: pageWriteOf(form) }),
  },
});
