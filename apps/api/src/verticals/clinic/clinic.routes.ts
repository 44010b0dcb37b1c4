import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { ClinicEarningsSchema, ClinicPaymentPageSchema } from '@shahrbazar/domain/api/clinic-money.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { watchRating } from '../../modules/comments/rating.service.ts';
import { registerCheckRoute } from '../../modules/professional/professional.routes.ts';
import { tariffRoutes } from '../../modules/tariffs/tariff.routes.ts';
import { clinicEarnings, clinicPayments } from './clinic-money.service.ts';
import { clinicTariffHost, medicalSystemRegister, mirrorRate } from './clinic.service.ts';

const MedicalCheckSchema = z.object({ checked: z.boolean() }).meta({ id: 'MedicalSystemCheck' });

/**
 * A clinic's own routes beside the core's: its tariffs (the shared tariffs module) and the back office's check of
 * its medical council number (the verified badge), and the owner's money of one clinic (ADR 0050).
 */
export function clinicRoutes(app: App, deps: AppDeps): void {
  tariffRoutes(app, deps, clinicTariffHost);
  const db = deps.database.db;
  // The rate its comments give, kept on the detail row the rating sort reads (ADR 0050).
  watchRating('clinic', mirrorRate);

  registerCheckRoute(app, deps, {
    path: '/api/v1/manager/clinic/:id/medical-system-check',
    tag: 'clinic',
    summary: "Mark the clinic's medical council number checked (or not) against the council's register",
    schema: MedicalCheckSchema,
    register: medicalSystemRegister,
  });

  const own = { access: { session: 'general' } } as const;
  app.get(
    '/api/v1/me/clinic/:id/earnings',
    {
      config: own,
      schema: {
        tags: ['clinic'],
        summary: "What the owner's clinic paid them: visits and consultations apart",
        params: IdParamsSchema,
        response: { 200: ClinicEarningsSchema },
      },
    },
    async (request) => clinicEarnings(db, requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/api/v1/me/clinic/:id/payments',
    {
      config: own,
      schema: {
        tags: ['clinic'],
        summary: "A page of the clinicOrder payments made to the owner's clinic, each for a visit or a consultation",
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ClinicPaymentPageSchema },
      },
    },
    async (request) => clinicPayments(db, requireAuth(request).user.id, request.params.id, request.query),
  );
}
