import { and, count, isNull, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from './notification.table.ts';

/** Work waiting to be done, as /metrics shows it (ADR 0087). */
export interface Backlog {
  queue: string;
  /** Items due and not yet done. */
  depth: number;
  /** How long the oldest of them has been due, in seconds (0 when none). */
  oldestSeconds: number;
}

/**
 * What the delivery job has still to send: notifications due and not delivered (`notifications_due_idx`). This is
 * the one place the queue's depth is read from: a durable queue replaces its body with the queue's own count.
 */
export async function deliveryBacklog(db: Db, now = new Date()): Promise<Backlog[]> {
  const [row] = await db
    .select({ depth: count(), oldest: min(notifications.deliverAt) })
    .from(notifications)
    .where(and(isNull(notifications.deliveredAt), lte(notifications.deliverAt, now)));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return [
    {
      queue: 'notifications',
      depth: Number(row?.depth ?? 0),
      oldestSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    },
  ];
}
