import { useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Group, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Route } from './+types/dashboard';
import { buyPurchase, purchasePanelOf } from '../../../components/listings/listing-purchases.server.ts';
import { PurchasePanel } from '../../../components/listings/purchase-buttons.tsx';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { apiPaths } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { boothVertical } from '../index.ts';
import { useManagedBooth } from './manager-layout.tsx';
import classes from './booth-pages.module.css';

/** The booth's purchases in the API (`/api/v1/me/booth/{id}/purchases`), as every vertical's. */
const PURCHASES = apiPaths(boothVertical).purchases;

/**
 * The booth's «نردبان» and «تمدید» (issue 35), as on «آگهی‌های من» and through the same parts: the links, the choice
 * of packages they open on this page, and a running bump's days.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const booth = await api
    .GET('/api/v1/me/booth/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  const purchase = await purchasePanelOf(api, PURCHASES, booth, args.url, locale).catch(panelFailure(args, 'general'));
  return { purchase };
}

/** Buying a bump, a renewal or an upgrade for the live booth: its payment page next. */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  return buyPurchase(args, PURCHASES, id, form, boothVertical.deviceType);
}

/** The booth manager's dashboard (spec: /panel/myBooth/{boothId}/dashboard): views, products, status, shortcuts. */
export default function BoothDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { booth, base, publicHref } = useManagedBooth();
  const { purchase } = loaderData;
  return (
    <PanelPage title={t('booths.manager.dashboard')}>
      <ListNotice />
      {actionData?.error && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionData.error}
        </Alert>
      )}
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
      <PanelCard title={t('booths.manager.promote')}>
        {purchase.bumpHref || purchase.buyRenewHref ? (
          <>
            <Text size="sm" mb="sm">
              {t('booths.manager.promoteHint')}
            </Text>
            <PurchasePanel
              listing={booth}
              vertical={boothVertical.key}
              {...purchase}
              busy={navigation.state === 'submitting'}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('booths.manager.promoteLater')}
          </Text>
        )}
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
