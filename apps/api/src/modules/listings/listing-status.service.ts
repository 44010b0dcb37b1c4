import { and, eq } from 'drizzle-orm';
import { listingAuditAction } from '@shahrbazar/domain/enums/audit';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import { emitWebhook } from '../webhooks/webhook.service.ts';
import { notify } from '../notify/notification.service.ts';
import { canTransition, isFreePackage, type ListingActor } from '@shahrbazar/domain/rules/listing-status';
import type { ListingNoun } from '@shahrbazar/domain/rules/listing-noun';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { packagesByIds, subscriptionsByIds } from '../packages/package-lookup.ts';
import { activateSubscription } from '../packages/subscription.service.ts';
import { listings } from './listing.table.ts';
import type { ListingRow } from './listing.repository.ts';

/** What waits for a manager's verdict: a free listing under review, a paid one waiting for confirmation. */
const UNDER_REVIEW: ReadonlySet<number> = new Set([ListingStatus.pending, ListingStatus.paidWaitingConfirmation]);

const NOT_ALLOWED = {
  fa: 'این تغییر وضعیت برای این آگهی مجاز نیست.',
  en: 'This listing cannot be moved to that status.',
};

/**
 * Moves a listing to another status if the status machine lets `actor` do it (packages/domain
 * rules/listing-status.ts), in one guarded UPDATE: a concurrent move from the same status wins once, the other gets
 * 409. The message is the manager's word to the owner (kept on rejection and deactivation).
 *
 * A listing on a free package that goes live without days left (the first approval, or a renewal approved after its
 * term ran out) gets the package's days here, in the same transaction, so its term runs and renewal is offered when
 * it ends; a paid package's subscription is activated by billing when the payment is confirmed. `subscriptionType`
 * is the vertical's.
 */
export async function moveListing(
  db: Db,
  row: ListingRow,
  to: number,
  actor: ListingActor,
  options: { message?: string; subscriptionType?: number; noun?: ListingNoun; by?: AuditActor } = {},
): Promise<ListingRow> {
  if (!canTransition(row.status, to, actor)) throw new AppError('conflict', NOT_ALLOWED);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(listings)
      .set({
        status: to,
        moderationMessage: actor === 'manager' ? (options.message ?? '') : row.moderationMessage,
        updatedAt: new Date(),
      })
      .where(and(eq(listings.id, row.id), eq(listings.status, row.status)))
      .returning();
    if (!updated) throw new AppError('conflict', NOT_ALLOWED);
    // A manager's move (`by`: who, from where) is entered in the operator's trail, in this transaction (ADR 0078).
    if (actor === 'manager' && options.by) {
      await recordAudit(tx, {
        by: options.by,
        action: listingAuditAction(row.status, to),
        subject: { type: 'listing', id: row.id },
        targetUserId: row.userId,
        before: { status: row.status, message: row.moderationMessage, vertical: row.vertical },
        after: { status: updated.status, message: updated.moderationMessage, vertical: updated.vertical },
      });
    }
    // The back office's verdict on a listing under review (free, or paid and waiting for confirmation: issue 29)
    // reaches its owner in its vertical's words (ADR 0028).
    if (actor === 'manager' && UNDER_REVIEW.has(row.status) && !UNDER_REVIEW.has(to)) {
      const kind = to === ListingStatus.active ? 'listingApproved' : 'listingRejected';
      await emitWebhook(tx, updated.userId, to === ListingStatus.active ? 'listing.approved' : 'listing.rejected', {
        listingId: updated.id,
        vertical: updated.vertical,
        title: updated.title,
        status: updated.status,
        message: updated.moderationMessage,
      });
      await notify(tx, updated.userId, kind, {
        listingId: updated.id,
        title: updated.title,
        ...(options.noun ? { noun: options.noun } : {}),
      });
    }
    if (to !== ListingStatus.active || updated.packageId === null || options.subscriptionType === undefined) {
      return updated;
    }
    const pkg = (await packagesByIds(tx, [updated.packageId])).get(updated.packageId);
    if (!pkg || !isFreePackage(pkg) || pkg.status !== PackageStatus.active) return updated;
    // Days still running: going live again (reinstated, an edit approved) does not add any.
    if (updated.subscriptionId !== null) {
      const current = (await subscriptionsByIds(tx, [updated.subscriptionId], new Date())).get(updated.subscriptionId);
      if (current && current.remainingTime > 0) return updated;
    }
    const subscription = await activateSubscription(tx, {
      type: options.subscriptionType,
      itemId: updated.id,
      userId: updated.userId,
      packageId: pkg.id,
    });
    const [withSubscription] = await tx
      .update(listings)
      .set({ subscriptionId: subscription.id })
      .where(eq(listings.id, updated.id))
      .returning();
    return withSubscription ?? updated;
  });
}
