import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  TicketCreateSchema,
  TicketListQuerySchema,
  TicketPageSchema,
  TicketReplySchema,
  TicketStatusChangeSchema,
  TicketThreadSchema,
} from '@shahrbazar/domain/api/ticket.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import { findThreadPage } from './ticket.repository.ts';
import {
  changeTicketStatus,
  deleteTicket,
  openTicket,
  ownThread,
  readTicketAsManager,
  replyToTicket,
} from './ticket.service.ts';

/** Writing is rate limited per client: a person never writes 20 tickets or replies a minute. */
const WRITE_RATE = perUserRate(20);

/** Tickets (spec: Ticket): a user's own under /api/v1/me/tickets, every one in the back office (policy tickets.*). */
export function ticketRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['tickets'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/me/tickets',
    { config: own, schema: { tags, querystring: TicketListQuerySchema, response: { 200: TicketPageSchema } } },
    async (request) => {
      const { page, perPage, status, general_sub_category_id: topicId } = request.query;
      return findThreadPage(db, { userId: requireAuth(request).user.id, status, topicId }, { page, perPage });
    },
  );

  app.post(
    '/api/v1/me/tickets',
    {
      config: { ...own, rateLimit: WRITE_RATE },
      schema: {
        tags,
        summary: 'Open a ticket (unread, type send); fileIds are images I uploaded through POST /api/v1/files',
        body: TicketCreateSchema,
        response: { 201: TicketThreadSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await openTicket(db, requireAuth(request).user.id, request.body)),
  );

  app.get(
    '/api/v1/me/tickets/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: TicketThreadSchema } } },
    async (request) => ownThread(db, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/api/v1/me/tickets/:id/replies',
    {
      config: { ...own, rateLimit: WRITE_RATE },
      schema: {
        tags,
        summary: 'Write again on my ticket (it becomes unread for support; another user’s ticket answers 404)',
        params: IdParamsSchema,
        body: TicketReplySchema,
        response: { 201: TicketThreadSchema },
      },
    },
    async (request, reply) => {
      const author = { userId: requireAuth(request).user.id, asManager: false };
      return reply.status(201).send(await replyToTicket(db, request.params.id, author, request.body));
    },
  );

  managerTicketRoutes(app, deps);
}

/** The back office's tickets: by status and topic, one thread (opening it marks it read), answer, status, delete. */
function managerTicketRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['manager: tickets'];
  const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('tickets', name) } });

  app.get(
    '/api/v1/manager/tickets',
    {
      config: can('index'),
      schema: { tags, querystring: TicketListQuerySchema, response: { 200: TicketPageSchema } },
    },
    async (request) => {
      const { page, perPage, status, general_sub_category_id: topicId } = request.query;
      return findThreadPage(db, { status, topicId }, { page, perPage });
    },
  );

  app.get(
    '/api/v1/manager/tickets/:id',
    {
      config: can('index'),
      schema: {
        tags,
        summary: 'One thread with its replies; an unread one becomes read',
        params: IdParamsSchema,
        response: { 200: TicketThreadSchema },
      },
    },
    async (request) => readTicketAsManager(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/tickets/:id/replies',
    {
      config: can('edit'),
      schema: {
        tags,
        summary: 'Answer a thread (type receive; the thread becomes answered)',
        params: IdParamsSchema,
        body: TicketReplySchema,
        response: { 201: TicketThreadSchema },
      },
    },
    async (request, reply) => {
      const author = { userId: requireAuth(request).user.id, asManager: true };
      return reply.status(201).send(await replyToTicket(db, request.params.id, author, request.body));
    },
  );

  app.post(
    '/api/v1/manager/tickets/:id/status',
    {
      config: can('edit'),
      schema: {
        tags,
        summary: 'Move a thread by hand: in review (pending 2) or read (1)',
        params: IdParamsSchema,
        body: TicketStatusChangeSchema,
        response: { 200: TicketThreadSchema },
      },
    },
    async (request) => changeTicketStatus(db, request.params.id, request.body.status),
  );

  app.delete(
    '/api/v1/manager/tickets/:id',
    {
      config: can('delete'),
      schema: {
        tags,
        summary: 'Delete a thread with its replies',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTicket(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
