import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { userDocuments, users } from './user.table.ts';

/** Counts for the back-office dashboard (spec: optional dashboard counts); more arrive with each capability. */
export function dashboardRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/api/v1/manager/dashboard',
    {
      config: { access: { panel: 'manager', policy: policy('dashboard', 'index') } },
      schema: {
        tags: ['manager: dashboard'],
        response: {
          200: z.object({
            userTotal: z.number(),
            userActive: z.number(),
            userInActive: z.number(),
            documentsPending: z.number(),
          }),
        },
      },
    },
    async () => {
      const byStatus = await db.select({ status: users.status, n: count() }).from(users).groupBy(users.status);
      const [pending] = await db.select({ n: count() }).from(userDocuments).where(eq(userDocuments.status, 0));
      const active = byStatus.find((s) => s.status === 1)?.n ?? 0;
      const inactive = byStatus.find((s) => s.status === 0)?.n ?? 0;
      return {
        userTotal: active + inactive,
        userActive: active,
        userInActive: inactive,
        documentsPending: pending?.n ?? 0,
      };
    },
  );
}
