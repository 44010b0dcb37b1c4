import {
  KeysetQuerySchema,
  SiteMessageListSchema,
  SiteMessagePageSchema,
  SiteMessageQuerySchema,
  SiteMessageSchema,
  SiteMessageWriteSchema,
} from '@shahrbazar/domain/api/notification.schema';
import type { SiteMessageLocation } from '@shahrbazar/domain/enums/notification';
import { keptSharedValue } from '../../http/answer-cache.ts';
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

  // Everyone's, so kept as shared values are (the home page and every dashboard ask on each render; issue 32): a
  // message dated to come shows within the answer cache's seconds of its time; a manager's write drops them.
  const current = keptSharedValue(app.answerCache, (location: SiteMessageLocation) =>
    currentSiteMessages(db, location),
  );
  app.get(
    '/api/v1/site-messages',
    {
      config: { access: 'public', anonymousCache: true },
      schema: {
        tags,
        summary: 'The current site messages of a place (home, panelDashboard), newest first',
        querystring: SiteMessageQuerySchema,
        response: { 200: SiteMessageListSchema },
      },
    },
    async (request) => ({ items: await current(request.query.location) }),
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
