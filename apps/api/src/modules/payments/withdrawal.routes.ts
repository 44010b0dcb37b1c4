import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import {
  ManagedWithdrawalPageSchema,
  ManagedWithdrawalSchema,
  WithdrawalAllowanceSchema,
  WithdrawalCreateSchema,
  WithdrawalListQuerySchema,
  WithdrawalPageSchema,
  WithdrawalReviewSchema,
  WithdrawalSchema,
  type Withdrawal,
} from '@shahrbazar/domain/api/withdrawal.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import { hashOf, idempotent } from './idempotency.ts';
import { findWithdrawal, findWithdrawalPage, toManagedWithdrawals, toWithdrawal } from './withdrawal.repository.ts';
import {
  cancelWithdrawal,
  findOwnWithdrawal,
  requestWithdrawal,
  reviewWithdrawal,
  withdrawalAllowance,
} from './withdrawal.service.ts';

/**
 * Withdrawals (ADR 0015): a user's requests under /api/v1/me/withdrawals, and the back office's review of them
 * (policy payments.withdraws).
 */
export function withdrawalRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const own = { access: { session: 'general' } } as const;
  const tags = ['withdrawals'];

  app.get(
    '/api/v1/me/withdrawals/allowance',
    {
      config: own,
      schema: {
        tags,
        summary: 'What I may withdraw now: the balance less my pending requests, the minimum, my profile’s SHABA',
        response: { 200: WithdrawalAllowanceSchema },
      },
    },
    async (request) => withdrawalAllowance(db, requireAuth(request).user.id),
  );

  app.get(
    '/api/v1/me/withdrawals',
    { config: own, schema: { tags, querystring: WithdrawalListQuerySchema, response: { 200: WithdrawalPageSchema } } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const { page, perPage, status } = request.query;
      const { rows, ...paging } = await findWithdrawalPage(db, { userId, status }, { page, perPage });
      return { items: rows.map(toWithdrawal), ...paging };
    },
  );

  app.get(
    '/api/v1/me/withdrawals/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: WithdrawalSchema } } },
    async (request) => toWithdrawal(await findOwnWithdrawal(db, requireAuth(request).user.id, request.params.id)),
  );

  app.post(
    '/api/v1/me/withdrawals',
    {
      config: own,
      schema: {
        tags,
        summary: 'Ask for an amount (toman) of my wallet to be paid to a SHABA account; reserved until reviewed',
        headers: IdempotencyHeadersSchema,
        body: WithdrawalCreateSchema,
        response: { 201: WithdrawalSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const answer = await idempotent<Withdrawal>(
        db,
        { userId, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => ({ statusCode: 201, body: toWithdrawal(await requestWithdrawal(tx, userId, request.body)) }),
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.delete(
    '/api/v1/me/withdrawals/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Cancel my request while it is pending (409 once reviewed)',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelWithdrawal(db, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  managerWithdrawalRoutes(app, deps);
}

/** The back office's withdrawals: every user's requests by status, one with its user, and the review. */
function managerWithdrawalRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['manager: withdrawals'];
  const config = { access: { panel: 'manager' as const, policy: policy('payments', 'withdraws') } };

  app.get(
    '/api/v1/manager/withdrawals',
    {
      config,
      schema: { tags, querystring: WithdrawalListQuerySchema, response: { 200: ManagedWithdrawalPageSchema } },
    },
    async (request) => {
      const { page, perPage, status } = request.query;
      const { rows, ...paging } = await findWithdrawalPage(db, { status }, { page, perPage });
      return { items: await toManagedWithdrawals(db, rows), ...paging };
    },
  );

  app.get(
    '/api/v1/manager/withdrawals/:id',
    { config, schema: { tags, params: IdParamsSchema, response: { 200: ManagedWithdrawalSchema } } },
    async (request) => {
      const row = await findWithdrawal(db, request.params.id);
      if (!row) throw new AppError('not_found');
      const [answer] = await toManagedWithdrawals(db, [row]);
      return answer;
    },
  );

  app.post(
    '/api/v1/manager/withdrawals/:id/review',
    {
      config,
      schema: {
        tags,
        summary:
          'Approve (after the bank transfer, with its tracking number: debits the wallet) or reject with a message',
        params: IdParamsSchema,
        body: WithdrawalReviewSchema,
        response: { 200: ManagedWithdrawalSchema },
      },
    },
    async (request) => {
      const row = await reviewWithdrawal(db, auditActor(request), request.params.id, request.body);
      const [answer] = await toManagedWithdrawals(db, [row]);
      return answer;
    },
  );
}
