import { randomInt } from 'node:crypto';
import type { PackageWrite } from '@shahrbazar/domain/api/package.schema';
import { PackageType, PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { Db } from '../../src/db/client.ts';
import { sessionPolicy } from '../../src/modules/auth/session-cookie.ts';
import { createSession } from '../../src/modules/auth/session.service.ts';
import { packages } from '../../src/modules/packages/package.table.ts';
import { activateSubscription } from '../../src/modules/packages/subscription.service.ts';
import { insertUser } from '../../src/modules/users/user.repository.ts';
import { uniqueMobile } from '../support/auth.ts';
import { testConfig } from '../support/test-app.ts';
import { userWithSession } from './users.ts';

/** A title no other test uses. */
export const uniqueTitle = (prefix = 'بسته آزمون') => `${prefix} ${Date.now().toString(36)}${randomInt(0, 1e6)}`;

/** A valid paid subscription package for ads (30 days, 50,000 toman), as a manager sends it. */
export function packageWrite(overrides: Partial<PackageWrite> = {}): PackageWrite {
  return {
    planType: PlanType.subscription,
    type: PackageType.ads,
    categoryTitle: 'نردبان',
    title: uniqueTitle(),
    description: 'آگهی شما هر روز به بالای فهرست می‌رود.',
    price: 50_000,
    percentage: 0,
    days: 30,
    accessPermissions: [],
    location: '',
    status: PackageStatus.active,
    ...overrides,
  };
}

/** A package row straight in the database (for services tested without the API). */
export async function insertPackage(db: Db, overrides: Partial<PackageWrite> = {}) {
  const input = packageWrite(overrides);
  const [row] = await db
    .insert(packages)
    .values({
      planType: input.planType,
      type: input.type,
      title: input.title,
      price: input.price,
      percentage: input.percentage ?? 0,
      days: input.days,
      status: input.status ?? PackageStatus.active,
    })
    .returning();
  if (!row) throw new Error('package insert returned no row');
  return row;
}

/** A manager-panel session cookie for a new user of `type` (an admin holds every policy; an employee none). */
export async function managerCookie(db: Db, type: UserType = UserType.admin): Promise<{ cookie: string; id: number }> {
  const user = await insertUser(db, { mobile: uniqueMobile(), name: 'مدیر آزمون', type });
  const session = await createSession(db, sessionPolicy(testConfig()), {
    userId: user.id,
    kind: 'manager',
    deviceType: 0,
    userAgent: '',
    ip: '',
  });
  return { cookie: `token=${session.token}`, id: user.id };
}

/** A signed-in person subscribed to the rewarder plan `planId` (city ads pay them for watching, ADR 0023). */
export async function rewarderOf(db: Db, planId: number) {
  const viewer = await userWithSession(db, { name: 'بیننده' });
  await activateSubscription(db, {
    type: SubscriptionType.rewarder,
    itemId: viewer.user.id,
    userId: viewer.user.id,
    packageId: planId,
  });
  return viewer;
}
