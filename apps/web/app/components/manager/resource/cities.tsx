import { Text } from '@mantine/core';
import { localizeDigits, toPersianDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { isLocationSet } from '@shahrbazar/domain/rules/location';
import type { ApiClient } from '../../../lib/api-client.ts';
import { checkCity, cityWriteOf } from '../../geo/geo-form.ts';
import { GeoTabs } from '../../geo/geo-manager.tsx';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import classes from '../manager.module.css';

/** A coordinate as the locale writes it: fa «۳۸٫۲۴۹۸», en "38.2498". */
export function coordinateText(value: number, locale: Locale): string {
  const text = String(Number(value.toFixed(6)));
  return locale === 'fa' ? toPersianDigits(text).replace('.', '٫') : text;
}

/** Every state as a choice (the filter and the form's select; there are 31). */
async function stateOptions(api: ApiClient) {
  const page = await api.GET('/api/v1/manager/states', { params: { query: { perPage: 100 } } });
  return page.items.map((state) => ({ value: String(state.id), label: state.name }));
}

/**
 * Cities (spec section 3: state, name, slug, latitude, longitude): by state, searched. A new city is of the state the
 * list was showing, and its manager returns to that state's cities.
 */
export const cities = defineManagerResource({
  list: 'cities',
  record: 'city',
  policies: {
    index: MANAGER.citiesIndex,
    create: MANAGER.citiesCreate,
    edit: MANAGER.citiesEdit,
    delete: MANAGER.citiesDelete,
  },
  words: {
    title: 'geo.manager.cities.title',
    create: 'geo.manager.cities.create',
    edit: 'geo.manager.cities.edit',
    save: 'geo.manager.cities.save',
    delete: 'geo.manager.cities.delete',
    searchPlaceholder: 'geo.manager.cities.searchPlaceholder',
    name: 'geo.manager.cities.name',
    editNamed: 'geo.manager.cities.editNamed',
    deleteNamed: 'geo.manager.cities.deleteNamed',
  },
  fetch: (api, { filter, ...query }) =>
    api.GET('/api/v1/manager/cities', { params: { query: { ...query, state_id: filter } } }),
  read: (api, id) => api.GET('/api/v1/manager/cities/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/cities/{id}', { params: { path: { id } } }),
  row: (city, number, locale) => ({
    id: city.id,
    number,
    name: city.name,
    slug: city.slug,
    stateName: city.stateName,
    // «۳۸٫۲۴۹۸، ۴۸٫۲۹۳۳», or '' when the location is not set (both coordinates must be above 0).
    location: isLocationSet({ latitude: city.latitude, longitude: city.longitude })
      ? `${coordinateText(city.latitude, locale)}${locale === 'fa' ? '، ' : ', '}${coordinateText(city.longitude, locale)}`
      : '',
    users: city.userCount,
    userCount: localizeDigits(city.userCount, locale),
  }),
  name: (city) => city.name,
  named: (city) => ({ name: city.name }),
  confirm: ({ name, users, userCount }) =>
    users > 0
      ? { key: 'geo.manager.cities.confirmDeleteWithUsers', values: { name, n: userCount } }
      : { key: 'geo.manager.cities.confirmDelete', values: { name } },
  columns: [
    { label: 'geo.manager.cities.state', value: (city) => city.stateName, fact: true },
    { label: 'geo.manager.cities.slug', direction: 'ltr', value: (city) => city.slug, fact: true },
    {
      label: 'geo.manager.cities.location',
      value: (city) => city.location,
      cell: (city, t) =>
        city.location ? (
          <span className={classes.nowrap}>{city.location}</span>
        ) : (
          <Text span c="dimmed" size="sm">
            {t('geo.manager.cities.noLocation')}
          </Text>
        ),
      fact: true,
    },
    { label: 'geo.manager.cities.userCount', value: (city) => city.userCount, fact: true },
  ],
  filter: { name: 'state_id', label: 'geo.manager.cities.state', all: 'geo.city.allStates', options: stateOptions },
  above: () => <GeoTabs />,
  form: {
    cards: [
      {
        fields: [
          {
            name: 'state_id',
            kind: 'select',
            label: 'geo.manager.cities.state',
            placeholder: 'geo.manager.cities.chooseState',
            required: true,
          },
          { name: 'name', kind: 'text', label: 'geo.manager.cities.name', required: true, maxLength: 100 },
          { name: 'nameEn', kind: 'english', label: 'geo.manager.cities.name', maxLength: 100 },
          {
            name: 'slug',
            kind: 'slug',
            label: 'geo.manager.cities.slug',
            description: 'geo.manager.slugHint',
            required: true,
            maxLength: 80,
          },
        ],
      },
      {
        title: 'geo.manager.cities.location',
        fields: [
          {
            name: 'latitude',
            kind: 'coordinate',
            label: 'geo.manager.cities.latitude',
            description: 'geo.manager.cities.coordinatesHint',
          },
          { name: 'longitude', kind: 'coordinate', label: 'geo.manager.cities.longitude' },
        ],
      },
    ],
    options: stateOptions,
    // Coordinates of 0 (not set) as empty inputs.
    values: (city) => ({
      state_id: String(city.state_id),
      name: city.name,
      nameEn: city.nameEn ?? '',
      slug: city.slug,
      latitude: city.latitude ? String(city.latitude) : '',
      longitude: city.longitude ? String(city.longitude) : '',
    }),
    // A new city of the state the list was showing (?state_id=), when it is one.
    defaults: (url, options) => {
      const wanted = url.searchParams.get('state_id') ?? '';
      return { state_id: options.some((option) => option.value === wanted) ? wanted : '' };
    },
    check: checkCity,
    create: (api, form) => api.POST('/api/v1/manager/cities', { body: cityWriteOf(form) }),
    update: (api, id, form) =>
      api.PUT('/api/v1/manager/cities/{id}', { params: { path: { id } }, body: cityWriteOf(form) }),
    createdPage: (form) => `/manager/cities?state_id=${cityWriteOf(form).state_id}`,
  },
});
