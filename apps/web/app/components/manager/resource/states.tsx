import { Link } from '../../../lib/link.tsx';
import { Anchor, Button } from '@mantine/core';
import type { StateWrite } from '@shahrbazar/domain/api/geo.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { textOf } from '../../../lib/form-checks.ts';
import { checkState, slugOf } from '../../geo/geo-form.ts';
import { GeoTabs } from '../../geo/geo-manager.tsx';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';

const stateWriteOf = (form: FormData): StateWrite => ({
  name: textOf(form, 'name'),
  nameEn: textOf(form, 'nameEn'),
  slug: slugOf(form),
});

/**
 * States (provinces; spec section 3: id, name, cities) in display order, searched. A state is managed with its
 * cities (their policies), and its count of cities opens the cities list filtered by it.
 */
export const states = defineManagerResource({
  list: 'states',
  record: 'state',
  policies: {
    index: MANAGER.citiesIndex,
    create: MANAGER.citiesCreate,
    edit: MANAGER.citiesEdit,
    delete: MANAGER.citiesDelete,
  },
  words: {
    title: 'geo.manager.states.title',
    create: 'geo.manager.states.create',
    edit: 'geo.manager.states.edit',
    save: 'geo.manager.states.save',
    delete: 'geo.manager.states.delete',
    searchPlaceholder: 'geo.manager.states.searchPlaceholder',
    name: 'geo.manager.states.name',
    editNamed: 'geo.manager.states.editNamed',
    deleteNamed: 'geo.manager.states.deleteNamed',
  },
  fetch: (api, { filter: _none, ...query }) => api.GET('/api/v1/manager/states', { params: { query } }),
  read: (api, id) => api.GET('/api/v1/manager/states/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/states/{id}', { params: { path: { id } } }),
  row: (state, number, locale) => ({
    id: state.id,
    number,
    name: state.name,
    slug: state.slug,
    cities: state.cityCount,
    cityCount: localizeDigits(state.cityCount, locale),
  }),
  name: (state) => state.name,
  named: (state) => ({ name: state.name }),
  confirm: ({ name, cities, cityCount }) =>
    cities > 0
      ? { key: 'geo.manager.states.confirmDeleteWithCities', values: { name, n: cityCount } }
      : { key: 'geo.manager.states.confirmDelete', values: { name } },
  columns: [
    { label: 'geo.manager.states.slug', direction: 'ltr', value: (state) => state.slug, fact: true },
    {
      label: 'geo.manager.states.cityCount',
      value: (state) => state.cityCount,
      cell: (state, t) => (
        <Anchor
          component={Link}
          to={`/manager/cities?state_id=${state.id}`}
          aria-label={t('geo.manager.states.citiesNamed', { name: state.name })}
        >
          {state.cityCount}
        </Anchor>
      ),
      fact: true,
    },
  ],
  above: () => <GeoTabs />,
  form: {
    cards: [
      {
        fields: [
          { name: 'name', kind: 'text', label: 'geo.manager.states.name', required: true, maxLength: 100 },
          { name: 'nameEn', kind: 'english', label: 'geo.manager.states.name', maxLength: 100 },
          {
            name: 'slug',
            kind: 'slug',
            label: 'geo.manager.states.slug',
            description: 'geo.manager.slugHint',
            required: true,
            maxLength: 80,
          },
        ],
      },
    ],
    values: (state) => ({ name: state.name, nameEn: state.nameEn ?? '', slug: state.slug }),
    check: checkState,
    create: (api, form) => api.POST('/api/v1/manager/states', { body: stateWriteOf(form) }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/states/{id}', { params: { path: { id } }, body: stateWriteOf(form) }),
    below: (id, t) => (
      <Button component={Link} to={`/manager/cities?state_id=${id}`} variant="subtle" mt="sm">
        {t('geo.manager.states.cities')}
      </Button>
    ),
  },
});
