import { z } from 'zod';
import { OptionSchema } from '@shahrbazar/domain/api/app.schema';
import { SeoSettingSchema } from '@shahrbazar/domain/api/catalogue.schema';
import {
  AppSettingsSchema,
  AppSettingsWriteSchema,
  OptionListQuerySchema,
  OptionPageSchema,
  OptionWriteSchema,
  SeoTypeParamsSchema,
  SeoWriteSchema,
  ServiceSettingSchema,
  ServiceSettingsWriteSchema,
  SiteSettingsSchema,
  SiteSettingsWriteSchema,
  SiteTextsScreenSchema,
  SiteTextsWriteSchema,
} from '@shahrbazar/domain/api/settings.schema';
import { ErrorResponseSchema } from '@shahrbazar/domain/api/error.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { keptSharedValue } from '../../http/answer-cache.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { defineManagerResource, managerPolicies, savedBy } from '../../http/manager-resource.ts';
import { deleteOptionEntry, findOptionEntry, listOptionEntries, saveOptionEntry } from './option-entry.service.ts';
import { findSeo, listSeo, saveSeo } from './seo.service.ts';
import {
  getAppSettings,
  getSiteSettings,
  getSiteTexts,
  listServiceSettings,
  saveAppSettings,
  saveServiceSettings,
  saveSiteSettings,
  saveSiteTexts,
} from './settings.service.ts';

const OptionEntrySchema = OptionSchema.extend({ sortOrder: z.number().int() });
const ServiceSettingsSchema = z.object({ items: z.array(ServiceSettingSchema) });
const settings = (name: 'index' | 'edit') => ({
  access: { panel: 'manager' as const, policy: policy('settings', name) },
});

/**
 * The back office's settings (spec section 3): option entries, site settings, site texts, app settings, service
 * settings and the SEO setting of each page type; and the public SEO setting a page reads for its title.
 */
export function settingsRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  optionEntryRoutes(app, deps);

  const site = { tags: ['manager: site settings'], response: { 200: SiteSettingsSchema } };
  app.get('/api/v1/manager/settings/site', { config: settings('index'), schema: site }, () => getSiteSettings(db));
  app.put(
    '/api/v1/manager/settings/site',
    { config: settings('edit'), schema: { ...site, body: SiteSettingsWriteSchema } },
    (request) => saveSiteSettings(db, request.body),
  );

  const texts = { tags: ['manager: site texts'], response: { 200: SiteTextsScreenSchema } };
  app.get('/api/v1/manager/settings/texts', { config: settings('index'), schema: texts }, () => getSiteTexts(db));
  app.put(
    '/api/v1/manager/settings/texts',
    { config: settings('edit'), schema: { ...texts, body: SiteTextsWriteSchema } },
    (request) => saveSiteTexts(db, request.body),
  );

  const appSettings = { tags: ['manager: app settings'], response: { 200: AppSettingsSchema } };
  app.get('/api/v1/manager/settings/app', { config: settings('index'), schema: appSettings }, () => getAppSettings(db));
  app.put(
    '/api/v1/manager/settings/app',
    { config: settings('edit'), schema: { ...appSettings, body: AppSettingsWriteSchema } },
    (request) => saveAppSettings(db, request.body, registry),
  );

  const services = { tags: ['manager: service settings'], response: { 200: ServiceSettingsSchema } };
  app.get('/api/v1/manager/settings/services', { config: settings('index'), schema: services }, async () => ({
    items: await listServiceSettings(db),
  }));
  app.put(
    '/api/v1/manager/settings/services',
    { config: settings('edit'), schema: { ...services, body: ServiceSettingsWriteSchema } },
    async (request) => ({ items: await saveServiceSettings(db, request.body) }),
  );

  const seoTags = ['manager: seo'];
  app.get(
    '/api/v1/manager/seo',
    {
      config: settings('index'),
      schema: { tags: seoTags, response: { 200: z.object({ items: z.array(SeoSettingSchema) }) } },
    },
    async () => ({ items: await listSeo(db) }),
  );
  app.get(
    '/api/v1/manager/seo/:type',
    {
      config: settings('index'),
      schema: { tags: seoTags, params: SeoTypeParamsSchema, response: { 200: SeoSettingSchema } },
    },
    (request) => findSeo(db, request.params.type),
  );
  app.put(
    '/api/v1/manager/seo/:type',
    {
      config: settings('edit'),
      schema: { tags: seoTags, params: SeoTypeParamsSchema, body: SeoWriteSchema, response: { 200: SeoSettingSchema } },
    },
    (request) => saveSeo(db, request.params.type, request.body),
  );
  // Everyone's, so kept as shared values are (a page asks for its type's on every render; issue 32) and dropped by
  // every write, a manager's save among them.
  const sharedSeo = keptSharedValue(app.answerCache, (type: string) => findSeo(db, type));
  app.get(
    '/api/v1/seo/:type',
    {
      config: { access: 'public', anonymousCache: true },
      schema: {
        tags: ['app'],
        summary: "A page type's SEO setting (title, section title, meta title and description)",
        params: SeoTypeParamsSchema,
        response: { 200: SeoSettingSchema, 404: ErrorResponseSchema },
      },
    },
    (request) => sharedSeo(request.params.type),
  );
}

/** Setting entries / Options outside the groups that have screens of their own. */
function optionEntryRoutes(app: App, deps: AppDeps): void {
  defineManagerResource(app, deps.database.db, {
    path: '/api/v1/manager/options',
    tags: ['manager: options'],
    policies: managerPolicies('options'),
    schemas: {
      query: OptionListQuerySchema,
      page: OptionPageSchema,
      answer: OptionEntrySchema,
      create: OptionWriteSchema,
    },
    service: {
      list: listOptionEntries,
      get: findOptionEntry,
      ...savedBy(saveOptionEntry),
      delete: deleteOptionEntry,
    },
  });
}
