import {
  KeysetQuerySchema,
  SiteMessageListSchema,
  SiteMessagePageSchema,
  SiteMessageQuerySchema,
  SiteMessageSchema,
  SiteMessageWriteSchema,
} from '@shahrbazar/domain/api/notification.schema';
import { defineManagerResource, managerPolicies } from '../../http/manager-resource.ts';
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

  defineManagerResource(app, db, {
    path: '/api/v1/manager/site-messages',
    tags,
    policies: managerPolicies('siteMessages'),
    schemas: {
      query: KeysetQuerySchema,
      page: SiteMessagePageSchema,
      answer: SiteMessageSchema,
      create: SiteMessageWriteSchema,
    },
    service: {
      list: siteMessagePage,
      get: findSiteMessage,
      create: createSiteMessage,
      update: updateSiteMessage,
      delete: deleteSiteMessage,
    },
  });
}
