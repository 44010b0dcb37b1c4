import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { tariffRoutes } from '../../modules/tariffs/tariff.routes.ts';
import { checkMedicalSystemNumber, clinicTariffHost } from './clinic.service.ts';

const MedicalCheckSchema = z.object({ checked: z.boolean() }).meta({ id: 'MedicalSystemCheck' });

/**
 * A clinic's own routes beside the core's: its tariffs (the shared tariffs module) and the back office's check of
 * its medical council number (the verified badge).
 */
export function clinicRoutes(app: App, deps: AppDeps): void {
  tariffRoutes(app, deps, clinicTariffHost);
  const db = deps.database.db;

  app.post(
    '/api/v1/manager/clinic/:id/medical-system-check',
    {
      config: { access: { panel: 'manager', policy: policy('listings', 'moderate') } },
      schema: {
        tags: ['clinic'],
        summary: "Mark the clinic's medical council number checked (or not) against the council's register",
        params: IdParamsSchema,
        body: MedicalCheckSchema,
        response: { 200: MedicalCheckSchema },
      },
    },
    async (request) => {
      await checkMedicalSystemNumber(db, request.params.id, request.body.checked);
      return { checked: request.body.checked };
    },
  );
}
