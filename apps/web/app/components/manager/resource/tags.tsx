import type { TagWrite } from '@shahrbazar/domain/api/tag.schema';
import { textOf } from '../../../lib/form-checks.ts';
import { checkTag } from '../../geo/geo-form.ts';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';

/** The body of a tag's form: the slug left out when empty (the API makes it from the title). */
function tagWriteOf(form: FormData): TagWrite {
  const slug = textOf(form, 'slug');
  return { title: textOf(form, 'title'), ...(slug ? { slug } : {}) };
}

/**
 * Tags (spec: title, slug), newest first, searched by title or slug. A slug left empty is made from the title,
 * Persian kept: «لپ تاپ» -> «لپ-تاپ».
 */
export const tags = defineManagerResource({
  list: 'tags',
  record: 'tag',
  policies: {
    index: MANAGER.tagsIndex,
    create: MANAGER.tagsCreate,
    edit: MANAGER.tagsEdit,
    delete: MANAGER.tagsDelete,
  },
  words: {
    title: 'tags.title',
    create: 'tags.create',
    edit: 'tags.edit',
    save: 'tags.save',
    delete: 'tags.delete',
    searchPlaceholder: 'tags.searchPlaceholder',
    name: 'tags.titleField',
    editNamed: 'tags.editNamed',
    deleteNamed: 'tags.deleteNamed',
  },
  fetch: (api, { filter: _none, ...query }) => api.GET('/api/v1/manager/tags', { params: { query } }),
  read: (api, id) => api.GET('/api/v1/manager/tags/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/tags/{id}', { params: { path: { id } } }),
  row: (tag, number) => ({ id: tag.id, number, title: tag.title, slug: tag.slug }),
  name: (tag) => tag.title,
  named: (tag) => ({ title: tag.title }),
  confirm: (tag) => ({ key: 'tags.confirmDelete', values: { title: tag.title } }),
  columns: [{ label: 'tags.slug', direction: 'auto', value: (tag) => tag.slug, fact: true }],
  form: {
    cards: [
      {
        fields: [
          { name: 'title', kind: 'text', label: 'tags.titleField', required: true, maxLength: 60 },
          { name: 'slug', kind: 'slug', label: 'tags.slug', description: 'tags.slugHint', maxLength: 60, dir: 'auto' },
        ],
      },
    ],
    values: (tag) => ({ title: tag.title, slug: tag.slug }),
    check: checkTag,
    create: (api, form) => api.POST('/api/v1/manager/tags', { body: tagWriteOf(form) }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/tags/{id}', { params: { path: { id } }, body: tagWriteOf(form) }),
  },
});
