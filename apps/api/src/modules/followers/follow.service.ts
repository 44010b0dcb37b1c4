import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Follower, FollowerPage, FollowState } from '@shahrbazar/domain/api/notification.schema';
import { FollowTargetType } from '@shahrbazar/domain/enums/notification';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { NotificationKind, NotificationParams } from '@shahrbazar/domain/rules/notification';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { listingIdsOfOwner, listingSummaries, listingSummary } from '../listings/listing-rows.ts';
import { notify, notifyEach } from '../notify/notification.service.ts';
import { userCardsByIds, userRefsByIds } from '../users/user.repository.ts';
import { follows } from './follow.table.ts';

// Followers (spec: followers, isFollow; issue 14; docs/decisions/0028-notifications.md): a person follows a live
// listing (a booth, an expert…) or another person; the owner sees their followers (/panel/followers), and the
// followers are told of what is new through the notifications (never by SMS: the kinds say so).

export interface FollowTarget {
  type: FollowTargetType;
  id: number;
}

/** The target's owner and title; 404 when there is no such live target. */
async function targetOf(db: Db, target: FollowTarget): Promise<{ ownerId: number; title: string }> {
  if (target.type === FollowTargetType.user) {
    const [row] = await userRefsByIds(db, [target.id]);
    if (!row) throw new AppError('not_found');
    return { ownerId: row.id, title: row.name };
  }
  const row = await listingSummary(db, target.id);
  if (row?.status !== ListingStatus.active) throw new AppError('not_found');
  return { ownerId: row.userId, title: row.title };
}

/** The caller follows a target (again is no change); their own target is refused (422). */
export async function follow(db: Db, userId: number, target: FollowTarget): Promise<FollowState> {
  const { ownerId, title } = await targetOf(db, target);
  if (ownerId === userId) throw new AppError('validation', undefined, { id: 'followOwn' });
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(follows)
      .values({ followerId: userId, targetType: target.type, targetId: target.id })
      .onConflictDoNothing()
      .returning({ id: follows.id });
    if (!made.length) return;
    const [me] = await userRefsByIds(tx, [userId]);
    await notify(tx, ownerId, 'newFollower', { name: me?.name ?? '', target: title });
  });
  return followState(db, userId, target);
}

/** The caller stops following (not following is no change). */
export async function unfollow(db: Db, userId: number, target: FollowTarget): Promise<FollowState> {
  await targetOf(db, target);
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.targetType, target.type), eq(follows.targetId, target.id)));
  return followState(db, userId, target);
}

const ofTarget = (target: FollowTarget) => and(eq(follows.targetType, target.type), eq(follows.targetId, target.id));

/** How many follow a target, and whether the caller (if any) does. */
export async function followState(db: Db, userId: number | undefined, target: FollowTarget): Promise<FollowState> {
  const [row] = await db
    .select({
      n: count(),
      mine: sql<boolean>`coalesce(bool_or(${follows.followerId} = ${userId ?? 0}::integer), false)`,
    })
    .from(follows)
    .where(ofTarget(target));
  return { followers: row?.n ?? 0, isFollow: row?.mine ?? false };
}

/** Follows of what a person owns: themselves and their listings. */
function ownedBy(userId: number): SQL {
  return or(
    and(eq(follows.targetType, FollowTargetType.user), eq(follows.targetId, userId)),
    and(eq(follows.targetType, FollowTargetType.listing), sql`${follows.targetId} in (${listingIdsOfOwner(userId)})`),
  )!;
}

/** The people following what the caller owns, newest first, by keyset. */
export async function followersOf(
  db: Db,
  userId: number,
  page: { cursor?: number | undefined; perPage: number },
): Promise<FollowerPage> {
  const [owner] = await userRefsByIds(db, [userId]);
  const rows = await db
    .select({
      id: follows.id,
      userId: follows.followerId,
      targetType: follows.targetType,
      targetId: follows.targetId,
      createdAt: follows.createdAt,
    })
    .from(follows)
    .where(and(ownedBy(userId), page.cursor === undefined ? undefined : lt(follows.id, page.cursor)))
    .orderBy(desc(follows.id))
    .limit(page.perPage + 1);
  const [total] = await db.select({ n: count() }).from(follows).where(ownedBy(userId));
  const more = rows.length > page.perPage;
  const shown = more ? rows.slice(0, page.perPage) : rows;
  // A follow goes with its follower (on delete cascade): every row's follower is there.
  const follower = new Map(
    (
      await userCardsByIds(
        db,
        shown.map((row) => row.userId),
      )
    ).map((card) => [card.id, card]),
  );
  // The titles of the listings followed on this page, in one query.
  const followed = await listingSummaries(
    db,
    shown.filter((row) => row.targetType === FollowTargetType.listing).map((row) => row.targetId),
  );
  const items: Follower[] = shown.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: follower.get(row.userId)?.name ?? '',
    avatar: follower.get(row.userId)?.avatar ?? '',
    targetType: row.targetType as FollowTargetType,
    targetId: row.targetId,
    targetTitle:
      (row.targetType === FollowTargetType.listing ? followed.get(row.targetId)?.title : undefined) ??
      owner?.name ??
      '',
    registerDate: row.createdAt.toISOString(),
  }));
  return {
    items,
    total: total?.n ?? 0,
    perPage: page.perPage,
    nextCursor: more ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** Tells everyone following a target something (in one statement); answers how many were told. */
export function notifyFollowers(
  db: Db,
  target: FollowTarget,
  kind: NotificationKind,
  params: NotificationParams,
): Promise<number> {
  const receivers = sql`select ${follows.followerId} from ${follows} where ${ofTarget(target)}`;
  return notifyEach(db, receivers, kind, params);
}
