import { IdParamsSchema, jsonIdSchema } from '@shahrbazar/domain/api/id.schema';
import { ListingSchema, ListingWriteSchema, type ListingWrite } from '@shahrbazar/domain/api/listing.schema';
import { countedPage, pageOf, PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import {
  AgentPackagePaymentSchema,
  IdempotencyHeadersSchema,
  PayResultSchema,
  type PayResult,
} from '@shahrbazar/domain/api/payment.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { toListings, type VerticalRegistry } from '../../modules/listings/listing.mapper.ts';
import {
  countListings,
  findListingById,
  findListingPage,
  type ListingRow,
} from '../../modules/listings/listing.repository.ts';
import { editListing, publishListing } from '../../modules/listings/listing.service.ts';
import { startAgentPackagePayment } from '../../modules/payments/agent-payment.service.ts';
import { claimOf, hashOf, idempotent } from '../../modules/payments/idempotency.ts';
import { toPaymentAnswer } from '../../modules/payments/payment.repository.ts';
import { findUserCreatedBy, userIdsCreatedBy } from '../../modules/users/user.repository.ts';

/** A booth of one of the agent's users; 404 for any other (checked on the record, not the role). */
async function agentBooth(db: Db, agentId: number, id: number): Promise<ListingRow> {
  const row = await findListingById(db, id);
  if (!row || row.vertical !== 'booth' || !(await findUserCreatedBy(db, row.userId, agentId))) {
    throw new AppError('not_found');
  }
  return row;
}

/**
 * The agent panel's booths (spec: /agent/booth/index, create, {id}/details; ADR 0037): an agent opens and edits the
 * booths of the users they onboarded, through the listing core's own publish and edit (the booth is the user's, and
 * goes to review as the user's would). Products go through the booth's agent door (booth-doors.ts).
 */
export function agentBoothRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const vertical = registry.get('booth');
  if (!vertical) return;
  const db = deps.database.db;
  const tags = ['booth'];
  const Item = ListingSchema.extend(vertical.detail.read.shape);
  const Write = ListingWriteSchema.extend(vertical.detail.write.shape);
  const access = (name: 'index' | 'create' | 'edit') =>
    ({ panel: 'agent', policy: policy('agentBooths', name) }) as const;
  const agentOf = (request: FastifyRequest) => requireAuth(request).user.id;
  const answer = async (row: ListingRow, from: Db = db) => {
    const [item] = await toListings(from, registry, [row], { userId: row.userId, privileged: true, withContact: true });
    if (!item) throw new AppError('not_found');
    return item;
  };

  app.get(
    '/api/v1/agent/booth',
    {
      config: { access: access('index') },
      schema: {
        tags,
        summary: 'Booths of the agent’s users, newest first',
        querystring: PageQuerySchema,
        response: { 200: pageOf(Item) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const filter = { vertical: 'booth', userIn: userIdsCreatedBy(agentOf(request)) };
      const rows = await findListingPage(db, filter, { limit: perPage, offset: (page - 1) * perPage });
      const items = await toListings(db, registry, rows, { privileged: true });
      return countedPage(items, await countListings(db, filter), request.query);
    },
  );

  app.post(
    '/api/v1/agent/booth',
    {
      config: { access: access('create') },
      schema: {
        tags,
        summary: 'Open a booth for one of the agent’s users (user_id); it goes to review as theirs would',
        headers: IdempotencyHeadersSchema,
        body: Write.extend({ user_id: jsonIdSchema({ type: 'required', blank: 'required' }) }),
        response: { 201: Item },
      },
    },
    async (request, reply) => {
      const { user_id: userId, ...body } = request.body as { user_id: number } & Record<string, unknown>;
      const agentId = agentOf(request);
      if (!(await findUserCreatedBy(db, userId, agentId))) {
        throw new AppError('validation', undefined, { user_id: 'invalid' });
      }
      // Once per Idempotency-Key of the agent (ADR 0109).
      const created = await idempotent(db, claimOf(request, agentId), async (tx) => {
        const row = await publishListing(tx, vertical, userId, body as unknown as ListingWrite);
        return { statusCode: 201, body: await answer(row, tx) };
      });
      return reply.status(created.statusCode as 201).send(created.body);
    },
  );

  app.get(
    '/api/v1/agent/booth/:id',
    { config: { access: access('index') }, schema: { tags, params: IdParamsSchema, response: { 200: Item } } },
    async (request) => answer(await agentBooth(db, agentOf(request), request.params.id)),
  );

  app.put(
    '/api/v1/agent/booth/:id',
    {
      config: { access: access('edit') },
      schema: { tags, params: IdParamsSchema, body: Write, response: { 200: Item } },
    },
    async (request) => {
      const agentId = agentOf(request);
      const row = await agentBooth(db, agentId, request.params.id);
      // The agent may set the logo, header and photos they uploaded themselves, as with products (ADR 0047).
      const input = request.body as unknown as ListingWrite;
      return answer(await editListing(db, vertical, row.userId, row.id, input, [row.userId, agentId]));
    },
  );

  app.post(
    '/api/v1/agent/booth/:id/payment',
    {
      config: { access: access('edit') },
      schema: {
        tags,
        summary:
          'Pay a booth’s package for its owner online (ADR 0053): the booth’s own (first payment, renewal) or package_id',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: AgentPackagePaymentSchema,
        response: { 200: PayResultSchema },
      },
    },
    async (request, reply) => {
      const agentId = agentOf(request);
      const locale = requestLocale(request);
      const answer = await idempotent<PayResult>(
        db,
        { userId: agentId, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row = await agentBooth(tx, agentId, request.params.id);
          const started = await startAgentPackagePayment(
            tx,
            { registry, gateway: deps.services.paymentGateway, publicUrl: deps.config.publicUrl },
            row,
            request.body.package_id,
          );
          const payment = await toPaymentAnswer(tx, started.payment, locale);
          return { statusCode: 200, body: { redirectUrl: started.redirectUrl, payment } };
        },
      );
      return reply.status(answer.statusCode as 200).send(answer.body);
    },
  );
}
