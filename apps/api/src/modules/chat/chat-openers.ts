import type { Db } from '../../db/client.ts';

/**
 * Whether another module offers a room between two users (issue 29: a chat is opened by what the product offers,
 * never by a button alone): a paid consultation between a patient and the listing's owner, a lawyer project between
 * its client and a lawyer who offered on it. The chat module never imports them; each declares its opener when its
 * routes are registered, as a gate (chat-gates.ts) is declared. `me` opens the room with `peer`.
 */
export type ChatOpener = (db: Db, me: number, peer: number) => Promise<boolean>;

const OPENERS = new Map<string, ChatOpener>();

/** Declares an opener by name (called when the module's routes are registered; registering again replaces it). */
export function registerChatOpener(name: string, opener: ChatOpener): void {
  OPENERS.set(name, opener);
}

/** Whether some module offers a room between `me` and `peer`. */
export async function someOpenerOffers(db: Db, me: number, peer: number): Promise<boolean> {
  for (const opener of OPENERS.values()) if (await opener(db, me, peer)) return true;
  return false;
}
