import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../icons.tsx';
import classes from './bottom-nav.module.css';

interface BottomNavItem {
  key: 'home' | 'category' | 'order' | 'contact' | 'login';
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

/** Fixed bar at the bottom of phone screens (under 768 px); the current page's item carries aria-current="page". */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className={classes.bar} aria-label={t('bottomNav.label')}>
      <ul className={classes.list}>
        {ITEMS.map((item) => {
          const label = t(`bottomNav.${item.key}`);
          return (
            <li key={item.key}>
              <NavLink to={item.to} end className={classes.item} aria-label={label}>
                <Icon name={item.icon} size={22} />
                <span className={classes.label}>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
