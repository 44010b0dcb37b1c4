import { NavLink } from '../../lib/link.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useBasketCount } from '../../lib/basket-count.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { BasketBadge } from './basket-badge.tsx';
import { Icon, type IconName } from '../icons.tsx';
import classes from './bottom-nav.module.css';

interface BottomNavItem {
  key: 'home' | 'category' | 'order' | 'contact' | 'login' | 'account';
  to: string;
  icon: IconName;
}

// The spec's bottom navigation (section 2): home, category, order, contact, login.
const ITEMS: readonly BottomNavItem[] = [
  { key: 'home', to: '/', icon: 'home' },
  { key: 'category', to: '/product/categories', icon: 'category' },
  { key: 'order', to: '/basket', icon: 'order' },
  { key: 'contact', to: '/page/contact-us', icon: 'contact' },
  { key: 'login', to: '/auth/panel/login', icon: 'login' },
];

/**
 * Fixed bar at the bottom of phone screens (under 768 px); the current page's item carries aria-current="page". For
 * a signed-in person the last item leads to their panel instead of the login page.
 */
export function BottomNav({ account }: { account?: { signedIn: boolean; home: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const basket = useBasketCount();
  const items = account?.signedIn
    ? ITEMS.map((item) => (item.key === 'login' ? { ...item, key: 'account' as const, to: account.home } : item))
    : ITEMS;
  return (
    <nav className={classes.bar} aria-label={t('bottomNav.label')}>
      <ul className={classes.list}>
        {items.map((item) => {
          const label = t(`bottomNav.${item.key}`);
          // The basket's item says how many things are in it (issue 35 #8).
          const counted = item.key === 'order' && basket > 0;
          return (
            <li key={item.key}>
              <NavLink
                to={item.to}
                end={item.key !== 'account'}
                className={classes.item}
                aria-label={counted ? t('bottomNav.basketCount', { n: localizeDigits(basket, locale) }) : label}
              >
                <span className={classes.icon}>
                  <Icon name={item.icon} size={22} />
                  {item.key === 'order' && <BasketBadge count={basket} />}
                </span>
                <span className={classes.label}>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
