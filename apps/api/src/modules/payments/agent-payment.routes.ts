import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { PaymentSchema } from '@shahrbazar/domain/api/payment.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { findAgentPayment } from './agent-payment.service.ts';
import { toPaymentAnswer } from './payment.repository.ts';

/**
 * The agent panel's view of a payment it made for one of its users (ADR 0053): where the bank sends the agent back
 * to (/agent/verifyPayment). Booth packages are what agents pay for, so the booths' index policy reads it.
 */
export function agentPaymentRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/api/v1/agent/payments/:id',
    {
      config: { access: { panel: 'agent', policy: policy('agentBooths', 'index') } },
      schema: {
        tags: ['payments'],
        summary: 'A payment the agent made for one of their users (another payment is a 404)',
        params: IdParamsSchema,
        response: { 200: PaymentSchema },
      },
    },
    async (request) => {
      const payment = await findAgentPayment(db, requireAuth(request).user.id, request.params.id);
      return toPaymentAnswer(db, payment, requestLocale(request));
    },
  );
}
