import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import classes from './settings.module.css';

export type SettingsTab = 'site' | 'texts' | 'app' | 'services' | 'seo';
const TABS: readonly SettingsTab[] = ['site', 'texts', 'app', 'services', 'seo'];

/** The sections of the settings page (spec: settings, including SEO settings): plain links, no JavaScript needed. */
export function SettingsTabs({ current }: { current: SettingsTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('settings.tabs.label')} className={classes.tabs}>
      {TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={`/manager/settings/${tab}`}
          variant={tab === current ? 'filled' : 'default'}
          size="sm"
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`settings.tabs.${tab}`)}
        </Button>
      ))}
    </nav>
  );
}
