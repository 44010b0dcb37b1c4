import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  KeysetQuerySchema,
  SiteMessageListSchema,
  SiteMessagePageSchema,
  SiteMessageQuerySchema,
  SiteMessageSchema,
  SiteMessageWriteSchema,
} from '@shahrbazar/domain/api/notification.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import {
  createSiteMessage,
  currentSiteMessages,
  deleteSiteMessage,
  findSiteMessage,
  siteMessagePage,
  updateSiteMessage,
} from './site-message.service.ts';

/** Site messages: the current ones of a place (public), and the back office's list and form (policy siteMessages.*). */
export function siteMessageRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['site messages'];
  const can = (name: string) => ({ access: { panel: 'manager', policy: policy('siteMessages', name) } }) as const;

  app.get(
    '/api/v1/site-messages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The current site messages of a place (home, panelDashboard), newest first',
        querystring: SiteMessageQuerySchema,
        response: { 200: SiteMessageListSchema },
      },
    },
    async (request) => ({ items: await currentSiteMessages(db, request.query.location) }),
  );

  app.get(
    '/api/v1/manager/site-messages',
    {
      config: can('index'),
      schema: { tags, querystring: KeysetQuerySchema, response: { 200: SiteMessagePageSchema } },
    },
    async (request) => siteMessagePage(db, request.query),
  );

  app.get(
    '/api/v1/manager/site-messages/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: SiteMessageSchema } } },
    async (request) => findSiteMessage(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/site-messages',
    { config: can('create'), schema: { tags, body: SiteMessageWriteSchema, response: { 201: SiteMessageSchema } } },
    async (request, reply) => reply.status(201).send(await createSiteMessage(db, request.body)),
  );

  app.put(
    '/api/v1/manager/site-messages/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: SiteMessageWriteSchema, response: { 200: SiteMessageSchema } },
    },
    async (request) => updateSiteMessage(db, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/manager/site-messages/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSiteMessage(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
