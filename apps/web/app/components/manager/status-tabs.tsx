import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Option } from './types.ts';
import classes from './manager.module.css';

/**
 * A review queue's statuses as tabs, then "any" (?status=-1, every status): plain links, so they work without
 * JavaScript; the current one is filled and marked aria-current. The queue's other filters (a ticket's topic, a
 * search) stay as they are; the page number starts again.
 */
export function StatusTabs({
  label,
  statuses,
  current,
  withAny = true,
}: {
  label: string;
  statuses: Option[];
  current: string;
  /** false: no "any" tab (a queue that is always read by one status). */
  withAny?: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const tabs = withAny ? [...statuses, { value: '', label: t('manager.list.any') }] : statuses;
  const hrefOf = (value: string) => {
    const query = new URLSearchParams(search);
    query.delete('page');
    query.delete('cursor');
    query.set('status', value === '' ? '-1' : value);
    return `?${query.toString()}`;
  };
  return (
    <nav aria-label={label} className={classes.tabs}>
      {tabs.map((tab) => (
        <Button
          key={tab.value}
          component={Link}
          to={hrefOf(tab.value)}
          variant={tab.value === current ? 'filled' : 'default'}
          size="sm"
          aria-current={tab.value === current ? 'page' : undefined}
        >
          {tab.label}
        </Button>
      ))}
    </nav>
  );
}
