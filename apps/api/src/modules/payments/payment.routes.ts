import { z } from 'zod';
import { IdParamsSchema as IdParams } from '@shahrbazar/domain/api/id.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import {
  IdempotencyHeadersSchema,
  ManagedPaymentPageSchema,
  ManagedPaymentSchema,
  ManagerPaymentListQuerySchema,
  PayResultSchema,
  PaySchema,
  PaymentCallbackQuerySchema,
  PaymentCreateSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  SandboxBankOutcomeSchema,
  SandboxBankPaymentSchema,
  SandboxBankRedirectSchema,
  WalletSchema,
  type PayResult,
  type Payment,
} from '@shahrbazar/domain/api/payment.schema';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import { listingsTag } from '@shahrbazar/domain/api/kept-page';
import { isListingPurchasePaymentType } from '@shahrbazar/domain/rules/listing-purchase';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { dropOnlyTags } from '../../http/cache-invalidation.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { PaymentGatewayError } from './gateway/gateway.errors.ts';
import { agentPaymentRoutes } from './agent-payment.routes.ts';
import { registerBillingSubjects } from './billing-subjects.ts';
import { SandboxPaymentGateway } from './gateway/sandbox.gateway.ts';
import { hashOf, idempotent } from './idempotency.ts';
import {
  findPayment,
  findPaymentPage,
  toManagedPayments,
  toPaymentAnswer,
  toPayments,
  type PaymentRow,
} from './payment.repository.ts';
import {
  completeOnlinePayment,
  createPayment,
  payFromWallet,
  startOnlinePayment,
  verifyPathOf,
} from './payment.service.ts';
import { walletOf } from './wallet.service.ts';
import type { PaymentOutcome } from '../../observability/metrics.ts';
import { requireAccess } from '../access/record-access.ts';

const AuthorityParams = z.object({ authority: z.string().min(1).max(200) });

/**
 * A paid bump, renewal or upgrade of a live listing changed only its vertical's lists (ADR 0107): the request drops
 * the copies tagged with them (ADR 0100's `listings:{key}`) and the untagged ones, not every kept copy. Any other
 * payment may show anywhere and drops everything.
 */
function dropOnlyListsOfPurchase(request: FastifyRequest, payment: Pick<Payment, 'type' | 'status' | 'item'>): void {
  if (payment.status !== PaymentStatus.paid || !isListingPurchasePaymentType(payment.type)) return;
  if (payment.item?.kind === 'listing') dropOnlyTags(request, [listingsTag(payment.item.vertical)]);
}

/**
 * Billing (ADR 0014): the payer's payments and wallet under /api/v1/me, the bank's callback, the sandbox bank's
 * page API (only while the sandbox gateway is in use) and the back office's payments.
 */
