import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Badge, Button, NativeSelect } from '@mantine/core';
import type { Route } from './+types/banners';
import { Icon } from '../../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { rowsPage } from '../../../components/manager/labels.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { RecordList } from '../../../components/manager/record-list.tsx';
import manager from '../../../components/manager/manager.module.css';
import { bannerChoices, bannerListQuery, bannerRow } from '../../../components/media/media-labels.server.ts';
import type { BannerRow } from '../../../components/media/types.ts';
import classes from '../../../components/media/media.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/**
 * The back office's banners (spec: Banner; GET /manager/banners): every banner with its image, where it is shown,
 * status and views, in display order, filtered by page, place and status, 15 per page.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.bannersIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = bannerListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/banners', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  const untitled = catalogues[locale].media.banners.untitled;
  return {
    page: rowsPage(page, locale, (banner, number) => bannerRow(banner, number, locale, untitled)),
    filters,
    choices: bannerChoices(locale),
  };
}

function StatusBadge({ row }: { row: BannerRow }) {
  return (
    <Badge color={row.status === 1 ? 'green' : 'gray'} variant="light">
      {row.statusLabel}
    </Badge>
  );
}

export default function ManagerBanners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, filters, choices } = loaderData;
  const back = `${pathname}${search}`;
  const canEdit = may(me, MANAGER.bannersEdit);
  const canDelete = may(me, MANAGER.bannersDelete);
  const any = { value: '', label: t('manager.list.any') };

  const title = (row: BannerRow) =>
    canEdit ? (
      <Anchor component={Link} to={`/manager/banner/${row.id}/edit`} className={classes.title} dir="auto">
        {row.title}
      </Anchor>
    ) : (
      <span className={classes.title} dir="auto">
        {row.title}
      </span>
    );
  const link = (row: BannerRow) =>
    row.url ? (
      <span className={`${manager.sub} ${classes.link}`}>{row.url}</span>
    ) : (
      <span className={manager.sub}>{t('media.banners.noLink')}</span>
    );
  const titleAndLink = (row: BannerRow) => (
    <div className={classes.fileText}>
      {title(row)}
      {link(row)}
    </div>
  );
  const actions = (row: BannerRow) => (
    <div className={manager.rowActions}>
      {canEdit && (
        <Button
          component={Link}
          to={`/manager/banner/${row.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('media.banners.editNamed', { title: row.title })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={`/manager/banner/${row.id}/delete`}
          back={back}
          label={t('media.banners.deleteNamed', { title: row.title })}
          message={t('media.banners.confirmDelete', { title: row.title })}
        />
      )}
    </div>
  );

  return (
    <PanelPage
      title={t('media.nav.banners')}
      action={
        may(me, MANAGER.bannersCreate) && (
          <Button component={Link} to="/manager/banner/create" leftSection={<Icon name="plus" size={18} />}>
            {t('media.banners.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <PanelCard>
        <Form
          method="get"
          role="search"
          aria-label={t('media.banners.filters')}
          className={manager.filters}
          key={search}
        >
          <NativeSelect
            name="location"
            label={t('media.banners.location')}
            data={[any, ...choices.locations]}
            defaultValue={filters.location}
          />
          <NativeSelect
            name="section"
            label={t('media.banners.section')}
            data={[any, ...choices.sections]}
            defaultValue={filters.section}
          />
          <NativeSelect
            name="status"
            label={t('media.banners.status')}
            data={[any, ...choices.statuses]}
            defaultValue={filters.status}
          />
          <Button type="submit" variant="light">
            {t('manager.list.apply')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            {
              label: t('media.banners.banner'),
              cell: (row) => (
                <div className={classes.fileCell}>
                  <img
                    src={row.thumb}
                    alt=""
                    width={120}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className={classes.bannerThumb}
                  />
                  {titleAndLink(row)}
                </div>
              ),
            },
            {
              label: t('media.banners.place'),
              cell: (row) => (
                <>
                  {row.locationLabel}
                  <span className={manager.sub}>{row.sectionLabel}</span>
                </>
              ),
              fact: { value: (row) => `${row.locationLabel} · ${row.sectionLabel}` },
            },
            { label: t('media.banners.sortOrder'), style: 'num', cell: (row) => row.sortOrder },
            { label: t('media.banners.status'), style: 'nowrap', cell: (row) => <StatusBadge row={row} /> },
            { label: t('media.banners.views'), style: 'nowrap', cell: (row) => row.views, fact: true },
            // The card shows the display order after the views; the table, before the status.
            { label: t('media.banners.sortOrder'), cell: (row) => row.sortOrder, fact: true, table: false },
          ]}
          card={{
            image: (row) => (
              <img
                src={row.cardImage}
                alt=""
                width={800}
                height={267}
                loading="lazy"
                decoding="async"
                className={classes.cardImage}
              />
            ),
            title: titleAndLink,
            badge: (row) => <StatusBadge row={row} />,
          }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
