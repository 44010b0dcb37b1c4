import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { banners } from './banner.table.ts';

/** How often the views counted in memory are written. */
const FLUSH_EVERY_MS = 5_000;

/**
 * Banner views, counted in memory and written in one statement every few seconds (ADR 0136). A home page shows its
 * six banners on every render: an UPDATE of the same rows per page was a statement (~0.4 ms of CPU) and a row lock
 * that every visitor of the moment waited on in turn. Each process adds its own counts (`views = views + n`), so
 * several processes never lose one; a failed write keeps its counts for the next; closing the app writes what is left.
 * What a crash loses is at most the last few seconds of views.
 */
export interface BannerViews {
  /** One view of each of these banners. */
  count(ids: readonly number[]): void;
  /** Views counted here and not yet written. */
  pending(id: number): number;
  /** Writes the views counted so far (the back office reads the table after it). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createBannerViews(db: Db, log?: FastifyBaseLogger, everyMs = FLUSH_EVERY_MS): BannerViews {
  let counts = new Map<number, number>();
  // The counts of the write under way: still pending until it is done.
  let inFlight = new Map<number, number>();
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = async (): Promise<void> => {
    if (counts.size === 0) return;
    const batch = counts;
    counts = new Map();
    inFlight = batch;
    try {
      const ids = [...batch.keys()];
      const added: SQL = sql`case ${banners.id} ${sql.join(
        ids.map((id) => sql`when ${id} then ${batch.get(id) ?? 0}`),
        sql` `,
      )} else 0 end`;
      await db
        .update(banners)
        .set({ views: sql`${banners.views} + ${added}` })
        .where(inArray(banners.id, ids));
    } catch (error) {
      // Kept for the next write: a view is never dropped because the database was away for a moment.
      for (const [id, n] of batch) counts.set(id, (counts.get(id) ?? 0) + n);
      throw error;
    } finally {
      inFlight = new Map();
    }
  };
  // One write at a time, in order: a flush waits for the write under way and then writes what came since.
  const flush = (): Promise<void> => {
    writing = writing.catch(() => undefined).then(write);
    return writing;
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().catch((error: unknown) => {
        log?.warn({ err: error }, 'banner views could not be written; kept for the next write');
        schedule();
      });
    }, everyMs);
    timer.unref();
  };

  return {
    count(ids) {
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      if (ids.length > 0) schedule();
    },
    pending: (id) => (counts.get(id) ?? 0) + (inFlight.get(id) ?? 0),
    flush,
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      // The app closes whatever happens: views that cannot be written now are reported, not retried.
      await flush().catch((error: unknown) => {
        log?.error({ err: error, banners: counts.size }, 'banner views could not be written at close');
      });
    },
  };
}
