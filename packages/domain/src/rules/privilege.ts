import { UserType } from '../enums/people.ts';
import type { PolicyRef } from './permission.ts';

const key = (ref: PolicyRef) => `${ref.group}.${ref.name}`;

/**
 * The policies of `wanted` that `held` does not contain (by group and name), each once: what a change from `held` to
 * `wanted` grants, or what a target holds beyond an actor.
 */
export function policiesBeyond(held: readonly PolicyRef[], wanted: readonly PolicyRef[]): PolicyRef[] {
  const have = new Set(held.map(key));
  const seen = new Set<string>();
  return wanted.filter((ref) => {
    const k = key(ref);
    if (have.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Staff (admins, employees, agents): changing their credentials is a power of its own (policy users.credentials). */
export function isStaff(type: unknown): boolean {
  return type === UserType.admin || type === UserType.employee || type === UserType.agent;
}

/** The credentials of an account: whoever can change one of them can sign in as its owner. */
export interface Credentials {
  mobile: string | null;
  email: string | null;
}

/**
 * Whether a write changes an account's credentials: a new password, or a mobile or e-mail other than the stored one
 * (a field left out is unchanged; an empty e-mail clears it).
 */
export function changesCredentials(
  stored: Credentials,
  write: { password?: string | undefined; mobile?: string | undefined; email?: string | undefined },
): boolean {
  if (write.password) return true;
  if (write.mobile !== undefined && write.mobile !== stored.mobile) return true;
  if (write.email !== undefined && (write.email === '' ? null : write.email) !== stored.email) return true;
  return false;
}
