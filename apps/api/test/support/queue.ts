import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.ts';
import type { AppServices } from '../../src/http/types.ts';
import { createWorkQueue } from '../../src/jobs/queue-handlers.ts';
import type { WorkQueue } from '../../src/modules/queue/work-queue.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A worker of the durable queue on the test database with these services' drivers, never started: it works on drain(). */
export function testQueue(
  database: Database,
  services: Pick<AppServices, 'sms' | 'mail' | 'push' | 'chatBus'> & Partial<Pick<AppServices, 'paymentGateway'>>,
): WorkQueue {
  return createWorkQueue(database, services, silent, { allowLoopback: true });
}

/**
 * Works every due job of the queue now, as a worker's round does: the notifications' SMS, e-mail, pushes and bells.
 * Other files of this worker's database may leave jobs due too; they are worked with ours.
 */
export function deliverQueued(
  database: Database,
  services: Pick<AppServices, 'sms' | 'mail' | 'push' | 'chatBus'>,
): Promise<number> {
  return testQueue(database, services).drain();
}

/**
 * The queue's clock moved on by `ms` for the jobs still waiting (a reminder due tomorrow, a retry's backoff): the
 * queue keeps the database's clock, which a test cannot move, so their due times move back instead.
 */
export async function passQueueTime(db: Db, ms: number): Promise<void> {
  await db.execute(
    sql`update pgboss.job set start_after = start_after - ${ms} * interval '1 millisecond' where state in ('created', 'retry')`,
  );
}
