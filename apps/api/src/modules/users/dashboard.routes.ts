import { DashboardCountsSchema } from '@shahrbazar/domain/api/app.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/types.ts';
import { dashboardCounts } from '../app/dashboard.service.ts';
import { pendingDocuments } from './user-counts.ts';

/** Counts for the back-office dashboard: the spec's dashboard counts, and identity documents waiting for review. */
export function dashboardRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/api/v1/manager/dashboard',
    {
      config: { access: { panel: 'manager', policy: policy('dashboard', 'index') } },
      schema: {
        tags: ['manager: dashboard'],
        response: { 200: DashboardCountsSchema.extend({ documentsPending: z.number().int() }) },
      },
    },
    async () => {
      const [counts, documentsPending] = await Promise.all([dashboardCounts(db), pendingDocuments(db)]);
      return { ...counts, documentsPending };
    },
  );
}
