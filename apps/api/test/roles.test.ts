import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

describe('roles and policies', () => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    const user = await insertUser(db, { mobile: uniqueMobile(), name: 'admin', type: UserType.admin });
    admin = `token=${(await createSession(db, sessionPolicy(testConfig()), { userId: user.id, kind: 'manager', deviceType: 0, userAgent: '', ip: '' })).token}`;
  });
  afterAll(() => app.close());

  it('lists every policy with a Persian title for the role editor', async () => {
    const res = await app.inject({ url: '/api/v1/manager/policies', headers: { cookie: admin } });
    const items: Array<{ group: string; name: string; title: string }> = res.json().items;
    expect(items.find((p) => p.group === 'users' && p.name === 'create')?.title).toBe('کاربران: افزودن');
  });

  it('a manager creates a role with policies, gives it to an employee, who then may call exactly those', async () => {
    const all: Array<{ id: number; group: string; name: string }> = (
      await app.inject({ url: '/api/v1/manager/policies', headers: { cookie: admin } })
    ).json().items;
    const pick = all.filter((p) => p.group === 'users' && p.name === 'index').map((p) => p.id);
    const role = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/roles',
      headers: { cookie: admin },
      payload: { title: 'پشتیبان', policies: JSON.stringify(pick) },
    });
    expect(role.statusCode).toBe(201);
    expect(role.json()).toMatchObject({ title: 'پشتیبان', policies: pick, userCount: 0 });

    const mobile = uniqueMobile();
    const employee = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/users',
      headers: { cookie: admin },
      payload: {
        name: 'کارمند',
        mobile,
        type: UserType.employee,
        role_id: role.json().id,
        password: 'employee-pass-1',
      },
    });
    expect(employee.statusCode).toBe(201);
    const db = (await testDatabase()).db;
    const session = await createSession(db, sessionPolicy(testConfig()), {
      userId: employee.json().id,
      kind: 'manager',
      deviceType: 0,
      userAgent: '',
      ip: '',
    });
    const cookie = `token=${session.token}`;
    expect((await app.inject({ url: '/api/v1/manager/users', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/manager/roles', headers: { cookie } })).statusCode).toBe(403);
    const me = (await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).json();
    expect(me.policies).toEqual([{ group: 'users', name: 'index' }]);

    // Excluding the policy for this one user takes it away, though the role still has it.
    await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/users/${employee.json().id}`,
      headers: { cookie: admin },
      payload: { name: 'کارمند', mobile, excludePolicies: pick },
    });
    expect((await app.inject({ url: '/api/v1/manager/users', headers: { cookie } })).statusCode).toBe(403);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/roles/${role.json().id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ url: `/api/v1/manager/users/${employee.json().id}`, headers: { cookie: admin } })).json()
        .roleId,
    ).toBeNull();
  });

  it('refuses a policy id that does not exist', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/roles',
      headers: { cookie: admin },
      payload: { title: 'x', policies: [999999] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['policies']);
  });
});
