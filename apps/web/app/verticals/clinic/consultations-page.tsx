import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/consultations-page';
import { ConsultationList } from '../../components/consultations/consultation-list.tsx';
import { consultationView } from '../../components/consultations/consultation-view.ts';
import { idParam } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { MY_CLINIC_PANEL } from '@shahrbazar/domain/rules/clinic-panels';
import { ListingScreensMenu } from '../../components/panel/listing-screens-menu.tsx';

/**
 * The consultations bought from one of the owner's clinics (clinic-owner panel: /panel/myClinic/{id}/consultations):
 * text and phone, with their status, and what the closed ones paid the doctor (the shared consultations module).
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const api = serverApi(args.request, args.context);
  const locale = localeOfRequest(args.request);
  const [clinic, bought] = await Promise.all([
    api.GET('/api/v1/me/clinic/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/me/listing-consultations/{listingId}', { params: { path: { listingId: id } } }),
  ]).catch(panelFailure(args, 'general'));
  const earned = bought.items.reduce((sum, item) => sum + (item.ownerPaid ?? 0), 0);
  return {
    clinic: { id: clinic.id, title: clinic.title },
    items: bought.items.map((item) => consultationView(item, locale)),
    earnings: formatAmount(earned, locale),
  };
}

export default function ClinicConsultations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { clinic, items, earnings } = loaderData;
  return (
    <PanelPage title={t('consultations.owner.title', { title: clinic.title })}>
      <ListingScreensMenu listingId={clinic.id} current="consultations" panel={MY_CLINIC_PANEL} words="clinic" />
      <PanelCard>
        <Text fw={600} mb="sm" data-testid="consultation-earnings">
          {t('consultations.owner.earnings', { amount: earnings })}
        </Text>
        {items.length === 0 ? (
          <Text c="dimmed">{t('consultations.owner.empty')}</Text>
        ) : (
          <ConsultationList items={items} side="owner" />
        )}
      </PanelCard>
    </PanelPage>
  );
}
