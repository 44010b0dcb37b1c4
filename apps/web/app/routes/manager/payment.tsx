import { data } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Group } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/payment';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import lists from '../../components/panel/lists.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { PaymentFacts } from '../../components/payments/payment-parts.tsx';
import { paymentView } from '../../components/payments/payment-view.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** One payment in the back office: its facts, its payer, and the gateway's session of its latest online attempt. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.paymentsIndex);
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const locale = localeOfRequest(args.request);
  const payment = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/payments/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    payment: paymentView(payment, locale),
    payer: {
      name: payment.user.name,
      mobile: payment.user.mobile ? localizeDigits(payment.user.mobile, locale) : '',
      href: `/manager/user/${payment.user.id}/edit`,
      paymentsHref: `/manager/payments?user_id=${payment.user.id}`,
    },
    gateway: payment.gateway,
    authority: payment.authority,
  };
}

export default function ManagerPayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { payment, payer, gateway, authority } = loaderData;
  return (
    <PanelPage title={t('payments.manager.detailTitle', { n: payment.code })}>
      <PanelCard>
        <PaymentFacts payment={payment} linkItem={false} />
      </PanelCard>
      <PanelCard title={t('payments.manager.payer')}>
        <dl className={lists.facts}>
          <dt>{t('payments.manager.payer')}</dt>
          <dd>
            <Anchor component={Link} to={payer.href} dir="auto">
              {payer.name || payer.mobile}
            </Anchor>
          </dd>
          {payer.mobile && (
            <>
              <dt>{t('manager.users.mobile')}</dt>
              <dd dir="ltr">{payer.mobile}</dd>
            </>
          )}
          {gateway && (
            <>
              <dt>{t('payments.manager.gateway')}</dt>
              <dd>{gateway}</dd>
            </>
          )}
          {authority && (
            <>
              <dt>{t('payments.manager.authority')}</dt>
              <dd dir="ltr" className={lists.code}>
                {authority}
              </dd>
            </>
          )}
          {payment.failure && (
            <>
              <dt>{t('payments.manager.failure')}</dt>
              <dd>{payment.failure}</dd>
            </>
          )}
        </dl>
      </PanelCard>
      <Group gap="md">
        <Anchor component={Link} to={payer.paymentsHref}>
          {t('payments.manager.payerPayments')}
        </Anchor>
        <Anchor component={Link} to="/manager/payments">
          {t('payments.manager.back')}
        </Anchor>
      </Group>
    </PanelPage>
  );
}
