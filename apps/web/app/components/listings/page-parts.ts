import { chunkOnce, type Tracked } from '../../lib/chunk-once.ts';
import type { SignedInParts } from './signed-in-parts.ts';
import type { PurchasePanel } from './purchase-buttons.tsx';
import type { SignedInActions } from '../layout/account-actions.tsx';

/** What each chunk of a listing's page's own blocks holds. */
export interface PageParts {
  /** The owner's «نردبان» and «تمدید» (ADR 0107). */
  owner: { PurchasePanel: typeof PurchasePanel };
  /** The forms a signed-in visitor gets: a comment, a report. */
  signedIn: SignedInParts;
  /** The header's actions of a signed-in person, on every page (layout/account-actions.tsx). */
  account: { SignedInActions: typeof SignedInActions };
}

export type PagePartName = keyof PageParts;

/**
 * A listing's page's blocks that only some visitors see, each in a chunk of its own (ADR 0129): a visitor who is not
 * signed in, most of them and every first visit, downloads neither the forms nor the owner's panel. As a vertical's
 * own blocks (verticals/detail-parts.ts, ADR 0068), the page's loader awaits those it draws, so the server's HTML holds
 * them whole, and entry.client loads those the page names (`data-page-parts`) before it hydrates the page.
 */
const PARTS: { [N in PagePartName]: () => Tracked<PageParts[N]> } = {
  owner: chunkOnce(() => import('./purchase-buttons.tsx').then(({ PurchasePanel }) => ({ PurchasePanel }))),
  signedIn: chunkOnce(() => import('./signed-in-parts.ts').then((module) => module.signedInParts)),
  account: chunkOnce(() =>
    import('../layout/account-actions.tsx').then(({ SignedInActions }) => ({ SignedInActions })),
  ),
};

/** The names of the page's parts, as `data-page-parts` carries them. */
export const PAGE_PART_NAMES = Object.keys(PARTS) as PagePartName[];

/** One chunk of the page's parts, loaded once (a chunk that failed to arrive is asked for again next time). */
export function pageParts<N extends PagePartName>(name: N): Tracked<PageParts[N]> {
  return PARTS[name]();
}
