import { asc } from 'drizzle-orm';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { z } from 'zod';
import { PolicySchema, RoleSchema, RoleWriteSchema } from '@shahrbazar/domain/api/user.schema';
import { POLICY_CATALOGUE, policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { requestLocale } from '../../http/locale.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import { deleteRole, findRole, listRoles, saveRole } from './role.service.ts';
import { policies } from './role.table.ts';

const tags = ['manager: roles'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('roles', name) } });

/** Roles and the policies they grant (back office). */
export function roleRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/manager/policies',
    { config: can('index'), schema: { tags, response: { 200: z.object({ items: z.array(PolicySchema) }) } } },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await db.select().from(policies).orderBy(asc(policies.id));
      const label = (group: string, name: string) =>
        POLICY_CATALOGUE.find((p) => p.group === group && p.name === name)?.label[locale] ?? `${group}.${name}`;
      return { items: rows.map((row) => ({ ...row, title: label(row.group, row.name) })) };
    },
  );

  app.get(
    '/api/v1/manager/roles',
    { config: can('index'), schema: { tags, response: { 200: z.object({ items: z.array(RoleSchema) }) } } },
    async () => ({
      items: await listRoles(db),
    }),
  );

  app.get(
    '/api/v1/manager/roles/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: RoleSchema } } },
    async (request) => findRole(db, request.params.id),
  );

  app.post(
    '/api/v1/manager/roles',
    { config: can('create'), schema: { tags, body: RoleWriteSchema, response: { 201: RoleSchema } } },
    async (request, reply) =>
      reply.status(201).send(await saveRole(db, requireAuth(request), auditActor(request), request.body)),
  );

  app.put(
    '/api/v1/manager/roles/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: RoleWriteSchema, response: { 200: RoleSchema } },
    },
    async (request) => saveRole(db, requireAuth(request), auditActor(request), request.body, request.params.id),
  );

  app.delete(
    '/api/v1/manager/roles/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteRole(db, auditActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
