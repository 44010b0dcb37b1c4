import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  MyOfferPageSchema,
  MyProjectPageSchema,
  MyProjectSchema,
  OfferCreateSchema,
  OfferSchema,
  ProjectCreateSchema,
  ProjectListQuerySchema,
  PostedProjectSchema,
  ProjectPageSchema,
  ProjectRatingSchema,
  ProjectSchema,
  ResolveDisputeSchema,
  SelectOfferSchema,
} from '@shahrbazar/domain/api/lawyer-project.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import type { App, AppDeps } from '../../../http/types.ts';
import { requireAuth } from '../../../modules/auth/access-control.ts';
import { auditActor } from '../../../modules/audit/audit.service.ts';
import { claimOf, idempotent } from '../../../modules/payments/idempotency.ts';
import {
  deliverOffer,
  disputedProjects,
  disputeProject,
  makeOffer,
  myOffers,
  myProject,
  myProjects,
  payProject,
  publicProject,
  publicProjects,
  rateProject,
  releaseProject,
  resolveProject,
  selectOffer,
} from './project.service.ts';
import { lawyerProjectFileRoutes } from './project-file.routes.ts';
import { openProjectPayment, registerProjectPayments } from './project-payment.ts';
import { createProject, postedProject, registerPostingPayments } from './project-posting.ts';
import { registerChatOpener } from '../../../modules/chat/chat-openers.ts';
import { projectChatOpener } from './project-chat.ts';

const SlugIdParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });

/**
 * Lawyer client projects and offers (issue 19 item 4, ADR 0041): the public list and page, the client's posting,
 * offers, selection and escrow in the customer panel, the lawyer's offers, and support's decisions on disputes.
 */
