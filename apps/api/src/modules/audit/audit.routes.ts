import { AuditListQuerySchema, AuditPageSchema } from '@shahrbazar/domain/api/audit.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { auditPage } from './audit.repository.ts';

/**
 * The operator's trail in the back office (policy audit.index; ADR 0078): read only, filtered by who acted, whose
 * money or rights it touched, the record, the action and the days. No route changes or removes an entry.
 */
export function auditRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/api/v1/manager/audit',
    {
      config: { access: { panel: 'manager', policy: policy('audit', 'index') } },
      schema: {
        tags: ['manager: audit'],
        summary:
          'Back-office actions that moved money or changed rights or listings, newest first (cursor: the next page)',
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => auditPage(db, request.query),
  );
}
