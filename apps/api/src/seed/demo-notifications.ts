import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../modules/notify/notification.table.ts';
import { users } from '../modules/users/user.table.ts';
import { DEMO_USERS } from './demo-accounts.ts';

/** How many of the demo listings' «approved» notifications each demo owner keeps (ADR 0035). */
export const DEMO_APPROVALS_KEPT = 3;

/**
 * The demo listings are approved through the back office's own path (moveListing as a manager), which tells each
 * owner, as it should for a real approval: the demo customer would start with some 25 «آگهی شما تأیید شد» in the
 * bell and, by their settings, as many SMS. Only each demo account's newest few are kept, a realistic start
 * (ADR 0035). Runs in the seed's transaction when demo listings were planted, so the delivery job never sees the
 * others; real users' notifications are never touched.
 */
export async function trimDemoApprovals(db: Db): Promise<number> {
  const mobiles = DEMO_USERS.map((demo) => demo.mobile);
  const owners = await db.select({ id: users.id }).from(users).where(inArray(users.mobile, mobiles));
  let removed = 0;
  for (const owner of owners) {
    const approved = and(eq(notifications.userId, owner.id), eq(notifications.kind, 'listingApproved'));
    const kept = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(approved)
      .orderBy(desc(notifications.id))
      .limit(DEMO_APPROVALS_KEPT);
    if (kept.length < DEMO_APPROVALS_KEPT) continue;
    const ids = kept.map((row) => row.id);
    const gone = await db
      .delete(notifications)
      .where(and(approved, notInArray(notifications.id, ids)))
      .returning({ id: notifications.id });
    removed += gone.length;
  }
  return removed;
}
