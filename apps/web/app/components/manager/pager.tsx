import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './manager.module.css';

/** The address of another page of a list: the same filters, another ?page=. */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete('notice');
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * Previous / next links of a paged list (spec section 9: page size 15, more pages when lastPage > currentPage).
 * Plain links: they work without JavaScript and keep the list's filters.
 */
export function Pager({
  currentPage,
  lastPage,
  more,
  search,
}: {
  currentPage: number;
  lastPage: number;
  /** More pages follow (the loader's hasMore). */
  more: boolean;
  search: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (currentPage <= 1 && !more) return null;
  return (
    <nav aria-label={t('manager.list.paging')} className={classes.pager}>
      {currentPage > 1 && (
        <Button component={Link} to={pageHref(search, currentPage - 1)} variant="default" size="sm" rel="prev">
          {t('manager.list.previous')}
        </Button>
      )}
      <span className={classes.pagerText} aria-current="page">
        {t('manager.list.pageOf', {
          page: localizeDigits(currentPage, locale),
          last: localizeDigits(Math.max(lastPage, currentPage), locale),
        })}
      </span>
      {more && (
        <Button component={Link} to={pageHref(search, currentPage + 1)} variant="light" size="sm" rel="next">
          {t('manager.list.more')}
        </Button>
      )}
    </nav>
  );
}
