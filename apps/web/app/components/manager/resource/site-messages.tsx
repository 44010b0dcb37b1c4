import { SiteMessageCategory, SiteMessageLocation } from '@shahrbazar/domain/enums/notification';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { textOf } from '../../../lib/form-checks.ts';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';

/** An enumeration's choices in the locale, their values as the form sends them. */
const choicesOf = (options: ReadonlyArray<{ value: string; label: string }>) =>
  options.map(({ value, label }) => ({ value, label }));

/** A category or place that is not one of the choices (a form edited by hand): refused under its field. */
function checkSiteMessage(form: FormData) {
  const problems: Record<string, string> = {};
  if (!SiteMessageCategory.is(textOf(form, 'category'))) problems.category = 'validation.invalid';
  if (!SiteMessageLocation.is(textOf(form, 'location'))) problems.location = 'validation.invalid';
  return problems;
}

/**
 * The body of a site message's form (its choices checked by checkSiteMessage first); a day left empty is left out
 * (the API starts it now). The API's schema checks the rest, its words under the fields.
 */
function siteMessageWriteOf(form: FormData) {
  const category = textOf(form, 'category');
  const location = textOf(form, 'location');
  const date = textOf(form, 'date');
  return {
    title: textOf(form, 'title'),
    category: SiteMessageCategory.is(category) ? category : SiteMessageCategory.notice,
    location: SiteMessageLocation.is(location) ? location : SiteMessageLocation.home,
    description: textOf(form, 'description'),
    ...(date ? { date } : {}),
  };
}

/**
 * Site messages (spec: title, category, location, description, date), newest first by cursor (ADR 0117). The list
 * shows from when each is shown as a Jalali day; the form picks that day in the Jalali field (ADR 0124).
 */
export const siteMessages = defineManagerResource({
  list: 'siteMessages',
  record: 'siteMessage',
  policies: {
    index: MANAGER.siteMessagesIndex,
    create: MANAGER.siteMessagesCreate,
    edit: MANAGER.siteMessagesEdit,
    delete: MANAGER.siteMessagesDelete,
  },
  words: {
    title: 'siteMessages.manager.title',
    create: 'siteMessages.manager.create',
    createButton: 'siteMessages.manager.save',
    edit: 'siteMessages.manager.edit',
    save: 'siteMessages.manager.save',
    delete: 'siteMessages.manager.delete',
    name: 'siteMessages.fields.title',
    editNamed: 'siteMessages.manager.editNamed',
    deleteNamed: 'siteMessages.manager.deleteNamed',
    empty: 'siteMessages.manager.none',
    older: 'siteMessages.manager.older',
  },
  search: false,
  paging: 'cursor',
  fetch: (api, _query, _selects, cursor) => api.GET('/api/v1/manager/site-messages', { params: { query: { cursor } } }),
  read: (api, id) => api.GET('/api/v1/manager/site-messages/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/site-messages/{id}', { params: { path: { id } } }),
  row: (item, number, locale) => ({
    id: item.id,
    number,
    title: item.title,
    category: SiteMessageCategory.label(item.category, locale),
    location: SiteMessageLocation.label(item.location, locale),
    date: formatJalaliDate(new Date(item.date), locale),
  }),
  name: (row) => row.title,
  nameDir: 'auto',
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'siteMessages.manager.confirmDelete', values: { title: row.title } }),
  columns: [
    { label: 'siteMessages.fields.category', value: (row) => row.category, fact: true },
    { label: 'siteMessages.fields.location', value: (row) => row.location, fact: true },
    { label: 'siteMessages.fields.date', style: 'nowrap', value: (row) => row.date, fact: true },
  ],
  form: {
    cards: [
      {
        fields: [
          { name: 'title', kind: 'text', label: 'siteMessages.fields.title', required: true, dir: 'auto' },
          {
            name: 'category',
            kind: 'select',
            label: 'siteMessages.fields.category',
            choices: (locale) => choicesOf(SiteMessageCategory.options(locale)),
          },
          {
            name: 'location',
            kind: 'select',
            label: 'siteMessages.fields.location',
            choices: (locale) => choicesOf(SiteMessageLocation.options(locale)),
          },
          { name: 'description', kind: 'textarea', label: 'siteMessages.fields.description', required: true, rows: 3 },
          {
            name: 'date',
            kind: 'date',
            label: 'siteMessages.fields.date',
            description: 'siteMessages.fields.dateHint',
          },
        ],
      },
    ],
    // The day it starts showing, as the ISO day the Jalali field shows.
    values: (message) => ({
      title: message.title,
      category: message.category,
      location: message.location,
      description: message.description,
      date: message.date.slice(0, 10),
    }),
    defaults: () => ({ category: 'notice', location: 'home' }),
    check: checkSiteMessage,
    create: (api, form) => api.POST('/api/v1/manager/site-messages', { body: siteMessageWriteOf(form) }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/site-messages/{id}', { params: { path: { id } }, body: siteMessageWriteOf(form) }),
  },
});
