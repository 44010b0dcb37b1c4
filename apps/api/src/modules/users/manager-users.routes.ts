import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { ManagedUserSchema, UserListQuerySchema, UserWriteSchema } from '@shahrbazar/domain/api/user.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assertMayWriteAccount } from '../access/privilege.service.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth, type AuthContext } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import {
  createManagedUser,
  deleteUser,
  listUsers,
  toManagedUsers,
  accountAfter,
  updateManagedUser,
  type UserWriteInput,
} from './managed-user.service.ts';
import type { UserRow } from './user.mapper.ts';
import { findUserById } from './user.repository.ts';

const tags = ['manager: users'];
const can = (group: string, name: string) => ({ access: { panel: 'manager' as const, policy: policy(group, name) } });

/**
 * Guards against escalation: only an admin may touch an admin account or make one; giving a role, a type or
 * excluding policies needs the roles permission; and the privilege rules hold (no credentials of a stronger account,
 * nothing granted beyond the actor's own policies).
 */
async function assertMayWrite(db: Db, auth: AuthContext, input: UserWriteInput, target?: UserRow): Promise<void> {
  if (auth.user.type !== UserType.admin) {
    if (target?.type === UserType.admin || input.type === UserType.admin) throw new AppError('forbidden');
    const touchesAccess =
      input.role_id !== undefined || input.excludePolicies !== undefined || input.type !== undefined;
    if (touchesAccess && !hasPermission({ policies: await auth.policies() }, policy('roles', 'edit'))) {
      throw new AppError('forbidden');
    }
  }
  await assertMayWriteAccount(db, auth, target, accountAfter(input, target), input);
}

/** The back office's users: list with filters and paging, detail, create, edit, delete. */
export function managerUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/manager/users',
    {
      config: can('users', 'index'),
      schema: { tags, querystring: UserListQuerySchema, response: { 200: pageOf(ManagedUserSchema) } },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/api/v1/manager/users/:id',
    { config: can('users', 'index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagedUserSchema } } },
    async (request) => {
      const row = await findUserById(db, request.params.id);
      if (!row) throw new AppError('not_found');
      const [user] = await toManagedUsers(db, [row]);
      return user!;
    },
  );

  app.post(
    '/api/v1/manager/users',
    { config: can('users', 'create'), schema: { tags, body: UserWriteSchema, response: { 201: ManagedUserSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await assertMayWrite(db, auth, request.body);
      const row = await createManagedUser(db, request.body, auth.user.id, auditActor(request));
      const [user] = await toManagedUsers(db, [row]);
      return reply.status(201).send(user!);
    },
  );

  app.put(
    '/api/v1/manager/users/:id',
    {
      config: can('users', 'edit'),
      schema: { tags, params: IdParamsSchema, body: UserWriteSchema, response: { 200: ManagedUserSchema } },
    },
    async (request) => {
      const target = await findUserById(db, request.params.id);
      if (!target) throw new AppError('not_found');
      await assertMayWrite(db, requireAuth(request), request.body, target);
      const [user] = await toManagedUsers(db, [await updateManagedUser(db, target, request.body, auditActor(request))]);
      return user!;
    },
  );

  app.delete(
    '/api/v1/manager/users/:id',
    { config: can('users', 'delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const target = await findUserById(db, request.params.id);
      if (!target) throw new AppError('not_found');
      if (target.id === auth.user.id) {
        throw new AppError('conflict', {
          fa: 'نمی‌توانید حساب خودتان را حذف کنید.',
          en: 'You cannot delete your own account.',
        });
      }
      if (target.type === UserType.admin && auth.user.type !== UserType.admin) throw new AppError('forbidden');
      await deleteUser(db, target.id);
      return reply.status(204).send(null);
    },
  );
}
