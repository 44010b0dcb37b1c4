import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Role, RoleWriteSchema } from '@shahrbazar/domain/api/user.schema';
import type { UserType } from '@shahrbazar/domain/enums/people';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { users } from '../users/user.table.ts';
import { assertMayGrant, policyRefs, type Actor } from './privilege.service.ts';
import { policies, rolePolicies, roles } from './role.table.ts';

type RoleInput = z.output<typeof RoleWriteSchema>;

/** Every role with its policy ids and how many users hold it. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db.select().from(roles).orderBy(asc(roles.id));
  const links = await db.select().from(rolePolicies);
  const counts = await db.select({ roleId: users.roleId, n: count() }).from(users).groupBy(users.roleId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type as UserType,
    policies: links.filter((link) => link.roleId === row.id).map((link) => link.policyId),
    userCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
  }));
}

export async function findRole(db: Db, id: number): Promise<Role> {
  const role = (await listRoles(db)).find((r) => r.id === id);
  if (!role) throw new AppError('not_found');
  return role;
}

/** Policy ids that exist; an unknown id in a role's list is a field error rather than a silent drop. */
async function checkedPolicyIds(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: policies.id }).from(policies).where(inArray(policies.id, unique));
  if (found.length !== unique.length) throw new AppError('validation', undefined, { policies: 'invalid' });
  return unique;
}

/**
 * Creates or replaces a role and its policies in one transaction. A role gives its policies to everyone holding it:
 * the actor may add only policies they hold themselves (taking any away is allowed).
 */
export async function saveRole(db: Db, actor: Actor, input: RoleInput, id?: number): Promise<Role> {
  const policyIds = await checkedPolicyIds(db, input.policies);
  const before = id ? (await findRole(db, id)).policies : [];
  await assertMayGrant(actor, await policyRefs(db, before), await policyRefs(db, policyIds));
  const roleId = await db.transaction(async (tx) => {
    const [row] = id
      ? await tx.update(roles).set({ title: input.title, type: input.type }).where(eq(roles.id, id)).returning()
      : await tx.insert(roles).values({ title: input.title, type: input.type }).returning();
    if (!row) throw new AppError('not_found');
    await tx.delete(rolePolicies).where(eq(rolePolicies.roleId, row.id));
    if (policyIds.length)
      await tx.insert(rolePolicies).values(policyIds.map((policyId) => ({ roleId: row.id, policyId })));
    return row.id;
  });
  return findRole(db, roleId);
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  if (deleted.length === 0) throw new AppError('not_found');
}
