import type { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { checkRegisterNumber, type ProfessionalTable, type RegisterCheck } from './professional.service.ts';

/**
 * The back office's check of a professional's register number (the verified badge): POST `path` with `{ checked }`,
 * for the listings' moderators. Each vertical names its address, its document's words and its body's schema.
 */
export function registerCheckRoute<T extends ProfessionalTable>(
  app: App,
  deps: AppDeps,
  route: {
    path: string;
    tag: string;
    summary: string;
    schema: z.ZodObject<{ checked: z.ZodBoolean }>;
    register: RegisterCheck<T>;
  },
): void {
  const db = deps.database.db;
  app.post(
    route.path,
    {
      config: { access: { panel: 'manager', policy: policy('listings', 'moderate') } },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: IdParamsSchema,
        body: route.schema,
        response: { 200: route.schema },
      },
    },
    async (request) => {
      await checkRegisterNumber(db, route.register, request.params.id, request.body.checked);
      return { checked: request.body.checked };
    },
  );
}
