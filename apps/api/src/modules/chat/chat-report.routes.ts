import { z } from 'zod';
import {
  ChatReportPageSchema,
  ChatReportQuerySchema,
  ChatReportReviewSchema,
} from '@shahrbazar/domain/api/chat-report.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { chatReportQueue, reviewChatReport } from './chat-report.service.ts';

/**
 * The back office's chat reports (ADR 0035), under their own policies: reading one shows private messages
 * (chatReports.index), deciding on it may block an account (chatReports.edit).
 */
export function chatReportRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['manager: chat'];
  const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('chatReports', name) } });

  app.get(
    '/api/v1/manager/chat-reports',
    {
      config: can('index'),
      schema: {
        tags,
        summary: 'Reports of chat partners by status (open first), newest first, with the messages up to each',
        querystring: ChatReportQuerySchema,
        response: { 200: ChatReportPageSchema },
      },
    },
    async (request) => chatReportQueue(db, request.query),
  );

  app.post(
    '/api/v1/manager/chat-reports/:id',
    {
      config: can('edit'),
      schema: {
        tags,
        summary: 'Resolve or dismiss a report (or open it again); blockUser also deactivates the reported account',
        params: IdParamsSchema,
        body: ChatReportReviewSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviewChatReport(db, requireAuth(request).user.id, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
