import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import { BottomNav } from './bottom-nav.tsx';
import { SiteFooter, type SiteFooterWords } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useAccount } from './use-account.ts';
import classes from './public-shell.module.css';

/**
 * The site texts the root sends to every page as they are (ADR 0046): the header's title and the contact page's
 * e-mail. The footer's texts come worded by the root's loader (site-footer.server.ts); a page that shows another (a
 * clinic's aside, a tariff list) reads it in its own loader.
 */
export const SHELL_TEXTS = ['appTitle', 'email'] as const satisfies ReadonlyArray<keyof SiteTexts>;

/** The texts of SHELL_TEXTS that are set. */
export function shellTexts(siteTexts: SiteTexts): SiteTexts {
  const picked: SiteTexts = {};
  for (const name of SHELL_TEXTS) if (siteTexts[name] !== undefined) picked[name] = siteTexts[name];
  return picked;
}

/** Chrome of every public page: header, main content, footer and, on phones, the bottom navigation. */
export function PublicShell({
  siteTexts,
  footer,
  children,
}: {
  siteTexts: SiteTexts;
  footer: SiteFooterWords | undefined;
  children: ReactNode;
}) {
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
      <SiteFooter words={footer} />
      <BottomNav account={account} />
    </div>
  );
}
