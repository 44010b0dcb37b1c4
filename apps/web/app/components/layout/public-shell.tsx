import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import { BottomNav } from './bottom-nav.tsx';
import { FOOTER_LINK_TEXTS, SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useAccount } from './use-account.ts';
import classes from './public-shell.module.css';

/**
 * The site texts the chrome shows (header and footer), the only ones the root sends to every page (ADR 0046): a page
 * that shows another (a clinic's aside, a tariff list) reads it in its own loader.
 */
export const SHELL_TEXTS = [
  'appTitle',
  'aboutBottom',
  'supportBottom',
  'phone',
  'address',
  'email',
  'copyright',
  'descriptionFooter',
  'developerFooter',
  ...FOOTER_LINK_TEXTS,
] as const satisfies ReadonlyArray<keyof SiteTexts>;

/** The texts of SHELL_TEXTS that are set. */
export function shellTexts(siteTexts: SiteTexts): SiteTexts {
  const picked: SiteTexts = {};
  for (const name of SHELL_TEXTS) if (siteTexts[name] !== undefined) picked[name] = siteTexts[name];
  return picked;
}

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
