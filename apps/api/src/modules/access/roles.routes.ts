import { asc } from 'drizzle-orm';
import { AuditAction, AuditSubject } from '@shahrbazar/domain/enums/audit';
import { z } from 'zod';
import { PolicySchema, RoleSchema, RoleWriteSchema } from '@shahrbazar/domain/api/user.schema';
import { POLICY_CATALOGUE, policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { requestLocale } from '../../http/locale.ts';
import { defineManagerResource, managerPolicies } from '../../http/manager-resource.ts';
import { deleteRole, findRole, listRoles, roleAuditState, saveRole } from './role.service.ts';
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

  defineManagerResource(app, db, {
    path: '/api/v1/manager/roles',
    tags,
    policies: managerPolicies('roles'),
    schemas: { page: z.object({ items: z.array(RoleSchema) }), answer: RoleSchema, create: RoleWriteSchema },
    service: {
      list: async (tx) => ({ items: await listRoles(tx) }),
      get: findRole,
      create: (tx, input, { auth }) => saveRole(tx, auth, input),
      update: (tx, id, input, { auth }) => saveRole(tx, auth, input, id),
      delete: deleteRole,
    },
    audit: {
      subject: AuditSubject.role,
      actions: { create: AuditAction.roleCreated, update: AuditAction.roleChanged, delete: AuditAction.roleDeleted },
      state: roleAuditState,
    },
  });
}
