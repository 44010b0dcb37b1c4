import { useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/list';
import { Icon } from '../../../components/icons.tsx';
import { rowsPage } from '../../../components/manager/labels.server.ts';
import { Pager } from '../../../components/manager/pager.tsx';
import { ListFilters } from '../../../components/packages/package-filters.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { PaymentItem, PaymentStatusBadge } from '../../../components/payments/payment-parts.tsx';
import {
  payableTypeOptions,
  paymentListQuery,
  paymentStatusOptions,
  paymentView,
} from '../../../components/payments/payment-view.server.ts';
import lists from '../../../components/panel/lists.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** My payments (spec: /panel/payments): newest first, 15 a page, filtered by type and status. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const { filters, query } = paymentListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/payments', { params: { query } })
    .catch(panelFailure(args, 'general'));
  return {
    page: rowsPage(page, locale, (payment, number) => paymentView(payment, locale, number)),
    filters,
    types: payableTypeOptions(locale),
    statuses: paymentStatusOptions(locale),
  };
}

export default function MyPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { page, filters, types, statuses } = loaderData;
  return (
    <PanelPage
      title={t('payments.list.title')}
      action={
        <Button
          component={Link}
          to="/panel/wallet/charge"
          variant="light"
          leftSection={<Icon name="wallet" size={18} />}
        >
          {t('payments.nav.wallet')}
        </Button>
      }
    >
      <ListFilters
        key={search}
        selects={[
          { name: 'type', label: t('payments.list.type'), options: types, value: filters.type },
          { name: 'status', label: t('payments.list.status'), options: statuses, value: filters.status },
        ]}
      />
      <PanelCard>
        {page.items.length === 0 ? (
          <p className={lists.rowMeta}>{t('payments.list.none')}</p>
        ) : (
          <>
            <p className={lists.rowMeta}>{t('payments.list.total', { n: localizeDigits(page.total, locale) })}</p>
            <ul className={lists.rows}>
              {page.items.map((payment) => (
                <li key={payment.id} className={lists.row}>
                  <div>
                    <div className={lists.rowTitle}>
                      <span>{payment.typeLabel}</span>
                      {payment.item && (
                        <>
                          {t('payments.list.itemSeparator')}
                          <PaymentItem payment={payment} link={false} />
                        </>
                      )}
                    </div>
                    <div className={`${lists.rowMeta} ${lists.metaParts}`}>
                      <span>{payment.price}</span>
                      <span>{payment.methodLabel}</span>
                      <span>{payment.registered}</span>
                    </div>
                  </div>
                  <div className={lists.rowEnd}>
                    <PaymentStatusBadge payment={payment} />
                    <Anchor
                      component={Link}
                      to={`/panel/payment/${payment.id}`}
                      aria-label={t('payments.list.openNamed', { n: payment.code })}
                    >
                      {t('payments.list.open')}
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
