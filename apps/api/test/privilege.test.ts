import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { adminSession, roleWith, userWithSession } from './factories/users.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

const p = (group: string, name: string): PolicyRef => ({ group, name });

/**
 * The audit's escalation: an employee whose role has users.edit but no roles policy set other employees' passwords,
 * signed in as them and widened roles. Nobody may now change the credentials of an account holding more than they
 * hold, nor grant what they lack.
 */
describe('privilege escalation among staff', () => {
  let app: App;
  let db: Db;
  let support: { user: { id: number }; cookie: string };
  let supportRole: number;
  let strongRole: number;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    supportRole = await roleWith(db, [p('users', 'index'), p('users', 'edit')]);
    strongRole = await roleWith(db, [
      p('users', 'index'),
      p('users', 'edit'),
      p('roles', 'edit'),
      p('payments', 'index'),
    ]);
    support = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: supportRole });
  });
  afterAll(() => app.close());

  const put = (cookie: string, id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/v1/manager/users/${id}`, headers: { cookie }, payload });
  const me = (cookie: string) => app.inject({ url: '/api/v1/auth/me', headers: { cookie } });

  it("refuses to set a stronger employee's password or mobile, and that employee's session lives on", async () => {
    const strong = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: strongRole });
    const mobile = (await me(strong.cookie)).json().user.mobile as string;
    const byPassword = await put(support.cookie, strong.user.id, { name: 'x', mobile, password: 'taken-over-1' });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json().error.message).toContain('دسترسی‌هایی بیش از شما');
    const byMobile = await put(support.cookie, strong.user.id, { name: 'x', mobile: uniqueMobile() });
    expect(byMobile.statusCode).toBe(403);
    expect((await me(strong.cookie)).statusCode).toBe(200);
  });

  it("refuses an admin's credentials to a non-admin", async () => {
    const admin = await adminSession(db);
    const mobile = (await me(admin.cookie)).json().user.mobile as string;
    expect((await put(support.cookie, admin.user.id, { name: 'x', mobile, password: 'taken-over-1' })).statusCode).toBe(
      403,
    );
  });

  it("changing a staff member's credentials needs users.credentials even when they hold no more", async () => {
    const peer = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: supportRole });
    const mobile = (await me(peer.cookie)).json().user.mobile as string;
    const refused = await put(support.cookie, peer.user.id, { name: 'همکار', mobile, password: 'new-password-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('دسترسی جداگانه‌ای');
    // A profile edit that leaves the credentials as they are is still allowed.
    expect((await put(support.cookie, peer.user.id, { name: 'همکار تازه', mobile })).statusCode).toBe(200);

    const keeper = await userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(db, [p('users', 'index'), p('users', 'edit'), p('users', 'credentials')]),
    });
    expect(
      (await put(keeper.cookie, peer.user.id, { name: 'همکار', mobile, password: 'new-password-1' })).statusCode,
    ).toBe(200);
    // The old session of the account whose password changed is over.
    expect((await me(peer.cookie)).statusCode).toBe(401);
  });

  it("a manager's password change of a client signs the client out everywhere", async () => {
    const client = await userWithSession(db, { kind: 'general' });
    const second = await userWithSession(db, { kind: 'general' });
    const mobile = (await me(client.cookie)).json().user.mobile as string;
    expect(
      (await put(support.cookie, client.user.id, { name: 'مشتری', mobile, password: 'client-pass-1' })).statusCode,
    ).toBe(200);
    expect((await me(client.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(200);
  });

  it('nobody grants by user (role, lifted exclusion) or by role a policy they lack', async () => {
    const roleKeeper = await userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(db, [
        p('users', 'index'),
        p('users', 'edit'),
        p('roles', 'index'),
        p('roles', 'edit'),
        p('roles', 'create'),
      ]),
    });
    const client = await userWithSession(db, { kind: 'general' });
    const mobile = (await me(client.cookie)).json().user.mobile as string;
    const byUser = await put(roleKeeper.cookie, client.user.id, { name: 'x', mobile, role_id: strongRole });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().error.message).toContain('خودتان ندارید');

    const [paymentsIndex] = await policyIds(db, [p('payments', 'index')]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/roles',
      headers: { cookie: roleKeeper.cookie },
      payload: { title: 'مالی', policies: JSON.stringify([paymentsIndex]) },
    });
    expect(created.statusCode).toBe(403);

    const widened = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/roles/${supportRole}`,
      headers: { cookie: roleKeeper.cookie },
      payload: {
        title: 'پشتیبان',
        policies: JSON.stringify(await policyIds(db, [p('users', 'index'), p('payments', 'index')])),
      },
    });
    expect(widened.statusCode).toBe(403);
    // Taking a policy away, or giving one the actor holds, is fine.
    const narrowed = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/roles/${supportRole}`,
      headers: { cookie: roleKeeper.cookie },
      payload: {
        title: 'پشتیبان',
        policies: JSON.stringify(await policyIds(db, [p('users', 'index'), p('users', 'edit')])),
      },
    });
    expect(narrowed.statusCode).toBe(200);

    // Lifting one's own exclusion of a policy is granting it too.
    const [rolesDelete] = await policyIds(db, [p('roles', 'delete')]);
    const excluded = await userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(db, [p('users', 'edit'), p('roles', 'edit'), p('roles', 'delete')]),
    });
    const self = (await me(excluded.cookie)).json().user as { mobile: string };
    const admin = await adminSession(db);
    expect(
      (
        await put(admin.cookie, excluded.user.id, {
          name: 'x',
          mobile: self.mobile,
          excludePolicies: JSON.stringify([rolesDelete]),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await put(excluded.cookie, excluded.user.id, { name: 'x', mobile: self.mobile, excludePolicies: '[]' }))
        .statusCode,
    ).toBe(403);
  });

  it('an agent cannot change the credentials of a user it onboarded who has since become staff', async () => {
    const agent = await userWithSession(db, {
      type: UserType.agent,
      kind: 'agent',
      roleId: await roleWith(db, [p('agentUsers', 'index'), p('agentUsers', 'create'), p('agentUsers', 'edit')]),
    });
    const onboard = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/agent/users',
        headers: { cookie: agent.cookie },
        payload: { name: 'مشتری نماینده', mobile: uniqueMobile() },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; mobile: string };
    };
    const plain = await onboard();
    const agentPut = (id: number, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/v1/agent/users/${id}`, headers: { cookie: agent.cookie }, payload });
    expect((await agentPut(plain.id, { name: 'x', mobile: plain.mobile, password: 'client-pass-1' })).statusCode).toBe(
      200,
    );

    const promoted = await onboard();
    const admin = await adminSession(db);
    expect(
      (
        await put(admin.cookie, promoted.id, {
          name: 'x',
          mobile: promoted.mobile,
          type: UserType.employee,
          role_id: strongRole,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await agentPut(promoted.id, { name: 'x', mobile: promoted.mobile, password: 'taken-over-1' })).statusCode,
    ).toBe(403);
    expect((await agentPut(promoted.id, { name: 'x', mobile: uniqueMobile() })).statusCode).toBe(403);
  });
});
