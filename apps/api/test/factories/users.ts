import { randomUUID } from 'node:crypto';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { Db } from '../../src/db/client.ts';
import { policyIds } from '../../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../../src/modules/access/role.table.ts';
import { sessionPolicy } from '../../src/modules/auth/session-cookie.ts';
import { createSession } from '../../src/modules/auth/session.service.ts';
import { insertUser } from '../../src/modules/users/user.repository.ts';
import { uniqueMobile } from '../support/auth.ts';
import { testConfig } from '../support/test-app.ts';

/** A new user of a type with a signed-in session of a kind: its id and the Cookie header of that session. */
export async function userWithSession(
  db: Db,
  options: { type?: number; kind?: 'general' | 'agent' | 'manager'; roleId?: number | null; name?: string } = {},
) {
  const user = await insertUser(db, {
    mobile: uniqueMobile(),
    name: options.name ?? 'کاربر آزمایشی',
    type: options.type ?? UserType.client,
    roleId: options.roleId ?? null,
  });
  const { token } = await createSession(db, sessionPolicy(testConfig()), {
    userId: user.id,
    kind: options.kind ?? 'general',
    deviceType: 0,
    userAgent: '',
    ip: '',
  });
  return { user, cookie: `token=${token}` };
}

/** An admin signed in to the back office. */
export const adminSession = (db: Db) => userWithSession(db, { type: UserType.admin, kind: 'manager', name: 'مدیر' });

/** Another signed-in session of an existing user, of a kind (a manager also uses the user panel as a customer). */
export async function sessionOf(db: Db, userId: number, kind: 'general' | 'agent' | 'manager'): Promise<string> {
  const { token } = await createSession(db, sessionPolicy(testConfig()), {
    userId,
    kind,
    deviceType: 0,
    userAgent: '',
    ip: '',
  });
  return `token=${token}`;
}

/** A role holding exactly these policies (by group and name). */
export async function roleWith(db: Db, refs: readonly PolicyRef[], type: number = UserType.employee): Promise<number> {
  const [role] = await db
    .insert(roles)
    .values({ title: `role ${randomUUID()}`, type })
    .returning();
  const ids = await policyIds(db, refs);
  if (ids.length) await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
  return role!.id;
}
