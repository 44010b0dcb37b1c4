import type { Db } from '../../db/client.ts';

/**
 * What may be commented on: for each item type, whether an item of that id exists and is open to comments (a live
 * listing). The listing core provides one per vertical (listings/listing-comment-targets.ts); booths and products
 * will add theirs.
 */
export type CommentTargets = ReadonlyMap<string, (db: Db, id: number) => Promise<boolean>>;
