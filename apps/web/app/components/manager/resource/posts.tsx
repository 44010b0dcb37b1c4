import { PostType } from '@shahrbazar/domain/enums/content';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';

/**
 * The blog's posts (spec Post), newest first, searched by title or slug, with their type. Their form, with its rich
 * text and each type's details, is a page of its own (routes/manager/content/post-edit.tsx).
 */
export const posts = defineManagerResource({
  list: 'posts',
  record: 'post',
  policies: {
    index: MANAGER.postsIndex,
    create: MANAGER.postsCreate,
    edit: MANAGER.postsEdit,
    delete: MANAGER.postsDelete,
  },
  words: {
    title: 'content.posts.title',
    create: 'content.posts.create',
    edit: 'content.posts.edit',
    save: 'content.posts.save',
    delete: 'content.posts.delete',
    searchPlaceholder: 'content.posts.searchPlaceholder',
    name: 'content.pages.titleField',
    editNamed: 'content.posts.editNamed',
    deleteNamed: 'content.posts.deleteNamed',
  },
  fetch: (api, { filter: _none, ...query }) => api.GET('/api/v1/manager/posts', { params: { query } }),
  read: (api, id) => api.GET('/api/v1/manager/posts/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/posts/{id}', { params: { path: { id } } }),
  row: (item, number, locale) => ({
    id: item.id,
    number,
    title: item.title,
    slug: item.slug,
    type: PostType.label(item.type, locale),
  }),
  name: (row) => row.title,
  nameDir: 'auto',
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'content.posts.confirmDelete', values: { title: row.title } }),
  open: { label: 'content.pages.open', to: (row) => `/blog/${encodeURIComponent(row.slug)}` },
  columns: [
    { label: 'content.pages.slug', direction: 'auto', value: (row) => row.slug, fact: true },
    { label: 'content.posts.type', value: (row) => row.type, fact: true },
  ],
});
