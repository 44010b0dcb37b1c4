import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Title } from '@mantine/core';
import classes from './panel-page.module.css';

/** A panel page: its document title, its heading and an optional action beside it (e.g. "new document"). */
export function PanelPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="panel-page-title">
      <title>{`${title}${t('app.titleSeparator')}${t('app.title')}`}</title>
      <div className={classes.head}>
        <Title order={1} id="panel-page-title" className={classes.title}>
          {title}
        </Title>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A white box that groups part of a page (a form section, a list). */
export function PanelCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={classes.card}>
      {title && (
        <Title order={2} className={classes.cardTitle}>
          {title}
        </Title>
      )}
      {children}
    </section>
  );
}
