import { and, eq } from 'drizzle-orm';
import type { Comment } from '@shahrbazar/domain/api/comment.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { COMMENT_MESSAGES } from '@shahrbazar/domain/rules/rating';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { CommentTargets } from './comment-targets.ts';
import { findComment } from './comment.repository.ts';
import { comments } from './comment.table.ts';
import { notify } from '../notify/notification.service.ts';
import { lockRating, refreshRating } from './rating.service.ts';

// Comments and scores (docs/decisions/0018-comments-and-ratings.md). A comment waits for the back office; only
// approved ones are shown and counted in the item's rating, which is rewritten in the moderation's transaction.

export interface CommentInput {
  type: string;
  item_id: number;
  description: string;
  score?: number | undefined;
}

/** The caller's comment on an item that exists and is open to comments; one score per user per item (409). */
export async function postComment(db: Db, targets: CommentTargets, userId: number, input: CommentInput) {
  const target = targets.get(input.type);
  if (!target) throw new AppError('validation', undefined, { type: 'invalid' });
  if (!(await target.exists(db, input.item_id))) throw new AppError('not_found', COMMENT_MESSAGES.itemNotFound);
  try {
    const [row] = await db
      .insert(comments)
      .values({
        userId,
        type: input.type,
        itemId: input.item_id,
        description: input.description,
        score: input.score ?? null,
        status: CommentStatus.pending,
      })
      .returning({ id: comments.id });
    if (!row) throw new Error('comment insert returned no row');
    return (await findComment(db, row.id))!;
  } catch (error) {
    if (uniqueViolation(error) === 'comments_one_score_uq')
      throw new AppError('conflict', COMMENT_MESSAGES.alreadyScored);
    throw error;
  }
}

/**
 * Approves or rejects a comment: the item's rating row is locked, the comment moved, and the rating counted again,
 * in one transaction. A comment published now (it was not approved before) is news to the item's owner (issue 29):
 * told in the same transaction, unless they wrote it themselves.
 */
export async function moderateComment(
  db: Db,
  id: number,
  status: CommentStatus,
  targets?: CommentTargets,
): Promise<Comment> {
  const found = await findComment(db, id);
  if (!found) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const item = { type: found.type, itemId: found.itemId };
    await lockRating(tx, item);
    const [before] = await tx
      .select({ status: comments.status })
      .from(comments)
      .where(eq(comments.id, id))
      .for('update');
    const moved = await tx.update(comments).set({ status }).where(eq(comments.id, id)).returning({ id: comments.id });
    if (moved.length === 0 || !before) throw new AppError('not_found');
    await refreshRating(tx, item);
    if (status === CommentStatus.approved && before.status !== CommentStatus.approved) {
      const owner = await targets?.get(found.type)?.owner(tx, found.itemId);
      // eslint-disable-next-line no-restricted-syntax -- not an access check: nobody is told of their own comment
      if (owner && owner.userId !== found.userId) {
        await notify(tx, owner.userId, 'commentNew', {
          noun: found.type,
          title: owner.title,
          name: found.userName,
          path: owner.path,
          ...(found.score ? { score: found.score } : {}),
        });
      }
    }
  });
  return (await findComment(db, id))!;
}

/** Deletes a comment and counts its item's rating again (404 when there is none). */
export async function deleteComment(db: Db, id: number): Promise<void> {
  const found = await findComment(db, id);
  if (!found) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const item = { type: found.type, itemId: found.itemId };
    await lockRating(tx, item);
    await tx.delete(comments).where(and(eq(comments.id, id)));
    await refreshRating(tx, item);
  });
}
