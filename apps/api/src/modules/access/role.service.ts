import { asc, eq, inArray } from 'drizzle-orm';
import type { Role, RoleWriteSchema } from '@shahrbazar/domain/api/user.schema';
import type { UserType } from '@shahrbazar/domain/enums/people';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { roleHolderCount, userCountsByRole } from '../users/user.repository.ts';
import { assertMayGrant, policyRefs, type Actor } from './privilege.service.ts';
import { policies, rolePolicies, roles } from './role.table.ts';

type RoleInput = z.output<typeof RoleWriteSchema>;

/** Every role with its policy ids and how many users hold it. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db.select().from(roles).orderBy(asc(roles.id));
  const links = await db.select().from(rolePolicies);
  const counts = await userCountsByRole(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type as UserType,
    policies: links.filter((link) => link.roleId === row.id).map((link) => link.policyId),
    userCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
  }));
}

/** Roles' titles by id, read at once (a page of users): those gone are missing. */
export async function roleTitlesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: roles.id, title: roles.title })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
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
 * A role as the operator's trail keeps it (ADR 0078): its title, type and policies by name (group.name, sorted), read
 * with the role locked; before a deletion, also how many users held it. Undefined when there is none.
 */
export async function roleAuditState(tx: Db, id: number, moment: { action: string; when: string }) {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) return undefined;
  const held = await tx
    .select({ group: policies.group, name: policies.name })
    .from(rolePolicies)
    .innerJoin(policies, eq(policies.id, rolePolicies.policyId))
    .where(eq(rolePolicies.roleId, id));
  const state = {
    title: row.title,
    type: row.type,
    policies: held.map((policy) => `${policy.group}.${policy.name}`).sort(),
  };
  if (moment.action !== 'delete') return state;
  return { ...state, holders: await roleHolderCount(tx, id) };
}

/**
 * Creates or replaces a role and its policies (the caller runs it in the transaction of its entry in the operator's
 * trail, http/manager-resource.ts). A role gives its policies to everyone holding it: the actor may add only policies
 * they hold themselves (taking any away is allowed).
 */
export async function saveRole(tx: Db, actor: Actor, input: RoleInput, id?: number): Promise<Role> {
  const policyIds = await checkedPolicyIds(tx, input.policies);
  const held =
    id === undefined
      ? []
      : await tx.select({ id: rolePolicies.policyId }).from(rolePolicies).where(eq(rolePolicies.roleId, id));
  await assertMayGrant(
    actor,
    await policyRefs(
      tx,
      held.map((link) => link.id),
    ),
    await policyRefs(tx, policyIds),
  );
  const [row] = id
    ? await tx.update(roles).set({ title: input.title, type: input.type }).where(eq(roles.id, id)).returning()
    : await tx.insert(roles).values({ title: input.title, type: input.type }).returning();
  if (!row) throw new AppError('not_found');
  await tx.delete(rolePolicies).where(eq(rolePolicies.roleId, row.id));
  if (policyIds.length)
    await tx.insert(rolePolicies).values(policyIds.map((policyId) => ({ roleId: row.id, policyId })));
  return findRole(tx, row.id);
}

/** Deletes a role (its holders keep their accounts without it). */
export async function deleteRole(tx: Db, id: number): Promise<void> {
  const [row] = await tx.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  if (!row) throw new AppError('not_found');
}
