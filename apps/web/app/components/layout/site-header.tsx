import { useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import { Container } from '../plain/plain.tsx';
import { SECTIONS } from '../../lib/sections.ts';
import { CityBar, CitySwitch } from '../geo/city-switch.tsx';
import { Icon } from '../icons.tsx';
import { LocaleSwitch } from './locale-switch.tsx';
import { useAccount } from './use-account.ts';
import { PagePart } from '../listings/page-part.tsx';
import { BasketBadge } from './basket-badge.tsx';
import { useBasketCount } from '../../lib/basket-count.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import classes from './site-header.module.css';
import post from '../listings/listing-experience.module.css';

function SectionLinks({ className, withIcons = false }: { className: string | undefined; withIcons?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {SECTIONS.map((section) => (
        <li key={section.key}>
          <NavLink to={section.path} reloadDocument={section.reloadDocument} className={classes.sectionLink}>
            {withIcons && <Icon name={section.icon} size={20} />}
            {t(`sections.${section.key}.title`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Login / register" for visitors; for a signed-in person their actions (account-actions.tsx, a chunk of its own that a
 * visitor never downloads).
 */
function AccountActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  if (signedIn) return <PagePart name="account" part="SignedInActions" props={{}} />;
  return (
    <Link to="/auth/panel/login" className={`${classes.action} ${classes.login} ${classes.hideOnPhone}`}>
      <Icon name="login" size={20} />
      <span>{t('header.login')}</span>
    </Link>
  );
}

/**
 * «ثبت آگهی», one tap away on every page (ADR 0027): /post sends the visitor on to the form of the section they are in
 * (`from`), else shows the chooser of sections. The header stays free of the verticals' code (every page loads it).
 */
function PostAction({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/post?from=${encodeURIComponent(pathname)}`}
      className={`${classes.action} ${post.post}`}
      aria-label={t('listingExperience.post.header')}
    >
      <Icon name="plus" size={20} />
      {/* An icon on phones: beside the bell, the chats and the language, the words would push the header wider. */}
      <span className={classes.hideOnPhone}>{t('listingExperience.post.header')}</span>
    </Link>
  );
}

/**
 * The basket with its item count (issue 35 #8). On phones the bottom bar carries it (and its count), so the header's
 * few places are left to the site's name.
 */
function BasketAction() {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = useBasketCount();
  return (
    <Link
      to="/basket"
      className={`${classes.action} ${classes.hideOnPhone}`}
      aria-label={count > 0 ? t('bottomNav.basketCount', { n: localizeDigits(count, locale) }) : t('bottomNav.basket')}
    >
      <span className={classes.iconBox}>
        <Icon name="order" size={20} />
        <BasketBadge count={count} />
      </span>
    </Link>
  );
}

export function SiteHeader({ siteTexts }: { siteTexts: SiteTexts }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = siteTexts.appTitle || t('app.title');
  const { signedIn } = useAccount();
  return (
    // A signed-in person's actions are a chunk of the page's parts, loaded before the page hydrates (page-parts.ts).
    <header className={classes.header} data-page-parts={signedIn ? 'account' : undefined}>
      <Container size="lg" className={classes.bar}>
        {/* On phones the section links fold into this disclosure; <details> opens without JavaScript. The key
            closes it again after a client-side navigation. */}
        <details className={classes.menu} key={pathname}>
          <summary className={classes.action}>
            <Icon name="menu" size={20} />
            {/* Its word is read out but not drawn on phones: the site's name keeps its room (issue 35 #8). */}
            <span className={classes.wordOnWide}>{t('header.menu')}</span>
          </summary>
          <nav aria-label={t('header.sectionsNav')} className={classes.menuPanel}>
            <SectionLinks className={classes.menuList} withIcons />
          </nav>
        </details>
        <Link to="/" className={classes.brand} dir="auto">
          {title}
        </Link>
        <div className={classes.actions}>
          <CitySwitch className={`${classes.action} ${classes.hideOnPhone}`} />
          <Link to="/search" className={classes.action} aria-label={t('header.search')}>
            <Icon name="search" size={20} />
            <span className={classes.hideOnPhone}>{t('header.search')}</span>
          </Link>
          <LocaleSwitch />
          <PostAction pathname={pathname} />
          <BasketAction />
          <AccountActions signedIn={signedIn} />
        </div>
      </Container>
      <CityBar />
      <nav aria-label={t('header.sectionsNav')} className={classes.desktopNav}>
        <Container size="lg">
          <SectionLinks className={classes.desktopList} />
        </Container>
      </nav>
    </header>
  );
}
