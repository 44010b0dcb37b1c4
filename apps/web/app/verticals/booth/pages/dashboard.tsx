import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Group } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useManagedBooth } from './manager-layout.tsx';
import classes from './booth-pages.module.css';

/** The booth manager's dashboard (spec: /panel/myBooth/{boothId}/dashboard): views, products, status, shortcuts. */
export default function BoothDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booth, base, publicHref } = useManagedBooth();
  return (
    <PanelPage title={t('booths.manager.dashboard')}>
      <ListNotice />
      <PanelCard>
        <dl className={classes.stats}>
          <div className={classes.stat}>
            <dt>{t('booths.manager.views')}</dt>
            <dd>{localizeDigits(booth.views, locale)}</dd>
          </div>
          <div className={classes.stat}>
            <dt>{t('booths.manager.productCount')}</dt>
            <dd>{localizeDigits(booth.productCount, locale)}</dd>
          </div>
          <div className={classes.stat}>
            <dt>{t('booths.manager.status')}</dt>
            <dd>
              <StatusBadge status={booth.status} />
            </dd>
          </div>
        </dl>
      </PanelCard>
      <Group gap="sm">
        <Button component={Link} to={`${base}/products`}>
          {t('booths.manager.products')}
        </Button>
        <Button component={Link} to={`${base}/details`} variant="light">
          {t('booths.manager.details')}
        </Button>
        {booth.status === ListingStatus.active && (
          <Button component={Link} to={publicHref} variant="default">
            {t('booths.manager.publicPage')}
          </Button>
        )}
      </Group>
    </PanelPage>
  );
}
