import { asc, eq, inArray } from 'drizzle-orm';
import type { Role, RoleWriteSchema } from '@shahrbazar/domain/api/user.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import type { UserType } from '@shahrbazar/domain/enums/people';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
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
 * A role as the operator's trail keeps it: its title, type and policies by name (group.name, sorted), read with the
 * role locked; undefined when there is none.
 */
async function roleState(tx: Db, id: number) {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) return undefined;
  const held = await tx
    .select({ id: policies.id, group: policies.group, name: policies.name })
    .from(rolePolicies)
    .innerJoin(policies, eq(policies.id, rolePolicies.policyId))
    .where(eq(rolePolicies.roleId, id));
  return {
    ids: held.map((policy) => policy.id),
    state: {
      title: row.title,
      type: row.type,
      policies: held.map((policy) => `${policy.group}.${policy.name}`).sort(),
    },
  };
}

/**
 * Creates or replaces a role and its policies in one transaction, the change in the operator's trail (ADR 0078). A
 * role gives its policies to everyone holding it: the actor may add only policies they hold themselves (taking any
 * away is allowed).
 */
export async function saveRole(db: Db, actor: Actor, by: AuditActor, input: RoleInput, id?: number): Promise<Role> {
  const policyIds = await checkedPolicyIds(db, input.policies);
  const roleId = await db.transaction(async (tx) => {
    const before = id === undefined ? undefined : await roleState(tx, id);
    if (id !== undefined && !before) throw new AppError('not_found');
    await assertMayGrant(actor, await policyRefs(tx, before?.ids ?? []), await policyRefs(tx, policyIds));
    const [row] = id
      ? await tx.update(roles).set({ title: input.title, type: input.type }).where(eq(roles.id, id)).returning()
      : await tx.insert(roles).values({ title: input.title, type: input.type }).returning();
    if (!row) throw new AppError('not_found');
    await tx.delete(rolePolicies).where(eq(rolePolicies.roleId, row.id));
    if (policyIds.length)
      await tx.insert(rolePolicies).values(policyIds.map((policyId) => ({ roleId: row.id, policyId })));
    await recordAudit(tx, {
      by,
      action: before ? AuditAction.roleChanged : AuditAction.roleCreated,
      subject: { type: 'role', id: row.id },
      targetUserId: null,
      before: before?.state ?? null,
      after: (await roleState(tx, row.id))?.state ?? null,
    });
    return row.id;
  });
  return findRole(db, roleId);
}

/** Deletes a role (its holders keep their accounts without it), the deletion in the operator's trail. */
export async function deleteRole(db: Db, by: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await roleState(tx, id);
    if (!before) throw new AppError('not_found');
    const holders = await roleHolderCount(tx, id);
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, {
      by,
      action: AuditAction.roleDeleted,
      subject: { type: 'role', id },
      targetUserId: null,
      before: { ...before.state, holders },
      after: null,
    });
  });
}
