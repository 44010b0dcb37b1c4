import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { TariffListSchema, TariffListWriteSchema } from '@shahrbazar/domain/api/tariff.schema';
import { keptSharedValue } from '../../http/answer-cache.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { ownTariffs, publicTariffs, replaceTariffs, type TariffHost } from './tariff.service.ts';

const SlugIdParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });

/**
 * The tariff routes of one vertical that offers them (a clinic's, a lawyer's), beside the core's routes of that
 * vertical: the public list of a live listing's tariffs, and the owner's list and replace-all.
 */
export function tariffRoutes(app: App, deps: AppDeps, host: TariffHost): void {
  const db = deps.database.db;
  const tags = [`${host.key}: tariffs`];
  const own = { access: { session: 'general' } } as const;
  // The same for every caller: a doctor's or a lawyer's page reads them from a shared copy, signed in or not (a write
  // drops it, ADR 0132).
  const liveTariffs = keptSharedValue(app.answerCache, (slugId: string) => publicTariffs(db, host, slugId));

  app.get(
    `/api/v1/${host.key}/:slugId/tariffs`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The tariffs of a live listing',
        params: SlugIdParams,
        response: { 200: TariffListSchema },
      },
    },
    async (request) => ({ items: await liveTariffs(request.params.slugId) }),
  );

  app.get(
    `/api/v1/me/${host.key}/:id/tariffs`,
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: TariffListSchema } } },
    async (request) => ({ items: await ownTariffs(db, host, requireAuth(request).user.id, request.params.id) }),
  );

  app.put(
    `/api/v1/me/${host.key}/:id/tariffs`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Replace the tariffs of an own listing (the consultation flags follow their titles)',
        params: IdParamsSchema,
        body: TariffListWriteSchema,
        response: { 200: TariffListSchema },
      },
    },
    async (request) => ({
      items: await replaceTariffs(db, host, requireAuth(request).user.id, request.params.id, request.body.tariffs),
    }),
  );
}
