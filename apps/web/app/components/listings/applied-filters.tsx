import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ListingIcon } from './listing-icons.tsx';
import classes from './filter-panel.module.css';

/**
 * The filters that narrow the list, as chips: each is a link to the list without it (works without JavaScript), and
 * «حذف همه» goes back to the whole list.
 */
export function AppliedFilters({
  applied,
  clearHref,
}: {
  applied: ReadonlyArray<{ label: string; href: string }>;
  clearHref: string;
}) {
  const { t } = useTranslation();
  if (applied.length === 0) return null;
  return (
    <nav aria-label={t('listingExperience.filters.applied')}>
      <ul className={classes.applied}>
        {applied.map((filter) => (
          <li key={filter.href}>
            <Link
              to={filter.href}
              className={classes.appliedChip}
              aria-label={t('listingExperience.filters.remove', { label: filter.label })}
              preventScrollReset
            >
              <span dir="auto">{filter.label}</span>
              <ListingIcon name="close" size={14} />
            </Link>
          </li>
        ))}
        <li>
          <Link to={clearHref} className={classes.appliedClear}>
            {t('listingExperience.filters.clear')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
