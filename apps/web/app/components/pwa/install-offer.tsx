import { useEffect, useState } from 'react';
import { Button } from '../plain/plain.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { INSTALL_OFFER } from '../../lib/service-worker.tsx';
import { offerOf, putOffInstall } from './install-moment.ts';
import classes from './install-offer.module.css';

/**
 * The app's own install prompt, loaded only on a page where it shows: the browser offered to install the site and the
 * moment is due (install-moment.ts, read by root.tsx). A small card at the bottom with «نصب» (the browser's dialog)
 * and «حالا نه» (quiet for a month). Drawn with the plain components: Mantine's runtime is not loaded for it (it was
 * 12 KB on every page a browser offers to install, ADR 0129).
 */
export default function InstallOffer() {
  const { t, i18n } = useTranslation();
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const installed = () => setGone(true);
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, []);

  // Looked up even before the words came (the rest of the catalogue, after hydration): their arrival draws it again.
  const title = t('pwa.install.title');
  if (gone || !i18n.exists('pwa.install.title')) return null;
  const install = async () => {
    const offer = offerOf();
    setGone(true);
    if (!offer) return;
    (window as unknown as Record<string, unknown>)[INSTALL_OFFER] = undefined;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') putOffInstall(Date.now());
  };
  const later = () => {
    putOffInstall(Date.now());
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
