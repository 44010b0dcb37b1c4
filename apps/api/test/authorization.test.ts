import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import { AGENT_POLICY_GROUPS, POLICY_CATALOGUE } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import type { RouteAccess } from '../src/modules/auth/access-control.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

/**
 * The authorization table: every manager and agent endpoint, called by anonymous, a client, an agent, an employee
 * without the endpoint's policy, an employee with exactly that policy, and an admin.
 */
describe('authorization table of every manager and agent endpoint', () => {
  let app: App;
  let routes: RouteAccess[];
  const cookies: Record<string, string> = {};
  let employeeRoleId = 0;

  const actor = async (
    key: string,
    type: number,
    kind: 'general' | 'agent' | 'manager',
    roleId: number | null = null,
  ) => {
    const db = (await testDatabase()).db;
    const user = await insertUser(db, { mobile: uniqueMobile(), name: key, type, roleId });
    const { token } = await createSession(db, sessionPolicy(testConfig()), {
      userId: user.id,
      kind,
      deviceType: 0,
      userAgent: 'test',
      ip: '127.0.0.1',
    });
    cookies[key] = `token=${token}`;
  };

  /** Gives the employee's role exactly one policy (or none). */
  const grant = async (ref: PolicyRef | null) => {
    const db = (await testDatabase()).db;
    await db.delete(rolePolicies).where(eq(rolePolicies.roleId, employeeRoleId));
    const ids = ref ? await policyIds(db, [ref]) : [];
    if (ids.length) await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: employeeRoleId, policyId })));
  };

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    routes = app.routeAccess.filter((r) => /^\/api\/v1\/(manager|agent)\//.test(r.url));
    const [employeeRole] = await db.insert(roles).values({ title: 'table', type: UserType.employee }).returning();
    employeeRoleId = employeeRole!.id;
    const [agentRole] = await db.insert(roles).values({ title: 'table agent', type: UserType.agent }).returning();
    const [fullAgentRole] = await db.insert(roles).values({ title: 'agents', type: UserType.agent }).returning();
    const agentPolicies = await policyIds(
      db,
      POLICY_CATALOGUE.filter((p) => AGENT_POLICY_GROUPS.includes(p.group)),
    );
    await db.insert(rolePolicies).values(agentPolicies.map((policyId) => ({ roleId: fullAgentRole!.id, policyId })));
    await actor('client', UserType.client, 'general');
    await actor('agentNoRole', UserType.agent, 'agent', agentRole!.id);
    await actor('agent', UserType.agent, 'agent', fullAgentRole!.id);
    await actor('employee', UserType.employee, 'manager', employeeRoleId);
    await actor('admin', UserType.admin, 'manager');
  });
  afterAll(() => app.close());

  const call = (route: RouteAccess, cookie?: string) =>
    app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:id\b/g, '999999'),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      headers: cookie ? { cookie } : {},
    });
  const denied = (status: number) => status === 401 || status === 403;

  it('covers the back office and the agent panel', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.some((r) => r.url.startsWith('/api/v1/agent/'))).toBe(true);
  });

  it('refuses anonymous callers with 401 and clients with 403, everywhere', async () => {
    for (const route of routes) {
      expect((await call(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect((await call(route, cookies.client)).statusCode, `${route.method} ${route.url} client`).toBe(403);
    }
  });

  it("lets an employee in only with the endpoint's own policy; admins everywhere in the back office", async () => {
    for (const route of routes) {
      if (typeof route.access !== 'object' || !('policy' in route.access))
        throw new Error(`${route.url} has no policy`);
      const label = `${route.method} ${route.url}`;
      await grant(null);
      expect((await call(route, cookies.employee)).statusCode, `${label} employee without policy`).toBe(403);
      await grant(route.access.policy);
      const withPolicy = (await call(route, cookies.employee)).statusCode;
      const admin = (await call(route, cookies.admin)).statusCode;
      if (route.access.panel === 'manager') {
        expect(denied(withPolicy), `${label} employee with policy got ${withPolicy}`).toBe(false);
        expect(denied(admin), `${label} admin got ${admin}`).toBe(false);
        expect((await call(route, cookies.agentNoRole)).statusCode, `${label} agent`).toBe(403);
      } else {
        // Agent endpoints need an agent session: managers (even admins) are refused, agents need the policy.
        expect(withPolicy, `${label} employee`).toBe(403);
        expect(admin, `${label} admin in the back office`).toBe(403);
        expect((await call(route, cookies.agentNoRole)).statusCode, `${label} agent without policy`).toBe(403);
        const agent = (await call(route, cookies.agent)).statusCode;
        expect(denied(agent), `${label} agent with the policy got ${agent}`).toBe(false);
      }
    }
  });
});
