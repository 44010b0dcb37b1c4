import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Container } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { avatarSrc } from '../../lib/media.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon, type IconName } from '../icons.tsx';
import { LogoutForm } from '../layout/logout-form.tsx';
import classes from './panel-shell.module.css';

/** One entry of a panel's menu. */
export interface PanelMenuItem {
  to: string;
  label: string;
  icon: IconName;
  /** Other path prefixes that belong to this entry (the detail pages of a list: /panel/myDocument/7). */
  also?: readonly string[];
  /** A count beside the label (unread chats), already in the page's digits; none when empty. */
  badge?: string | undefined;
}

/** Who the panel belongs to, shown at the top of its menu. */
export interface PanelOwner {
  name: string;
  avatar: string;
  /** A second line: the mobile number, the panel's name. */
  caption?: string | null | undefined;
}

function isCurrent(item: PanelMenuItem, pathname: string): boolean {
  return [item.to, ...(item.also ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

function Owner({ owner }: { owner: PanelOwner }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={classes.owner}>
      <img src={avatarSrc(owner.avatar)} alt="" width={48} height={48} className={classes.avatar} />
      <div className={classes.ownerText}>
        <span className={classes.ownerName}>{owner.name || t('panel.unnamed')}</span>
        {owner.caption && <span className={classes.ownerCaption}>{localizeDigits(owner.caption, locale)}</span>}
      </div>
    </div>
  );
}

function Menu({ menu, label, pathname }: { menu: readonly PanelMenuItem[]; label: string; pathname: string }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.menu}>
        {menu.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={classes.item}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
            >
              <Icon name={item.icon} size={20} />
              <span>{item.label}</span>
              {item.badge && <span className={classes.badge}>{item.badge}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every signed-in panel (user panel now; agent panel and back office reuse it with their own menus):
 * a side menu on desktop and, on phones, the same menu folded into a disclosure above the page (it opens without
 * JavaScript and closes again after a navigation). Right to left by the page's direction; logical CSS only.
 */
export function PanelShell({
  title,
  menu,
  owner,
  children,
}: {
  /** The panel's name ("User panel"), which also labels its menu. */
  title: string;
  menu: readonly PanelMenuItem[];
  owner: PanelOwner;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = menu.find((item) => isCurrent(item, pathname));
  const menuLabel = t('panel.menuOf', { panel: title });
  return (
    <Container size="lg" className={classes.shell}>
      <aside className={classes.sidebar}>
        <Owner owner={owner} />
        <Menu menu={menu} label={menuLabel} pathname={pathname} />
        <LogoutForm className={classes.logout} label={t('panel.logout')} />
      </aside>
      <details className={classes.phoneMenu} key={pathname}>
        <summary className={classes.phoneSummary}>
          <Icon name="menu" size={20} />
          <span className={classes.phoneTitle}>{t('panel.menu')}</span>
          {current && <span className={classes.phoneCurrent}>{current.label}</span>}
        </summary>
        <div className={classes.phonePanel}>
          <Owner owner={owner} />
          <Menu menu={menu} label={menuLabel} pathname={pathname} />
          <LogoutForm className={classes.logout} label={t('panel.logout')} />
        </div>
      </details>
      <div className={classes.content}>{children}</div>
    </Container>
  );
}
