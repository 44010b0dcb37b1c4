import type { Db } from '../../db/client.ts';
import { isOwnRecord } from '../access/record-access.ts';
import type { AuthContext } from '../auth/access-control.ts';
import { favoritedAmong, favoritesUpTo } from './listing.repository.ts';

// A signed-in caller's own marks on the cards of a public list (issue 32): the list is everyone's (kept as a visitor's
// answer is), the marks are the caller's, put on a copy of each card. A page's calls share one session object
// (page-session.ts), so its favourites are read once for all the lists of the page, not once per list.

/** Up to this many favourites are read at once; a caller with more has each list's cards looked up instead. */
const FAVORITES_AT_ONCE = 500;

const favoritesOfSession = new WeakMap<AuthContext, Promise<Set<number> | null>>();

/** Of these listings, the ones the caller has favorited: from the session's one read when it holds them all. */
export async function callerFavoritesAmong(db: Db, auth: AuthContext, ids: number[]): Promise<Set<number>> {
  let all = favoritesOfSession.get(auth);
  if (!all) {
    all = favoritesUpTo(db, auth.user.id, FAVORITES_AT_ONCE);
    favoritesOfSession.set(auth, all);
    // A failed read is not kept: the next list of the page asks again.
    all.catch(() => favoritesOfSession.delete(auth));
  }
  return (await all) ?? favoritedAmong(db, auth.user.id, ids);
}

interface MarkableCard {
  id: number;
  user: { id: number };
  isFavorite: boolean;
  isMine: boolean;
}

/** Copies of the cards with the caller's marks: favourited, and theirs (the shared cards are not changed). */
export function markedCards<C extends MarkableCard>(cards: readonly C[], userId: number, favorites: Set<number>): C[] {
  return cards.map((card) => ({
    ...card,
    isFavorite: favorites.has(card.id),
    isMine: isOwnRecord(userId, 'listing', { userId: card.user.id }),
  }));
}
