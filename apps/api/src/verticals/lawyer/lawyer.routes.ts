import { LawyerDashboardSchema } from '@shahrbazar/domain/api/lawyer-dashboard.schema';
import { LicenseCheckSchema } from '@shahrbazar/domain/api/lawyer.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { registerCheckRoute } from '../../modules/professional/professional.routes.ts';
import { tariffRoutes } from '../../modules/tariffs/tariff.routes.ts';
import { lawyerDashboard } from './dashboard.service.ts';
import { barLicenseRegister, lawyerTariffHost } from './lawyer.service.ts';
import { watchLawyerActivity } from './performance.service.ts';
import { questionRoutes } from './question.routes.ts';
import { lawyerProjectRoutes } from './projects/project.routes.ts';

/**
 * A lawyer's own routes beside the core's: its tariffs (the shared tariffs module), the back office's check of its
 * licence number (the verified badge), the legal questions and answers, and the lawyer panel's dashboard figures.
 */
export function lawyerRoutes(app: App, deps: AppDeps): void {
  tariffRoutes(app, deps, lawyerTariffHost);
  questionRoutes(app, deps);
  // Client projects, offers and their escrow (ADR 0041).
  lawyerProjectRoutes(app, deps);
  // The performance counters follow the consultations and visits that happen (ADR 0060).
  watchLawyerActivity();
  const db = deps.database.db;

  registerCheckRoute(app, deps, {
    path: '/api/v1/manager/lawyer/:id/license-check',
    tag: 'lawyer',
    summary: "Mark the lawyer's licence number checked (or not) against the bar's register",
    schema: LicenseCheckSchema,
    register: barLicenseRegister,
  });

  // The lawyer panel's dashboard (ADR 0049): the caller's own figures only; someone with no lawyer activity reads zeros.
  app.get(
    '/api/v1/me/lawyer-dashboard',
    {
      config: { access: { session: 'general' } },
      schema: {
        tags: ['lawyer'],
        summary: 'My lawyer figures: answers, helpful marks, offers, projects, consultations and earnings',
        response: { 200: LawyerDashboardSchema },
      },
    },
    async (request) => lawyerDashboard(db, requireAuth(request).user.id),
  );
}
