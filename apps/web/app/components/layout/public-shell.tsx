import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import { BottomNav } from './bottom-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useAccount } from './use-account.ts';
import classes from './public-shell.module.css';

/** Chrome of every public page: header, main content, footer and, on phones, the bottom navigation. */
export function PublicShell({ siteTexts, children }: { siteTexts: SiteTexts; children: ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader siteTexts={siteTexts} />
      <main id="main" className={classes.main}>
        {children}
      </main>
      <SiteFooter siteTexts={siteTexts} />
      <BottomNav account={account} />
    </div>
  );
}