export function lawyerProjectRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['lawyer: client projects'];
  const own = { access: { session: 'general' } } as const;
  const support = { access: { panel: 'manager', policy: policy('orders', 'edit') } } as const;
  registerProjectPayments();
  registerPostingPayments();
  registerChatOpener('lawyerProjects', projectChatOpener);
  lawyerProjectFileRoutes(app, deps);

  app.get(
    '/api/v1/lawyer/projects',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Client projects open to offers, newest first (by specialty)',
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectPageSchema },
      },
    },
    async (request) => publicProjects(db, request.query),
  );

  app.get(
    '/api/v1/lawyer/projects/:slugId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One client project (its files only to its client and the selected lawyer)',
        params: SlugIdParams,
        response: { 200: ProjectSchema },
      },
    },
    async (request, reply) => {
      const viewerId = request.auth?.user.id ?? null;
      // What a signed-in caller sees may differ (the files): never cached for another.
      if (viewerId !== null) reply.header('cache-control', 'private, no-store');
      return publicProject(db, request.params.slugId, viewerId);
    },
  );

  app.post(
    '/api/v1/lawyer/projects/:slugId/offers',
    {
      config: own,
      schema: {
        tags,
        summary: "A lawyer's offer (price, days, message): once per project, never on one's own or a closed one",
        params: SlugIdParams,
        body: OfferCreateSchema,
        response: { 201: OfferSchema },
      },
    },
    async (request, reply) => {
      const offer = await makeOffer(db, requireAuth(request).user.id, request.params.slugId, request.body);
      return reply.status(201).send(offer);
    },
  );

  app.post(
    '/api/v1/me/lawyer/projects',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Post a client project with a posting package: free opens it at once, priced awaits its payment (paymentId)',
        headers: IdempotencyHeadersSchema,
        body: ProjectCreateSchema,
        response: { 201: PostedProjectSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      // Once per Idempotency-Key of the client (ADR 0109).
      const created = await idempotent(db, claimOf(request, userId), async (tx) => {
        const posted = await createProject(tx, userId, request.body, requestLocale(request));
        return { statusCode: 201, body: await postedProject(tx, posted) };
      });
      return reply.status(created.statusCode as 201).send(created.body);
    },
  );

  app.get(
    '/api/v1/me/lawyer/projects',
    {
      config: own,
      schema: {
        tags,
        summary: 'My client projects',
        querystring: PageQuerySchema,
        response: { 200: MyProjectPageSchema },
      },
    },
    async (request) => myProjects(db, requireAuth(request).user.id, request.query),
  );

  app.get(
    '/api/v1/me/lawyer/projects/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'My client project with its offers',
        params: IdParamsSchema,
        response: { 200: MyProjectSchema },
      },
    },
    async (request) => myProject(db, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/api/v1/me/lawyer/projects/:id/select',
    {
      config: own,
      schema: {
        tags,
        summary: 'Select one offer (once)',
        params: IdParamsSchema,
        body: SelectOfferSchema,
        response: { 200: MyProjectSchema },
      },
    },
    async (request) => selectOffer(db, requireAuth(request).user.id, request.params.id, request.body.offerId),
  );

  // The client's escrow steps, each once per Idempotency-Key of the client (ADR 0109): a retried payment or release
  // answers the first answer again instead of 409.
  const clientStep = (
    path: string,
    summary: string,
    step: (tx: Db, clientId: number, id: number) => Promise<z.infer<typeof MyProjectSchema>>,
  ) =>
    app.post(
      `/api/v1/me/lawyer/projects/:id/${path}`,
      {
        config: own,
        schema: {
          tags,
          summary,
          headers: IdempotencyHeadersSchema,
          params: IdParamsSchema,
          response: { 200: MyProjectSchema },
        },
      },
      async (request, reply) => {
        const clientId = requireAuth(request).user.id;
        const answer = await idempotent(db, claimOf(request, clientId), async (tx) => ({
          statusCode: 200,
          body: await step(tx, clientId, request.params.id),
        }));
        return reply.status(answer.statusCode as 200).send(answer.body);
      },
    );
  clientStep('pay', "Pay the selected offer's price into escrow from the wallet", (tx, client, id) =>
    payProject(tx, client, id),
  );
  app.post(
    '/api/v1/me/lawyer/projects/:id/payment',
    {
      config: own,
      schema: {
        tags,
        summary:
          "The selected offer's online payment (type lawyerProject; the open one if any): pay it at " +
          '/api/v1/me/payments/{id}/pay; once paid at the bank its money is held in escrow',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        response: { 200: z.object({ paymentId: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const clientId = requireAuth(request).user.id;
      const answer = await idempotent(db, claimOf(request, clientId), async (tx) => ({
        statusCode: 200,
        body: { paymentId: await openProjectPayment(tx, clientId, request.params.id) },
      }));
      return reply.status(answer.statusCode as 200).send(answer.body);
    },
  );
  clientStep('release', 'Release the escrow to the lawyer, less the site share (completed)', (tx, client, id) =>
    releaseProject(tx, client, id),
  );
  clientStep('dispute', 'Open a dispute: support decides', (tx, client, id) => disputeProject(tx, client, id));

  app.post(
    '/api/v1/me/lawyer/projects/:id/rate',
    {
      config: own,
      schema: {
        tags,
        summary:
          "Score the selected lawyer (1..5, a word optional) once the project is completed: it feeds the lawyer's " +
          'rating on their page (409 when not completed or already rated)',
        params: IdParamsSchema,
        body: ProjectRatingSchema,
        response: { 200: MyProjectSchema },
      },
    },
    async (request) => rateProject(db, requireAuth(request).user.id, request.params.id, request.body),
  );

  app.get(
    '/api/v1/me/lawyer/offers',
    {
      config: own,
      schema: {
        tags,
        summary: 'My offers as a lawyer',
        querystring: PageQuerySchema,
        response: { 200: MyOfferPageSchema },
      },
    },
    async (request) => myOffers(db, requireAuth(request).user.id, request.query),
  );

  app.post(
    '/api/v1/me/lawyer/offers/:id/deliver',
    {
      config: own,
      schema: {
        tags,
        summary: 'The selected lawyer marks the work delivered',
        params: IdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => deliverOffer(db, requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/api/v1/manager/lawyer-projects/disputes',
    {
      config: support,
      schema: { tags, summary: 'Projects with a dispute', response: { 200: z.array(MyProjectSchema) } },
    },
    async () => disputedProjects(db),
  );

  app.post(
    '/api/v1/manager/lawyer-projects/:id/resolve',
    {
      config: support,
      schema: {
        tags,
        summary: "Support decides on a project's held money: release to the lawyer or refund to the client",
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: ResolveDisputeSchema,
        response: { 200: MyProjectSchema },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(db, claimOf(request, requireAuth(request).user.id), async (tx) => ({
        statusCode: 200,
        body: await resolveProject(tx, auditActor(request), request.params.id, request.body.outcome),
      }));
      return reply.status(answer.statusCode as 200).send(answer.body);
    },
  );
}
