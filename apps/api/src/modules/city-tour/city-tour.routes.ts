import { z } from 'zod';
import {
  CityTourAnswerSchema,
  CityTourQuerySchema,
  CityTourWriteSchema,
  ManagerCityTourSchema,
} from '@shahrbazar/domain/api/city-tour.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { deleteCityTour, findCityTour, listCityTours, publicCityTour, saveCityTour } from './city-tour.service.ts';

const tags = ['manager: city tours'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('cityTours', name) } });

/** The city tour (spec: /cityTour; ADR 0043): the public tour of a city, and the back office's CRUD. */
export function cityTourRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/city-tour',
    {
      config: { access: 'public' },
      schema: {
        tags: ['discovery'],
        summary: "A city's newest published tour, its stops in order (null when it has none)",
        querystring: CityTourQuerySchema,
        response: { 200: CityTourAnswerSchema },
      },
    },
    async (request) => publicCityTour(db, registry, request.query.city, deps.config.mapTiles ?? null),
  );

  app.get(
    '/api/v1/manager/city-tours',
    {
      config: can('index'),
      schema: { tags, response: { 200: z.object({ items: z.array(ManagerCityTourSchema) }) } },
    },
    async () => listCityTours(db),
  );

  app.get(
    '/api/v1/manager/city-tours/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagerCityTourSchema } } },
    async (request) => findCityTour(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/city-tours',
    {
      config: can('create'),
      schema: { tags, body: CityTourWriteSchema, response: { 201: ManagerCityTourSchema } },
    },
    async (request, reply) => reply.status(201).send(await saveCityTour(db, request.body)),
  );

  app.put(
    '/api/v1/manager/city-tours/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: CityTourWriteSchema, response: { 200: ManagerCityTourSchema } },
    },
    async (request) => saveCityTour(db, request.body, request.params.id),
  );

  app.delete(
    '/api/v1/manager/city-tours/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCityTour(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