export function paymentRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const gateway = deps.services.paymentGateway;
  const own = { access: { session: 'general' } } as const;
  const tags = ['payments'];
  registerBillingSubjects();

  app.post(
    '/api/v1/me/payments',
    {
      config: own,
      schema: {
        tags,
        summary: 'Create an unpaid payment: a listing’s package (price from the package) or a wallet charge',
        headers: IdempotencyHeadersSchema,
        body: PaymentCreateSchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const locale = requestLocale(request);
      const answer = await idempotent<Payment>(
        db,
        { userId, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row = await createPayment(tx, registry, userId, request.body);
          return { statusCode: 201, body: await toPaymentAnswer(tx, row, locale) };
        },
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.post(
    '/api/v1/me/payments/:id/pay',
    {
      config: own,
      schema: {
        tags,
        summary: 'Pay online (answers the bank page to go to) or from the wallet (paid at once)',
        headers: IdempotencyHeadersSchema,
        params: IdParams,
        body: PaySchema,
        response: { 200: PayResultSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const locale = requestLocale(request);
      try {
        const answer = await idempotent<PayResult>(
          db,
          { userId: user.id, key: request.headers['idempotency-key'], hash: hashOf(request) },
          async (tx) => {
            if (request.body.method === 'wallet') {
              const paid = await payFromWallet(tx, registry, user.id, request.params.id);
              const payment = await toPaymentAnswer(tx, paid, locale, user.id);
              return { statusCode: 200, body: { redirectUrl: null, payment } };
            }
            const started = await startOnlinePayment(
              tx,
              { registry, gateway, publicUrl: deps.config.publicUrl },
              { id: user.id, mobile: user.mobile },
              request.params.id,
            );
            return {
              statusCode: 200,
              body: { redirectUrl: started.redirectUrl, payment: await toPaymentAnswer(tx, started.payment, locale) },
            };
          },
        );
        dropOnlyListsOfPurchase(request, answer.body.payment);
        return reply.status(answer.statusCode as 200).send(answer.body);
      } catch (error) {
        if (error instanceof PaymentGatewayError) {
          request.log.warn(
            { reason: error.reason, providerCode: error.providerCode, httpStatus: error.httpStatus },
            'payment gateway refused a payment request',
          );
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/me/payments',
    { config: own, schema: { tags, querystring: PaymentListQuerySchema, response: { 200: PaymentPageSchema } } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const { page, perPage, type, method, status } = request.query;
      const found = await findPaymentPage(db, { userId, type, method, status }, { page, perPage });
      const { rows, ...paging } = found;
      return { items: await toPayments(db, rows, requestLocale(request), userId), ...paging };
    },
  );

  app.get(
    '/api/v1/me/payments/:id',
    { config: own, schema: { tags, params: IdParams, response: { 200: PaymentSchema } } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const row = await findPayment(db, request.params.id);
      requireAccess(userId, 'payment', row, 'read');
      return toPaymentAnswer(db, row, requestLocale(request), userId);
    },
  );

  app.get(
    '/api/v1/me/wallet',
    {
      config: own,
      schema: {
        tags,
        summary: 'The wallet balance (toman) and a page of its ledger, newest first',
        querystring: PageQuerySchema,
        response: { 200: WalletSchema },
      },
    },
    async (request) => walletOf(db, requireAuth(request).user.id, request.query),
  );

  app.get(
    '/api/v1/payments/callback',
    {
      // The payment applied may show on public pages (a featured listing): the copies are dropped, session or not.
      config: { access: 'public', dropsCaches: true },
      schema: {
        tags,
        summary:
          'The bank sends the payer here; verifies and applies the payment, then redirects (303) to verifyPayment',
        querystring: PaymentCallbackQuerySchema,
        response: {
          303: z
            .null()
            .describe(
              'To /panel/verifyPayment?payment={id}, or /agent/verifyPayment for an agent’s (no id for an unknown authority)',
            ),
        },
      },
    },
    async (request, reply) => {
      const id = await completeOnlinePayment(
        db,
        { registry, gateway, log: request.log },
        { authority: request.query.Authority, status: request.query.Status },
      );
      const payment = id === undefined ? undefined : await findPayment(db, id);
      if (payment) {
        app.metrics.payments.inc({ gateway: payment.gateway ?? gateway.name, outcome: callbackOutcome(payment) });
        if (isListingPurchasePaymentType(payment.type) && payment.status === PaymentStatus.paid) {
          dropOnlyListsOfPurchase(request, await toPaymentAnswer(db, payment, requestLocale(request)));
        }
      }
      // Always a path of our own site: nothing from the query becomes the destination (no open redirect). A payment
      // an agent made goes back to the agent panel (ADR 0053).
      const path = verifyPathOf(payment);
      const target = id === undefined ? path : `${path}?payment=${id}`;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  sandboxBankRoutes(app, deps);
  managerPaymentRoutes(app, deps);
  agentPaymentRoutes(app, deps);
}

/**
 * How the bank's callback left a payment, for /metrics (ADR 0087): paid (or refunded to the wallet when what it paid
 * for was gone), the reason it failed (cancelled at the bank, refused at verify), or `unverified` when the bank could
 * not be asked and the payment waits for the next callback.
 */
function callbackOutcome(payment: Pick<PaymentRow, 'status' | 'failureReason'>): PaymentOutcome {
  if (payment.status === PaymentStatus.paid) {
    return payment.failureReason === 'refundedToWallet' ? 'refundedToWallet' : 'paid';
  }
  const reason = payment.failureReason;
  return reason === 'cancelled' ||
    reason === 'amountMismatch' ||
    reason === 'notPaid' ||
    reason === 'invalidAuthority' ||
    reason === 'gatewayError'
    ? reason
    : 'unverified';
}

/**
 * The sandbox bank's page API (ADR 0013): what a pending sandbox payment is, and the tester's pay or cancel, which
 * answers the callback to go to. Public (the tester need not be signed in); 404 unless the sandbox gateway is in use.
 */
function sandboxBankRoutes(app: App, deps: AppDeps): void {
  const tags = ['payments'];
  /** The sandbox bank of the configured gateway; 404 when payments go to a real bank. */
  const sandboxOnly = () => {
    const gateway = deps.services.paymentGateway;
    if (!(gateway instanceof SandboxPaymentGateway)) throw new AppError('not_found');
    return gateway.bank;
  };

  app.get(
    '/api/v1/sandbox-bank/:authority',
    {
      config: { access: 'public' },
      schema: { tags, params: AuthorityParams, response: { 200: SandboxBankPaymentSchema } },
    },
    async (request) => {
      const payment = await sandboxOnly().view(request.params.authority);
      if (!payment) throw new AppError('not_found');
      return payment;
    },
  );

  app.post(
    '/api/v1/sandbox-bank/:authority',
    {
      config: { access: 'public', dropsCaches: true },
      schema: {
        tags,
        summary: 'Pay or cancel a sandbox payment; answers the callback URL to send the browser to',
        params: AuthorityParams,
        body: SandboxBankOutcomeSchema,
        response: { 200: SandboxBankRedirectSchema },
      },
    },
    async (request) => {
      const redirect = await sandboxOnly().complete(request.params.authority, request.body.outcome);
      if (!redirect) throw new AppError('not_found');
      return { redirect };
    },
  );
}

/** The back office's payments: every payer's, with the spec's filters, and one payment with its payer. */
function managerPaymentRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['manager: payments'];
  const config = { access: { panel: 'manager' as const, policy: policy('payments', 'index') } };

  app.get(
    '/api/v1/manager/payments',
    {
      config,
      schema: { tags, querystring: ManagerPaymentListQuerySchema, response: { 200: ManagedPaymentPageSchema } },
    },
    async (request) => {
      const { page, perPage, user_id, item_id, package_id, ...filter } = request.query;
      const found = await findPaymentPage(
        db,
        { ...filter, userId: user_id, itemId: item_id, packageId: package_id },
        { page, perPage },
      );
      const { rows, ...paging } = found;
      return { items: await toManagedPayments(db, rows, requestLocale(request)), ...paging };
    },
  );

  app.get(
    '/api/v1/manager/payments/:id',
    { config, schema: { tags, params: IdParams, response: { 200: ManagedPaymentSchema } } },
    async (request) => {
      const row = await findPayment(db, request.params.id);
      if (!row) throw new AppError('not_found');
      const [answer] = await toManagedPayments(db, [row], requestLocale(request));
      return answer;
    },
  );
}
