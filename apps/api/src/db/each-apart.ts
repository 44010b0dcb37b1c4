import type { Db } from './client.ts';

// A periodic round's items, each apart (docs/decisions/0101-periodic-rounds-on-the-durable-queue.md): one item's
// change in a transaction of its own, so a bad item rolls back alone and the others are done; the round's job then
// fails and the queue tries it again, when what was done is no longer due (each change is guarded) and only the bad
// item is tried.

/** Some items of a round failed (the others were done): the round's job fails with this and is tried again. */
export class RoundItemsFailed extends Error {
  constructor(
    readonly failed: number,
    readonly done: number,
    first: unknown,
  ) {
    // The database's own words (a failed query's cause), never the statement's values.
    let root = first;
    while (root instanceof Error && root.cause instanceof Error) root = root.cause;
    const reason = root instanceof Error ? root.message : String(root);
    super(`${failed} item(s) of the round failed (${done} done): ${reason}`.slice(0, 480), { cause: first });
    this.name = 'RoundItemsFailed';
  }
}

/**
 * Runs `work` for each item in a transaction of its own (a savepoint when `db` is already a transaction). `work`
 * answers whether it changed anything: false when the item's guard found it done already (another round, a request).
 * Answers how many items were changed; once every item was tried, throws RoundItemsFailed if any threw.
 */
export async function eachApart<T>(
  db: Db,
  items: Iterable<T>,
  work: (tx: Db, item: T) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  let failed = 0;
  let first: unknown;
  for (const item of items) {
    try {
      if (await db.transaction((tx) => work(tx, item))) done += 1;
    } catch (error) {
      failed += 1;
      first ??= error;
    }
  }
  if (failed > 0) throw new RoundItemsFailed(failed, done, first);
  return done;
}
