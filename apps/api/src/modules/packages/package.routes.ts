import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { PackageSchema } from '@shahrbazar/domain/api/catalogue.schema';
import {
  ManagedPackageSchema,
  ManagedSubscriptionSchema,
  PackageListQuerySchema,
  PackageWriteSchema,
  PublicPackageQuerySchema,
  SubscriptionListQuerySchema,
} from '@shahrbazar/domain/api/package.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import { defineManagerResource, managerPolicies, savedBy } from '../../http/manager-resource.ts';
import type { App, AppDeps } from '../../http/types.ts';
import {
  deletePackage,
  findManagedPackage,
  findVisiblePackage,
  listManagedPackages,
  listOfferedPackages,
  savePackage,
} from './package.service.ts';
import { listManagedSubscriptions } from './subscription.service.ts';

const publicTags = ['packages'];
const tags = ['manager: packages'];

/** Packages: the public offer per package type, and the back office's packages and subscriptions. */
export function packageRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/packages',
    {
      config: { access: 'public' },
      schema: {
        tags: publicTags,
        summary: 'The active packages of a package type, in the order they are offered',
        querystring: PublicPackageQuerySchema,
        response: { 200: z.object({ items: z.array(PackageSchema) }) },
      },
    },
    async (request) => ({ items: await listOfferedPackages(db, request.query.type, requestLocale(request)) }),
  );

  app.get(
    '/api/v1/packages/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: publicTags,
        summary: 'An active or hidden package (hidden ones are kept for their holders); inactive ones are 404',
        params: IdParamsSchema,
        response: { 200: PackageSchema },
      },
    },
    async (request) => findVisiblePackage(db, request.params.id, requestLocale(request)),
  );

  defineManagerResource(app, db, {
    path: '/api/v1/manager/packages',
    tags,
    policies: managerPolicies('packages'),
    schemas: {
      query: PackageListQuerySchema,
      page: pageOf(ManagedPackageSchema),
      answer: ManagedPackageSchema,
      create: PackageWriteSchema,
    },
    service: {
      list: listManagedPackages,
      get: findManagedPackage,
      ...savedBy(savePackage),
      delete: deletePackage,
    },
  });

  app.get(
    '/api/v1/manager/subscriptions',
    {
      config: { access: { panel: 'manager', policy: policy('packages', 'index') } },
      schema: {
        tags,
        summary: 'Subscriptions (read-only), newest first, with their package and the days left',
        querystring: SubscriptionListQuerySchema,
        response: { 200: pageOf(ManagedSubscriptionSchema) },
      },
    },
    async (request) => listManagedSubscriptions(db, request.query, requestLocale(request)),
  );
}
