import { DashboardCountsSchema } from '@shahrbazar/domain/api/app.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/types.ts';
import { dashboardCounts } from '../app/dashboard.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { waitingForReviewCounts } from '../listings/review-counts.ts';
import { pendingDocuments } from './user-counts.ts';

/**
 * Counts for the back-office dashboard: the spec's dashboard counts, identity documents waiting for review, and each
 * vertical's listings waiting for a person (under review or paid, waiting for confirmation; issue 35).
 */
export function dashboardRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  app.get(
    '/api/v1/manager/dashboard',
    {
      config: { access: { panel: 'manager', policy: policy('dashboard', 'index') } },
      schema: {
        tags: ['manager: dashboard'],
        response: {
          200: DashboardCountsSchema.extend({
            documentsPending: z.number().int(),
            listingsWaiting: z.record(z.string(), z.number().int()),
          }),
        },
      },
    },
    async () => {
      const [counts, documentsPending, listingsWaiting] = await Promise.all([
        dashboardCounts(db, registry),
        pendingDocuments(db),
        waitingForReviewCounts(db),
      ]);
      return { ...counts, documentsPending, listingsWaiting };
    },
  );
}
