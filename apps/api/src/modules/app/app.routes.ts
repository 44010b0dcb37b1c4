import { InitialDataSchema, MyInitialDataSchema } from '@shahrbazar/domain/api/app.schema';
import { ErrorResponseSchema } from '@shahrbazar/domain/api/error.schema';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { CITY_COOKIE } from '@shahrbazar/domain/api/catalogue.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { requestLocale } from '../../http/locale.ts';
import { keptSharedValue } from '../../http/answer-cache.ts';
import { compiledResponse } from '../../http/serializer.ts';
import { getInitialData, myInitialData, sharedInitialData } from './app.service.ts';
import { requireAuth } from '../auth/access-control.ts';

/** Public app-level data every page uses. */
export function appRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const mapTiles = deps.config.mapTiles ?? null;
  // The part that is everyone's, kept as anonymous answers are (signed-in callers' pages read it too; ADR 0098).
  const shared = keptSharedValue(app.answerCache, (locale: Locale) =>
    sharedInitialData(deps.database.db, locale, mapTiles),
  );
  app.get(
    '/api/v1/app/initial-data',
    {
      // Every page's first call: for visitors without a session it depends only on the chosen city (ADR 0030).
      config: { access: 'public', anonymousCache: { cookies: [CITY_COOKIE] } },
      schema: {
        tags: ['app'],
        summary: 'Site texts and settings every page needs (spec: App settings / initial data)',
        // Written by the compiled serializer in production: ~140 KB (every city and category), 0.34 ms instead of
        // zod's 0.98 ms, for every signed-in page and every copy renewed (ADR 0030).
        response: { 200: compiledResponse(InitialDataSchema), 500: ErrorResponseSchema },
      },
    },
    async (request) =>
      getInitialData(
        deps.database.db,
        registry,
        { auth: request.auth, cityCookie: request.cookies[CITY_COOKIE], locale: requestLocale(request), mapTiles },
        shared,
      ),
  );
  app.get(
    '/api/v1/app/initial-data/mine',
    {
      config: { access: { session: 'any' } },
      schema: {
        tags: ['app'],
        summary: "The signed-in caller's own part of the initial data: the user, and a manager's dashboard counts",
        description:
          'A client that keeps the initial data of visitors (its ETag) reads this beside it instead of the whole ' +
          'initial data again for each signed-in page.',
        response: { 200: compiledResponse(MyInitialDataSchema), 500: ErrorResponseSchema },
      },
    },
    async (request) => myInitialData(deps.database.db, registry, requireAuth(request)),
  );
}
