import { eq, inArray, sql } from 'drizzle-orm';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import { POLICY_CATALOGUE } from '@shahrbazar/domain/rules/policy-catalogue';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { Db } from '../../db/client.ts';
import { policies, rolePolicies } from './role.table.ts';

/** The policies a user holds through their role, minus their excludePolicies. Admins hold every policy. */
export async function effectivePolicies(
  db: Db,
  user: { type: number; roleId: number | null; excludePolicies: number[] },
): Promise<PolicyRef[]> {
  if (user.type === UserType.admin) return POLICY_CATALOGUE.map(({ group, name }) => ({ group, name }));
  if (user.roleId === null) return [];
  const rows = await db
    .select({ id: policies.id, group: policies.group, name: policies.name })
    .from(rolePolicies)
    .innerJoin(policies, eq(policies.id, rolePolicies.policyId))
    .where(eq(rolePolicies.roleId, user.roleId));
  const excluded = new Set(user.excludePolicies);
  return rows.filter((row) => !excluded.has(row.id)).map(({ group, name }) => ({ group, name }));
}

/** Inserts the catalogue's policies that the database does not have yet; returns how many were added. */
export async function seedPolicies(db: Db): Promise<number> {
  const added = await db
    .insert(policies)
    .values(POLICY_CATALOGUE.map(({ group, name }) => ({ group, name })))
    .onConflictDoNothing({ target: [policies.group, policies.name] })
    .returning({ id: policies.id });
  return added.length;
}

/** Ids of the policies with these (group, name) pairs. */
export async function policyIds(db: Db, refs: readonly PolicyRef[]): Promise<number[]> {
  if (refs.length === 0) return [];
  const keys = refs.map((ref) => `${ref.group}.${ref.name}`);
  const rows = await db
    .select({ id: policies.id })
    .from(policies)
    .where(inArray(sql<string>`${policies.group} || '.' || ${policies.name}`, keys));
  return rows.map((row) => row.id);
}
