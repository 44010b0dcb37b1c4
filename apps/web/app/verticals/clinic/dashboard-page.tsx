import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { tariffPayable } from '@shahrbazar/domain/rules/tariff';
import { formatNumber } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/dashboard-page';
import { ListingStats } from '../../components/listings/listing-stats.tsx';
import { StatusBadge } from '../../components/listings/status-badge.tsx';
import { TrustMissing } from '../../components/trust/trust-missing.tsx';
import { VerifiedBadge } from '../../components/trust/verified-badge.tsx';
import { idParam } from '../../components/manager/guard.server.ts';
import { pageParam } from '../../components/manager/labels.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { loadStatsView } from '../../lib/listings/stats.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import { ListingScreensMenu } from '../../components/panel/listing-screens-menu.tsx';
import { ClinicMoney, clinicMoneyView } from './clinic-money.tsx';
import { loadTodayVisits } from './today-visits.server.ts';
import { TodayVisits } from './today-visits.tsx';

/**
 * A clinic's dashboard in the clinic-owner panel (/panel/myClinic/{id}/dashboard): its status and badge, its views
 * of the last 30 days (the core's statistics), what its tariffs offer, and its money: visit and consultation
 * earnings apart and the patients' payments, each for a visit or a consultation (ADR 0050).
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const api = serverApi(args.request, args.context);
  const locale = localeOfRequest(args.request);
  const [clinic, tariffs, stats, earnings, payments] = await Promise.all([
    api.GET('/api/v1/me/clinic/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/me/clinic/{id}/tariffs', { params: { path: { id } } }),
    loadStatsView(api, id, locale),
    api.GET('/api/v1/me/clinic/{id}/earnings', { params: { path: { id } } }),
    api.GET('/api/v1/me/clinic/{id}/payments', { params: { path: { id }, query: { page: pageParam(args.url) } } }),
  ]).catch(panelFailure(args, 'general'));
  const today = await loadTodayVisits(api, id, locale).catch(panelFailure(args, 'general'));
  return {
    today,
    clinic: {
      id: clinic.id,
      title: clinic.title,
      status: clinic.status,
      trust: clinic.trust,
      activeChat: clinic.activeChat === true,
      phoneReservation: clinic.phoneReservation === true,
      onlineReservation: clinic.onlineReservation === true,
    },
    tariffCount: tariffs.items.length,
    cheapest: tariffs.items.length > 0 ? Math.min(...tariffs.items.map(tariffPayable)) : null,
    stats,
    money: clinicMoneyView(earnings, payments, locale),
  };
}

export default function ClinicDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { clinic } = loaderData;
  const on = (flag: boolean) => (flag ? t('clinic.panel.on') : t('clinic.panel.off'));
  return (
    <PanelPage title={t('clinic.panel.dashboardOf', { title: clinic.title })}>
      <ListingScreensMenu listingId={clinic.id} current="dashboard" panel={MY_CLINIC_PANEL} words="clinic" />
      <PanelCard title={t('clinic.panel.state')}>
        <StatusBadge status={clinic.status} /> <VerifiedBadge trust={clinic.trust} />
        <Text mt="sm">
          {t('clinic.panel.offers', {
            online: on(clinic.onlineReservation),
            text: on(clinic.activeChat),
            phone: on(clinic.phoneReservation),
          })}
        </Text>
        <Text mt="xs">{t('clinic.panel.tariffCount', { n: formatNumber(loaderData.tariffCount, locale) })}</Text>
      </PanelCard>
      {/* What the badge still needs, with where to do it (the number in the clinic's form). */}
      <TrustMissing trust={clinic.trust} formPath={`/panel/myClinic/${clinic.id}`} />
      <TodayVisits clinicId={clinic.id} today={loaderData.today} />
      <ClinicMoney money={loaderData.money} />
      {loaderData.stats && <ListingStats stats={loaderData.stats} />}
    </PanelPage>
  );
}
