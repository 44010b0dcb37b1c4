import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './basket-badge.module.css';

/** The basket's item count on its icon (issue 35 #8); nothing while it is empty. Its link's name says it in words. */
export function BasketBadge({ count }: { count: number }) {
  const locale = useLocale();
  if (count <= 0) return null;
  return (
    <span className={classes.badge} data-testid="basket-count" aria-hidden="true">
      {localizeDigits(count > 99 ? 99 : count, locale)}
      {count > 99 ? '+' : ''}
    </span>
  );
}
