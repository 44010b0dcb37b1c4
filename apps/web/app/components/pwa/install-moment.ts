import { INSTALL_OFFER } from '../../lib/service-worker.tsx';

// When the install card is due, apart from the card (install-offer.tsx): the root reads it on every page the browser
// offers to install the site, and loads the card's code only for a page that shows it. Lighthouse's Chrome is offered
// installation, so the card's chunk was on every page it measured (ADR 0129).

/** What Chrome's `beforeinstallprompt` event gives: the browser's own install dialog, once. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const SEEN_KEY = 'shahrbazar:pagesSeen';
const DISMISSED_KEY = 'shahrbazar:installDismissed';
/** Pages seen in this visit before the offer shows: someone who came back for more, not a first glance. */
export const PAGES_BEFORE_OFFER = 3;
const QUIET_DAYS = 30;

/** The browser's offer, as the registering script kept it (lib/service-worker), or undefined. */
export const offerOf = () => (window as unknown as Record<string, InstallOffer | undefined>)[INSTALL_OFFER];

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The moment (ADR 0082): not refused lately, and the third page of a visit or the basket. */
export function offerDue(pagesSeen: number, pathname: string, dismissedAt: number | null, now: number): boolean {
  if (dismissedAt !== null && now - dismissedAt < QUIET_DAYS * 86_400_000) return false;
  return pagesSeen >= PAGES_BEFORE_OFFER || pathname === '/basket';
}

/** Counts a page of the visit the browser offered installation on, and tells whether the card is due on it. */
export function countPageOfOffer(pathname: string, now: number): boolean {
  const session = storage('session');
  const seen = Number(session?.getItem(SEEN_KEY) ?? 0) + 1;
  session?.setItem(SEEN_KEY, String(seen));
  const dismissed = Number(storage('local')?.getItem(DISMISSED_KEY) ?? '') || null;
  return offerDue(seen, pathname, dismissed, now);
}

/** «حالا نه», or the browser's dialog refused: quiet for a month. */
export function putOffInstall(now: number): void {
  storage('local')?.setItem(DISMISSED_KEY, String(now));
}
