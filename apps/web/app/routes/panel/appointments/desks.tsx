import { Link } from '../../../lib/link.tsx';
import { Button, Group, Text } from '@mantine/core';
import type { Route } from './+types/desks';
import lists from '../../../components/panel/lists.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * «منشی نوبت‌دهی» (issue 29, ADR 0105; /panel/desk): the books whose owners made the signed-in person their secretary,
 * each leading to its visits of today and of the week (/panel/desk/{id}/appointments, the owner's screen without
 * the book's settings).
 */
export async function loader(args: Route.LoaderArgs) {
  const desks = await serverApi(args.request, args.context)
    .GET('/api/v1/me/appointment-desks')
    .catch(panelFailure(args, 'general'));
  return { items: desks.items };
}

export default function Desks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('appointments.desk.title')}>
      <Text mb="md">{t('appointments.desk.intro')}</Text>
      <PanelCard>
        {loaderData.items.length === 0 ? (
          <Text c="dimmed">{t('appointments.desk.none')}</Text>
        ) : (
          <ul className={lists.rows}>
            {loaderData.items.map((desk) => (
              <li key={desk.listingId} className={lists.row}>
                <div>
                  <Text className={lists.rowTitle}>{desk.listingTitle}</Text>
                  {desk.ownerName && (
                    <Text className={lists.rowMeta}>{t('appointments.desk.of', { owner: desk.ownerName })}</Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button component={Link} to={`/panel/desk/${desk.listingId}/appointments`} size="xs">
                    {t('appointments.desk.today')}
                  </Button>
                  <Button
                    component={Link}
                    to={`/panel/desk/${desk.listingId}/appointments?view=week`}
                    variant="light"
                    size="xs"
                  >
                    {t('appointments.desk.week')}
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
