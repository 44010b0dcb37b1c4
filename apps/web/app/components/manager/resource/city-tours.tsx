import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { MANAGER } from '../access.ts';
import { defineManagerResource, onePage } from './define-resource.ts';

/**
 * The city tours (ADR 0043): each with its city, status and number of stops, newest first; the API answers them all
 * at once (no search, one page). Their form, with the stops as numbered rows, is a page of its own
 * (routes/manager/content/city-tour-edit.tsx).
 */
export const cityTours = defineManagerResource({
  list: 'cityTours',
  record: 'cityTour',
  policies: {
    index: MANAGER.cityToursIndex,
    create: MANAGER.cityToursCreate,
    edit: MANAGER.cityToursEdit,
    delete: MANAGER.cityToursDelete,
  },
  words: {
    title: 'discovery.cityTour.manager.title',
    create: 'discovery.cityTour.manager.create',
    edit: 'discovery.cityTour.manager.edit',
    save: 'discovery.cityTour.manager.save',
    delete: 'discovery.cityTour.manager.delete',
    searchPlaceholder: 'manager.list.search',
    name: 'discovery.cityTour.manager.titleField',
    editNamed: 'discovery.cityTour.manager.editNamed',
    deleteNamed: 'discovery.cityTour.manager.deleteNamed',
    empty: 'discovery.cityTour.manager.empty',
  },
  search: false,
  fetch: async (api) => onePage(await api.GET('/api/v1/manager/city-tours')),
  read: (api, id) => api.GET('/api/v1/manager/city-tours/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/city-tours/{id}', { params: { path: { id } } }),
  row: (tour, number, locale) => ({
    id: tour.id,
    number,
    title: tour.title,
    city: tour.city?.name ?? '',
    citySlug: tour.city?.slug ?? '',
    status: ContentStatus.label(tour.status, locale),
    stops: localizeDigits(tour.stops.length, locale),
  }),
  name: (row) => row.title,
  nameDir: 'auto',
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'discovery.cityTour.manager.confirmDelete', values: { title: row.title } }),
  open: { label: 'discovery.cityTour.manager.open', to: (row) => `/cityTour?city=${row.citySlug}` },
  columns: [
    { label: 'discovery.cityTour.manager.city', value: (row) => row.city, fact: true },
    { label: 'discovery.cityTour.manager.status', value: (row) => row.status, fact: true },
    { label: 'discovery.cityTour.manager.stopCount', style: 'num', value: (row) => row.stops, fact: true },
  ],
});
