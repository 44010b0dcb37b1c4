import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './categories.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string | undefined;
}

/**
 * The trail above a page (spec section 2: built from section titles and the category chain), as an ordered list in a
 * labelled navigation landmark; the last crumb is the page itself (aria-current).
 */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('productBrowsing.breadcrumb')} className={classes.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The same trail for search engines (schema.org BreadcrumbList), with absolute addresses. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.to ? { item: new URL(crumb.to, origin).toString() } : {}),
    })),
  };
}
