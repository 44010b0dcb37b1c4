import { ManualPaymentCreateSchema } from '@shahrbazar/domain/api/manual-payment.schema';
import {
  IdempotencyHeadersSchema,
  ManagedPaymentSchema,
  type ManagedPayment,
} from '@shahrbazar/domain/api/payment.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { hashOf, idempotent } from './idempotency.ts';
import { recordManualPayment } from './manual-payment.service.ts';
import { toManagedPayments } from './payment.repository.ts';

/** Payments a manager records (ADR 0015): taken at a card reader or by hand, created paid and applied at once. */
export function manualPaymentRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;

  app.post(
    '/api/v1/manager/payments',
    {
      config: { access: { panel: 'manager', policy: policy('payments', 'create') } },
      schema: {
        tags: ['manager: payments'],
        summary:
          'Record a payment taken at a card reader (method 3) or by hand (4) for a user: created paid, applied at once',
        headers: IdempotencyHeadersSchema,
        body: ManualPaymentCreateSchema,
        response: { 201: ManagedPaymentSchema },
      },
    },
    async (request, reply) => {
      const managerId = requireAuth(request).user.id;
      const locale = requestLocale(request);
      const answer = await idempotent<ManagedPayment>(
        db,
        { userId: managerId, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row = await recordManualPayment(tx, registry, auditActor(request), request.body);
          const [payment] = await toManagedPayments(tx, [row], locale);
          if (!payment) throw new Error('manual payment answer missing');
          return { statusCode: 201, body: payment };
        },
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );
}
