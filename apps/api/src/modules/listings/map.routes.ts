import { MapAnswerSchema, MapQuerySchema } from '@shahrbazar/domain/api/discovery.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requestLocale } from '../../http/locale.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { mapListings } from './map.service.ts';

/** The city map (spec: /map): live listings of every vertical with a location, by box, vertical and category. */
export function mapRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  app.get(
    '/api/v1/map',
    {
      config: { access: 'public' },
      schema: {
        tags: ['discovery'],
        summary: 'Live listings with a location inside a box of the city map (clamped to half a degree a side)',
        querystring: MapQuerySchema,
        response: { 200: MapAnswerSchema },
      },
    },
    async (request) =>
      mapListings(deps.database.db, registry, request.query, deps.config.mapTiles ?? null, requestLocale(request)),
  );
}
