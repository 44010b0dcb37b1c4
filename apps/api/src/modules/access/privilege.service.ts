import { inArray } from 'drizzle-orm';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { changesCredentials, isStaff, policiesBeyond } from '@shahrbazar/domain/rules/privilege';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { effectivePolicies } from './access.service.ts';
import { policies } from './role.table.ts';

/** Who is acting: the signed-in user and, loaded once, what they hold. */
export interface Actor {
  user: { id: number; type: number };
  policies(): Promise<PolicyRef[]>;
}

/** An account as the rules read it: its type, role and exclusions (its powers) and its credentials. */
export interface Account {
  id: number;
  type: number;
  roleId: number | null;
  excludePolicies: number[];
  mobile: string | null;
  email: string | null;
}

const GRANTS_BEYOND = {
  fa: 'نمی‌توانید دسترسی‌ای بدهید که خودتان ندارید.',
  en: 'You cannot grant a permission you do not hold yourself.',
};
const HOLDS_MORE = {
  fa: 'نمی‌توانید رمز، موبایل یا ایمیل کاربری را تغییر دهید که دسترسی‌هایی بیش از شما دارد.',
  en: 'You cannot change the password, mobile or e-mail of a user who holds permissions you lack.',
};
const STAFF_CREDENTIALS = {
  fa: 'تغییر رمز، موبایل یا ایمیل کارکنان دسترسی جداگانه‌ای می‌خواهد.',
  en: "Changing a staff member's password, mobile or e-mail needs a permission of its own.",
};

const OWN_REVIEW = {
  fa: 'درخواست، مدرک یا رسید خودتان را نمی‌توانید بررسی کنید؛ همکار دیگری باید آن را بررسی کند.',
  en: 'You cannot review your own request, document or receipt; another member of staff must review it.',
};

/** Separation of duties: nobody decides on their own identity document, receipt or withdrawal. */
export function assertNotOwnReview(ownerId: number, reviewerId: number): void {
  if (ownerId === reviewerId) throw new AppError('forbidden', OWN_REVIEW);
}

/** The (group, name) of policies by id. */
export async function policyRefs(db: Db, ids: readonly number[]): Promise<PolicyRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ group: policies.group, name: policies.name })
    .from(policies)
    .where(inArray(policies.id, [...new Set(ids)]));
}

/** Refuses to grant (by a role, a role change or lifted exclusions) any policy the actor does not hold. */
export async function assertMayGrant(actor: Actor, before: readonly PolicyRef[], after: readonly PolicyRef[]) {
  if (actor.user.type === UserType.admin) return;
  const granted = policiesBeyond(before, after);
  if (granted.length > 0 && policiesBeyond(await actor.policies(), granted).length > 0) {
    throw new AppError('forbidden', GRANTS_BEYOND);
  }
}

/**
 * Refuses a change to another account's credentials (whoever holds them can sign in as its owner) when that account
 * holds any policy the actor lacks, is an admin's and the actor is not, or is staff and the actor lacks the
 * users.credentials policy. One's own account is the profile's business.
 */
export async function assertMayChangeCredentials(db: Db, actor: Actor, target: Account): Promise<void> {
  if (target.id === actor.user.id || actor.user.type === UserType.admin) return;
  if (target.type === UserType.admin) throw new AppError('forbidden', HOLDS_MORE);
  const held = await actor.policies();
  if (policiesBeyond(held, await effectivePolicies(db, target)).length > 0) throw new AppError('forbidden', HOLDS_MORE);
  if (isStaff(target.type) && !hasPermission({ policies: held }, policy('users', 'credentials'))) {
    throw new AppError('forbidden', STAFF_CREDENTIALS);
  }
}

/**
 * The privilege rules of writing an account: no credentials of a stronger account, no policy granted beyond the
 * actor's own. `before` is the stored account (none when creating), `after` the account as the write leaves it.
 */
export async function assertMayWriteAccount(
  db: Db,
  actor: Actor,
  before: Account | undefined,
  after: Omit<Account, 'id'>,
  write: { password?: string | undefined; mobile?: string | undefined; email?: string | undefined },
): Promise<void> {
  if (before && changesCredentials(before, write)) await assertMayChangeCredentials(db, actor, before);
  const was = before ? await effectivePolicies(db, before) : [];
  await assertMayGrant(actor, was, await effectivePolicies(db, after));
}
