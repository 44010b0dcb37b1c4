import { Link } from '../../lib/link.tsx';
import { needsFullNavigation } from '@shahrbazar/domain/rules/full-navigation';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Crumb } from '../../lib/listings/types.ts';
import classes from './listings.module.css';

/**
 * The trail from the home page through the section title and the category chain (spec section 2: breadcrumbs are
 * built from section titles and the category chain); the last step is the page itself.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('listings.common.breadcrumbs')} className={classes.crumbs}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href && index < trail.length - 1 ? (
              <Link to={crumb.href} reloadDocument={needsFullNavigation(crumb.href)}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
