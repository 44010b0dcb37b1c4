import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Table } from '@mantine/core';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount, formatPrice } from '@shahrbazar/domain/format/price';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { Route } from './+types/rewards-page';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { optionalIdOf } from '../../lib/form-numbers.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import classes from './advertise.module.css';

/**
 * The rewarder plan (spec: Rewarder subscription; ADR 0023): whether the caller is subscribed and for how long, the
 * plans offered (a package of type rewarder, bought with a payment of type rewarder and paid like any other), and
 * what city ads paid them.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [earnings, offered] = await Promise.all([
    api.GET('/api/v1/me/rewards'),
    api.GET('/api/v1/packages', { params: { query: { type: PackageType.rewarder } } }),
  ]).catch(panelFailure(args, 'general'));
  return {
    subscribed: earnings.subscribed,
    daysLeft: localizeDigits(earnings.subscriptionRemainingDays, locale),
    total: formatAmount(earnings.total, locale),
    count: localizeDigits(earnings.count, locale),
    plans: offered.items
      .filter((pkg) => !isFreePackage(pkg))
      .map((pkg) => ({
        id: pkg.id,
        title: pkg.title,
        price: formatPrice(pkg.price, locale),
        days: localizeDigits(pkg.days, locale),
        description: pkg.description,
      })),
    items: earnings.items.map((item) => ({
      id: item.id,
      title: item.title,
      href: `/advertise/${item.slug}/${item.slugId}`,
      amount: formatAmount(item.amount, locale),
      date: formatJalaliDate(new Date(item.createdAt), locale),
    })),
  };
}

/** Buying a plan: an unpaid payment of type rewarder for the chosen package, then its page to pay (bank or wallet). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  try {
    const payment = await api.POST('/api/v1/me/payments', {
      body: { type: PaymentType.rewarder, package_id: optionalIdOf(form, 'package_id') },
    });
    return redirect(`/panel/payment/${payment.id}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function Rewards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const data = loaderData;
  const failure = (actionData as { failure?: FormFailure } | undefined)?.failure;
  const buying = navigation.state !== 'idle' ? navigation.formData?.get('package_id') : undefined;
  return (
    <PanelPage title={t('rewards.title')}>
      <PanelCard>
        <p>{t('rewards.intro')}</p>
        <Alert color={data.subscribed ? 'teal' : 'gray'} variant="light" mt="sm" role="status">
          {data.subscribed ? t('rewards.subscribed', { days: data.daysLeft }) : t('rewards.notSubscribed')}
        </Alert>
      </PanelCard>

      <PanelCard title={t('rewards.plans')}>
        {data.plans.length === 0 ? (
          <p className={classes.hint}>{t('rewards.noPlans')}</p>
        ) : (
          <ul className={classes.links}>
            {data.plans.map((plan) => (
              <li key={plan.id}>
                <Form method="post">
                  <input type="hidden" name="package_id" value={plan.id} />
                  <Button
                    type="submit"
                    variant="light"
                    loading={buying === String(plan.id)}
                    classNames={{ root: classes.planButton, label: classes.planLabel }}
                  >
                    {`${data.subscribed ? t('rewards.renew') : t('rewards.subscribe')}: ${plan.title} — ${plan.price} (${t('rewards.days', { days: plan.days })})`}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <FormAlert failure={failure} shownFields={[]} />
      </PanelCard>

      <PanelCard title={t('rewards.earned')}>
        <dl className={classes.stats}>
          <div>
            <dt>{t('rewards.total')}</dt>
            <dd data-testid="rewards-total">{data.total}</dd>
          </div>
          <div>
            <dt>{t('rewards.count')}</dt>
            <dd>{data.count}</dd>
          </div>
        </dl>
        {data.items.length === 0 ? (
          <p className={classes.hint}>
            {t('rewards.noneYet')} <Link to="/advertise">{t('rewards.browse')}</Link>
          </p>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rewards.ad')}</Table.Th>
                  <Table.Th>{t('rewards.amount')}</Table.Th>
                  <Table.Th>{t('rewards.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Link to={item.href}>{item.title}</Link>
                    </Table.Td>
                    <Table.Td>{item.amount}</Table.Td>
                    <Table.Td>{item.date}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PanelCard>
    </PanelPage>
  );
}
