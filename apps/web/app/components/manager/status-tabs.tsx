import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import type { Option } from './types.ts';
import classes from './manager.module.css';

/**
 * A review queue's statuses as tabs, then "any" (?status=-1, every status): plain links, so they work without
 * JavaScript; the current one is filled and marked aria-current.
 */
export function StatusTabs({ label, statuses, current }: { label: string; statuses: Option[]; current: string }) {
  const { t } = useTranslation();
  const tabs = [...statuses, { value: '', label: t('manager.list.any') }];
  return (
    <nav aria-label={label} className={classes.tabs}>
      {tabs.map((tab) => (
        <Button
          key={tab.value}
          component={Link}
          to={`?status=${tab.value === '' ? '-1' : tab.value}`}
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
