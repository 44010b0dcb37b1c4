import { z } from 'zod';
import {
  CityTourAnswerSchema,
  CityTourQuerySchema,
  CityTourWriteSchema,
  ManagerCityTourSchema,
} from '@shahrbazar/domain/api/city-tour.schema';
import { defineManagerResource, managerPolicies } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { deleteCityTour, findCityTour, listCityTours, publicCityTour, saveCityTour } from './city-tour.service.ts';

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

  defineManagerResource(app, db, {
    path: '/api/v1/manager/city-tours',
    tags: ['manager: city tours'],
    policies: managerPolicies('cityTours'),
    schemas: {
      page: z.object({ items: z.array(ManagerCityTourSchema) }),
      answer: ManagerCityTourSchema,
      create: CityTourWriteSchema,
    },
    service: {
      list: listCityTours,
      get: findCityTour,
      create: (tx, input) => saveCityTour(tx, input),
      update: (tx, id, input) => saveCityTour(tx, input, id),
      delete: deleteCityTour,
    },
  });
}
