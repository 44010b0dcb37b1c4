import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/withdraws';
import { Icon } from '../../components/icons.tsx';
import { pageParam, rowsPage } from '../../components/manager/labels.server.ts';
import { Pager } from '../../components/manager/pager.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import { withdrawalView } from '../../components/wallet-ops/wallet-ops-view.ts';
import classes from '../../components/wallet-ops/wallet-ops.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** My withdrawal requests (spec: /panel/withdraws): what I may withdraw, and my requests, newest first, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [page, allowance] = await Promise.all([
    api.GET('/api/v1/me/withdrawals', { params: { query: { page: pageParam(args.url), perPage: PAGE_SIZE } } }),
    api.GET('/api/v1/me/withdrawals/allowance'),
  ]).catch(panelFailure(args, 'general'));
  return {
    page: rowsPage(page, locale, (item, number) => withdrawalView(item, locale, number)),
    allowance: {
      balance: formatAmount(allowance.balance, locale),
      pending: formatAmount(allowance.pending, locale),
      available: formatAmount(allowance.available, locale),
    },
    cancelled: args.url.searchParams.has('cancelled'),
  };
}

export default function Withdraws({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { page, allowance, cancelled } = loaderData;
  return (
    <PanelPage
      title={t('withdrawals.list.title')}
      action={
        <Button component={Link} to="/panel/withdraw/create" leftSection={<Icon name="plus" size={18} />}>
          {t('withdrawals.list.create')}
        </Button>
      }
    >
      {cancelled && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('withdrawals.list.cancelled')}
        </Alert>
      )}
      <PanelCard>
        <dl className={classes.allowance}>
          <div>
            <dt>{t('withdrawals.allowance.balance')}</dt>
            <dd>{allowance.balance}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.allowance.pending')}</dt>
            <dd>{allowance.pending}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.allowance.available')}</dt>
            <dd className={classes.available}>{allowance.available}</dd>
          </div>
        </dl>
      </PanelCard>
      <PanelCard>
        {page.items.length === 0 ? (
          <Text c="dimmed">{t('withdrawals.list.none')}</Text>
        ) : (
          <>
            <p className={lists.rowMeta}>{t('withdrawals.list.total', { n: localizeDigits(page.total, locale) })}</p>
            <ul className={lists.rows}>
              {page.items.map((item) => (
                <li key={item.id} className={lists.row}>
                  <div className={classes.rowMain}>
                    <div className={lists.rowTitle}>{item.amount}</div>
                    <div className={lists.rowMeta}>
                      {t('withdrawals.list.toShaba')}{' '}
                      <bdi dir="ltr" className={classes.code}>
                        {item.shaba}
                      </bdi>
                    </div>
                    <div className={lists.rowMeta}>{item.registered}</div>
                    {item.message && (
                      <p className={classes.message}>
                        {t('withdrawals.list.managerMessage')} <span dir="auto">{item.message}</span>
                      </p>
                    )}
                  </div>
                  <div className={lists.rowEnd}>
                    <StatusColorBadge color={item.statusColor} label={item.statusLabel} />
                    <Anchor
                      component={Link}
                      to={`/panel/withdraw/${item.id}`}
                      aria-label={t('withdrawals.list.openNamed', { n: item.code })}
                    >
                      {t('withdrawals.list.open')}
                    </Anchor>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
      </PanelCard>
    </PanelPage>
  );
}
