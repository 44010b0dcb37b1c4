import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { ManagedUserSchema, UserListQuerySchema, UserWriteSchema } from '@shahrbazar/domain/api/user.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { assertMayWriteAccount } from '../access/privilege.service.ts';
import {
  accountAfter,
  createManagedUser,
  listUsers,
  toManagedUsers,
  updateManagedUser,
} from './managed-user.service.ts';
import { findUserCreatedBy } from './user.repository.ts';

const tags = ['agent: users'];
const can = (name: string) => ({ access: { panel: 'agent' as const, policy: policy('agentUsers', name) } });
/** What an agent may set on the users it onboards: their profile, not their type, role or permissions. */
const AgentUserWriteSchema = UserWriteSchema.omit({ type: true, role_id: true, excludePolicies: true, status: true });

/** The users an agent onboards: an agent sees and changes only the users it created. */
export function agentUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/v1/agent/users',
    {
      config: can('index'),
      schema: { tags, querystring: UserListQuerySchema, response: { 200: pageOf(ManagedUserSchema) } },
    },
    async (request) => listUsers(db, request.query, requireAuth(request).user.id),
  );

  app.get(
    '/api/v1/agent/users/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ManagedUserSchema } } },
    async (request) => {
      const row = await findUserCreatedBy(db, request.params.id, requireAuth(request).user.id);
      if (!row) throw new AppError('not_found');
      const [user] = await toManagedUsers(db, [row]);
      return user!;
    },
  );

  app.post(
    '/api/v1/agent/users',
    { config: can('create'), schema: { tags, body: AgentUserWriteSchema, response: { 201: ManagedUserSchema } } },
    async (request, reply) => {
      const row = await createManagedUser(db, { ...request.body, type: UserType.client }, requireAuth(request).user.id);
      const [user] = await toManagedUsers(db, [row]);
      return reply.status(201).send(user!);
    },
  );

  app.put(
    '/api/v1/agent/users/:id',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: AgentUserWriteSchema, response: { 200: ManagedUserSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const own = await findUserCreatedBy(db, request.params.id, auth.user.id);
      if (!own) throw new AppError('not_found');
      // A user the agent onboarded may since have become staff: the same privilege rules as the back office's.
      await assertMayWriteAccount(db, auth, own, accountAfter(request.body, own), request.body);
      const [user] = await toManagedUsers(db, [await updateManagedUser(db, own, request.body)]);
      return user!;
    },
  );
}
