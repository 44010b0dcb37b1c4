import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button, Text } from '@mantine/core';
import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/city-tours';
import { CreateButton } from '../../../components/geo/geo-manager.tsx';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import classes from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** The city tours (ADR 0043): each with its city, status and number of stops, newest first. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.cityToursIndex);
  const locale = localeOfRequest(args.request);
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/city-tours')
    .catch(panelFailure(args, 'manager'));
  return {
    rows: items.map((tour) => ({
      id: tour.id,
      title: tour.title,
      city: tour.city?.name ?? '',
      citySlug: tour.city?.slug ?? '',
      status: ContentStatus.label(tour.status, locale),
      stops: localizeDigits(tour.stops.length, locale),
    })),
  };
}

export default function ManagerCityTours({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  const words = 'discovery.cityTour.manager';
  const canEdit = may(me, MANAGER.cityToursEdit);
  const canDelete = may(me, MANAGER.cityToursDelete);
  return (
    <PanelPage
      title={t(`${words}.title`)}
      action={
        <CreateButton
          to="/manager/cityTour/create"
          label={t(`${words}.create`)}
          allowed={may(me, MANAGER.cityToursCreate)}
        />
      }
    >
      <ListNotice />
      <PanelCard>
        {loaderData.rows.length === 0 ? (
          <Text>{t(`${words}.empty`)}</Text>
        ) : (
          <ul className={classes.cards} aria-label={t(`${words}.title`)}>
            {loaderData.rows.map((row) => (
              <li key={row.id} className={classes.card}>
                {canEdit ? (
                  <Anchor component={Link} to={`/manager/cityTour/${row.id}/edit`} className={classes.name} dir="auto">
                    {row.title}
                  </Anchor>
                ) : (
                  <span className={classes.name}>{row.title}</span>
                )}
                <Text size="sm" c="dimmed">
                  {[row.city, row.status, `${t(`${words}.stopCount`)}: ${row.stops}`].filter(Boolean).join(' · ')}
                </Text>
                <div className={classes.rowActions}>
                  <Button component={Link} to={`/cityTour?city=${row.citySlug}`} variant="subtle" size="xs">
                    {t(`${words}.open`)}
                  </Button>
                  {canEdit && (
                    <Button
                      component={Link}
                      to={`/manager/cityTour/${row.id}/edit`}
                      variant="light"
                      size="xs"
                      aria-label={t(`${words}.editNamed`, { title: row.title })}
                    >
                      {t('manager.list.edit')}
                    </Button>
                  )}
                  {canDelete && (
                    <ConfirmDelete
                      to={`/manager/cityTour/${row.id}/delete`}
                      back={back}
                      label={t(`${words}.deleteNamed`, { title: row.title })}
                      message={t(`${words}.confirmDelete`, { title: row.title })}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
