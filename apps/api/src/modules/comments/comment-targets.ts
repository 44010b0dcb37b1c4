import type { Db } from '../../db/client.ts';

/** Who owns a commented item, what it is called and where it is (the owner is told of a new comment, issue 29). */
export interface CommentItemOwner {
  userId: number;
  title: string;
  path: string;
}

/**
 * What may be commented on: for each item type, whether an item of that id exists and is open to comments (a live
 * listing), and who owns it. The listing core provides one per vertical (listings/listing-comment-targets.ts); booths
 * and products will add theirs.
 */
export interface CommentTarget {
  exists: (db: Db, id: number) => Promise<boolean>;
  owner: (db: Db, id: number) => Promise<CommentItemOwner | undefined>;
}

export type CommentTargets = ReadonlyMap<string, CommentTarget>;
