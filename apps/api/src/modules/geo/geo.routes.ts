import { z } from 'zod';
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
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { deleteCity, findManagerCity, listManagerCities, saveCity } from './city.service.ts';
import { findCity, listStates } from './geo.service.ts';
import { deleteState, findManagerState, listManagerStates, saveState } from './state.service.ts';

const publicTags = ['geo'];
const tags = ['manager: states and cities'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('cities', name) } });

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

  // --- Back office: states ---------------------------------------------------------------------------------------

  app.get(
    '/api/v1/manager/states',
    {
      config: can('index'),
      schema: { tags, querystring: StateListQuerySchema, response: { 200: pageOf(ManagerStateSchema) } },
    },
    async (request) => listManagerStates(db, request.query),
  );

  app.get(
    '/api/v1/manager/states/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagerStateSchema } } },
    async (request) => findManagerState(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/states',
    { config: can('create'), schema: { tags, body: StateWriteSchema, response: { 201: ManagerStateSchema } } },
    async (request, reply) => reply.status(201).send(await saveState(db, request.body, requestLocale(request))),
  );

  app.put(
    '/api/v1/manager/states/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: StateWriteSchema, response: { 200: ManagerStateSchema } },
    },
    async (request) => saveState(db, request.body, requestLocale(request), request.params.id),
  );

  app.delete(
    '/api/v1/manager/states/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteState(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- Back office: cities ---------------------------------------------------------------------------------------

  app.get(
    '/api/v1/manager/cities',
    {
      config: can('index'),
      schema: { tags, querystring: CityListQuerySchema, response: { 200: pageOf(ManagerCitySchema) } },
    },
    async (request) => listManagerCities(db, request.query),
  );

  app.get(
    '/api/v1/manager/cities/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagerCitySchema } } },
    async (request) => findManagerCity(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/cities',
    { config: can('create'), schema: { tags, body: CityWriteSchema, response: { 201: ManagerCitySchema } } },
    async (request, reply) => reply.status(201).send(await saveCity(db, request.body, requestLocale(request))),
  );

  app.put(
    '/api/v1/manager/cities/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: CityWriteSchema, response: { 200: ManagerCitySchema } },
    },
    async (request) => saveCity(db, request.body, requestLocale(request), request.params.id),
  );

  app.delete(
    '/api/v1/manager/cities/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCity(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
