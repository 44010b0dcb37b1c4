import { useTranslation } from '../../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import type { Route } from './+types/list';
import { ConsultationList } from '../../../components/consultations/consultation-list.tsx';
import { consultationView } from '../../../components/consultations/consultation-view.ts';
import { FormNotice } from '../../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** My consultations (customer panel, issue 18 item 4): text and phone, with their status. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const mine = await serverApi(args.request, args.context)
    .GET('/api/v1/me/consultations')
    .catch(panelFailure(args, 'general'));
  return {
    items: mine.items.map((item) => consultationView(item, locale)),
    phoneBooked: args.url.searchParams.has('phoneBooked'),
  };
}

export default function MyConsultations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, phoneBooked } = loaderData;
  return (
    <PanelPage title={t('consultations.list.title')}>
      <FormNotice>{phoneBooked ? t('consultations.phone.booked') : null}</FormNotice>
      <PanelCard>
        {items.length === 0 ? (
          <Text c="dimmed">{t('consultations.list.empty')}</Text>
        ) : (
          <ConsultationList items={items} side="patient" />
        )}
      </PanelCard>
    </PanelPage>
  );
}
