import type { OptionWrite } from '@shahrbazar/domain/api/settings.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { ApiClient } from '../../../lib/api-client.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { PanelCard } from '../../panel/panel-page.tsx';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import { linesOf, wholeNumberOf } from './field-values.ts';
import settings from '../../settings/settings.module.css';

/** A group's name as the API takes it (Latin, digits, _ . -). */
const GROUP = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;

/** The body of an option's form: content keeps its own line breaks and spaces (a list, a template). */
function optionWriteOf(form: FormData): OptionWrite {
  return {
    group: textOf(form, 'group'),
    name: textOf(form, 'name'),
    title: textOf(form, 'title'),
    content: linesOf(form, 'content'),
    location: textOf(form, 'location'),
    sortOrder: wholeNumberOf(form, 'sortOrder'),
  };
}

/** The groups there are, as the form's suggestions (the list's answer names them). */
async function groupOptions(api: ApiClient) {
  const page = await api.GET('/api/v1/manager/options', { params: { query: { perPage: 1 } } });
  return page.groups.map((group) => ({ value: group, label: group }));
}

/** What the list is for, above it: the site's texts and settings have screens of their own. */
function OptionsIntro() {
  const { t } = useTranslation();
  return (
    <PanelCard>
      <p className={settings.muted}>{t('settings.options.intro')}</p>
    </PanelCard>
  );
}

/**
 * Option entries of the spec outside the settings screens (footer links and the like): by group, searched by name,
 * title or content, 15 a page. A new entry starts in the group the list shows, and its manager returns to that group.
 */
export const options = defineManagerResource({
  list: 'options',
  record: 'option',
  policies: {
    index: MANAGER.optionsIndex,
    create: MANAGER.optionsCreate,
    edit: MANAGER.optionsEdit,
    delete: MANAGER.optionsDelete,
  },
  words: {
    title: 'settings.nav.options',
    create: 'settings.options.create',
    edit: 'settings.options.edit',
    save: 'settings.options.save',
    delete: 'settings.options.delete',
    searchPlaceholder: 'settings.options.searchPlaceholder',
    name: 'settings.options.title',
    editNamed: 'settings.options.editNamed',
    deleteNamed: 'settings.options.deleteNamed',
  },
  fetch: (api, { page, perPage, textSearch }, selects) =>
    api.GET('/api/v1/manager/options', { params: { query: { page, perPage, textSearch, group: selects.group } } }),
  read: (api, id) => api.GET('/api/v1/manager/options/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/options/{id}', { params: { path: { id } } }),
  row: (item, number, locale) => ({
    id: item.id,
    number,
    title: item.title || item.name,
    group: item.group,
    name: item.name,
    content: item.content,
    sortOrder: localizeDigits(item.sortOrder, locale),
  }),
  name: (row) => row.title,
  nameDir: 'auto',
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'settings.options.confirmDelete', values: { title: row.title, group: row.group } }),
  columns: [
    { label: 'settings.options.group', direction: 'ltr', value: (row) => row.group, fact: true },
    { label: 'settings.options.name', direction: 'ltr', value: (row) => row.name, fact: true },
    {
      label: 'settings.options.content',
      value: (row) => row.content,
      cell: (row) => (
        <span className={settings.clip} dir="auto">
          {row.content}
        </span>
      ),
      fact: true,
    },
    { label: 'settings.options.sortOrder', style: 'num', value: (row) => row.sortOrder },
  ],
  selects: [
    {
      name: 'group',
      label: 'settings.options.group',
      accepts: (value) => GROUP.test(value),
      options: (_locale, _t, answer) =>
        (answer && 'groups' in answer && Array.isArray(answer.groups) ? (answer.groups as string[]) : []).map(
          (group) => ({
            value: group,
            label: group,
          }),
        ),
      keep: true,
    },
  ],
  above: () => <OptionsIntro />,
  form: {
    cards: [
      {
        fields: [
          {
            name: 'group',
            kind: 'ltr',
            label: 'settings.options.group',
            description: 'settings.options.groupHint',
            required: true,
            suggest: true,
          },
          {
            name: 'name',
            kind: 'ltr',
            label: 'settings.options.name',
            description: 'settings.options.nameHint',
            required: true,
          },
          { name: 'title', kind: 'text', label: 'settings.options.title' },
          { name: 'location', kind: 'ltr', label: 'settings.options.location' },
          { name: 'sortOrder', kind: 'number', label: 'settings.options.sortOrder' },
          { name: 'content', kind: 'textarea', label: 'settings.options.content', dir: 'auto' },
        ],
      },
    ],
    options: groupOptions,
    values: (option, locale) => ({
      group: option.group,
      name: option.name,
      title: option.title,
      location: option.location,
      sortOrder: localizeDigits(option.sortOrder, locale),
      content: option.content,
    }),
    // A new entry in the group the list was showing (?group=), first in order.
    defaults: (url) => {
      const group = url.searchParams.get('group') ?? '';
      return { group: GROUP.test(group) ? group : '', sortOrder: '0' };
    },
    // The API checks every field (a name taken in its group is refused under the name).
    check: () => ({}),
    create: (api, form) => api.POST('/api/v1/manager/options', { body: optionWriteOf(form) }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/options/{id}', { params: { path: { id } }, body: optionWriteOf(form) }),
    createdPage: (form) => `/manager/options?group=${encodeURIComponent(textOf(form, 'group'))}`,
  },
});
