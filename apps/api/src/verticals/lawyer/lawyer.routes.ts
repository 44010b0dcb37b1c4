import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { LicenseCheckSchema } from '@shahrbazar/domain/api/lawyer.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { tariffRoutes } from '../../modules/tariffs/tariff.routes.ts';
import { checkLicense, lawyerTariffHost } from './lawyer.service.ts';
import { questionRoutes } from './question.routes.ts';

/**
 * A lawyer's own routes beside the core's: its tariffs (the shared tariffs module), the back office's check of its
 * licence number (the verified badge), and the legal questions and answers.
 */
export function lawyerRoutes(app: App, deps: AppDeps): void {
  tariffRoutes(app, deps, lawyerTariffHost);
  questionRoutes(app, deps);
  const db = deps.database.db;

  app.post(
    '/api/v1/manager/lawyer/:id/license-check',
    {
      config: { access: { panel: 'manager', policy: policy('listings', 'moderate') } },
      schema: {
        tags: ['lawyer'],
        summary: "Mark the lawyer's licence number checked (or not) against the bar's register",
        params: IdParamsSchema,
        body: LicenseCheckSchema,
        response: { 200: LicenseCheckSchema },
      },
    },
    async (request) => {
      await checkLicense(db, request.params.id, request.body.checked);
      return { checked: request.body.checked };
    },
  );
}
