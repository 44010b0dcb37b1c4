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
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('packages', name) } });

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

  app.get(
    '/api/v1/manager/packages',
    {
      config: can('index'),
      schema: { tags, querystring: PackageListQuerySchema, response: { 200: pageOf(ManagedPackageSchema) } },
    },
    async (request) => listManagedPackages(db, request.query),
  );

  app.get(
    '/api/v1/manager/packages/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagedPackageSchema } } },
    async (request) => findManagedPackage(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/packages',
    { config: can('create'), schema: { tags, body: PackageWriteSchema, response: { 201: ManagedPackageSchema } } },
    async (request, reply) => reply.status(201).send(await savePackage(db, request.body, requestLocale(request))),
  );

  app.put(
    '/api/v1/manager/packages/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: PackageWriteSchema, response: { 200: ManagedPackageSchema } },
    },
    async (request) => savePackage(db, request.body, requestLocale(request), request.params.id),
  );

  app.delete(
    '/api/v1/manager/packages/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePackage(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/manager/subscriptions',
    {
      config: can('index'),
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
