import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { CitySchema } from '@shahrbazar/domain/api/catalogue.schema';
import {
  CityListQuerySchema,
  CityWriteSchema,
  ManagerCitySchema,
  ManagerStateSchema,
  StateListQuerySchema,
  StateListSchema,
  StateWriteSchema,
} from '@shahrbazar/domain/api/geo.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { requestLocale } from '../../http/locale.ts';
import { defineManagerResource, managerPolicies, savedBy } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deleteCity, findManagerCity, listManagerCities, saveCity } from './city.service.ts';
import { findCity, listStates } from './geo.service.ts';
import { deleteState, findManagerState, listManagerStates, saveState } from './state.service.ts';

const publicTags = ['geo'];
const tags = ['manager: states and cities'];
const policies = managerPolicies('cities');

/** States and cities: the public list (city selector, forms) and the back office's CRUD of both. */
export function geoRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/states',
    {
      config: { access: 'public' },
      schema: { tags: publicTags, summary: 'Every state with its cities', response: { 200: StateListSchema } },
    },
    async (request, reply) => {
      // The same for everyone of a locale and rarely changed: browsers and proxies may keep it a few minutes, apart
      // by language (the names are answered in the request's locale, ADR 0045).
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'accept-language, cookie');
      return { items: await listStates(db, requestLocale(request)) };
    },
  );

  app.get(
    '/api/v1/cities/:id',
    {
      config: { access: 'public' },
      schema: { tags: publicTags, summary: 'One city', params: IdParamsSchema, response: { 200: CitySchema } },
    },
    async (request) => findCity(db, request.params.id, requestLocale(request)),
  );

  // --- Back office: states and cities ------------------------------------------------------------------------------

  defineManagerResource(app, db, {
    path: '/api/v1/manager/states',
    tags,
    policies,
    schemas: {
      query: StateListQuerySchema,
      page: pageOf(ManagerStateSchema),
      answer: ManagerStateSchema,
      create: StateWriteSchema,
    },
    service: {
      list: listManagerStates,
      get: findManagerState,
      ...savedBy(saveState),
      delete: deleteState,
    },
  });

  defineManagerResource(app, db, {
    path: '/api/v1/manager/cities',
    tags,
    policies,
    schemas: {
      query: CityListQuerySchema,
      page: pageOf(ManagerCitySchema),
      answer: ManagerCitySchema,
      create: CityWriteSchema,
    },
    service: {
      list: listManagerCities,
      get: findManagerCity,
      ...savedBy(saveCity),
      delete: deleteCity,
    },
  });
}
