import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../plain/plain.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { INSTALL_OFFER } from '../../lib/service-worker.tsx';
import classes from './install-offer.module.css';

/** What Chrome's `beforeinstallprompt` event gives: the browser's own install dialog, once. */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const SEEN_KEY = 'shahrbazar:pagesSeen';
const DISMISSED_KEY = 'shahrbazar:installDismissed';
/** Pages seen in this visit before the offer shows: someone who came back for more, not a first glance. */
export const PAGES_BEFORE_OFFER = 3;
const QUIET_DAYS = 30;

const offerOf = () => (window as unknown as Record<string, InstallOffer | undefined>)[INSTALL_OFFER];

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The moment (ADR 0082): the browser offers it, not refused lately, and the third page of a visit or the basket. */
export function offerDue(pagesSeen: number, pathname: string, dismissedAt: number | null, now: number): boolean {
  if (dismissedAt !== null && now - dismissedAt < QUIET_DAYS * 86_400_000) return false;
  return pagesSeen >= PAGES_BEFORE_OFFER || pathname === '/basket';
}

/**
 * The app's own install prompt, loaded only once the browser offered to install the site (root.tsx): a small card
 * at the bottom, at a sensible moment, with «نصب» (the browser's dialog) and «حالا نه» (quiet for a month). Drawn
 * with the plain components: Mantine's runtime is not loaded for it (it was 12 KB on every page a browser offers to
 * install, ADR 0129).
 */
export default function InstallOffer() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const session = storage('session');
    const seen = Number(session?.getItem(SEEN_KEY) ?? 0) + 1;
    session?.setItem(SEEN_KEY, String(seen));
    const dismissed = Number(storage('local')?.getItem(DISMISSED_KEY) ?? '') || null;
    // The storages are read here, in the browser, once per page: the offer is drawn after them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (offerOf() && offerDue(seen, pathname, dismissed, Date.now())) setShown(true);
  }, [pathname]);

  useEffect(() => {
    const installed = () => setGone(true);
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, []);

  // Looked up even before the words came (the rest of the catalogue, after hydration): their arrival draws it again.
  const title = t('pwa.install.title');
  if (!shown || gone || !i18n.exists('pwa.install.title')) return null;
  const install = async () => {
    const offer = offerOf();
    setGone(true);
    if (!offer) return;
    (window as unknown as Record<string, unknown>)[INSTALL_OFFER] = undefined;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') storage('local')?.setItem(DISMISSED_KEY, String(Date.now()));
  };
  const later = () => {
    storage('local')?.setItem(DISMISSED_KEY, String(Date.now()));
    setGone(true);
  };
  return (
    <section className={classes.offer} role="dialog" aria-labelledby="install-offer-title">
      <h2 id="install-offer-title" className={classes.title}>
        {title}
      </h2>
      <p className={classes.body}>{t('pwa.install.body')}</p>
      <div className={classes.actions}>
        <Button size="sm" onClick={() => void install()}>
          {t('pwa.install.accept')}
        </Button>
        <Button size="sm" variant="subtle" onClick={later}>
          {t('pwa.install.dismiss')}
        </Button>
      </div>
    </section>
  );
}
