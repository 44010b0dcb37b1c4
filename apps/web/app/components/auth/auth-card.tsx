import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Paper, Text, Title } from '@mantine/core';
import classes from './auth.module.css';

/** The frame of every sign-in screen: one narrow card, centred, that fits a phone without sideways scrolling. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <title>{`${title}${t('app.titleSeparator')}${t('app.title')}`}</title>
      {/* What the page is for, in a search result or a shared link (Lighthouse found none on sign-in, issue 32). */}
      <meta name="description" content={intro ?? title} />
      <Paper withBorder radius="lg" className={classes.card}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro && <Text className={classes.intro}>{intro}</Text>}
        {children}
      </Paper>
      {footer && <div className={classes.footer}>{footer}</div>}
    </div>
  );
}
