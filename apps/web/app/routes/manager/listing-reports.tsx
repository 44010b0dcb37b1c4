import { Form, redirect, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { ListingReportReason, ListingReportStatus } from '@shahrbazar/domain/enums/listing-engagement';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/listing-reports';
import { FormNotice } from '../../components/forms/form-alert.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * Reports of listings (back office, policy listings.index; ADR 0027): the open ones first, newest first, each with
 * the listing (to moderate it on its page), the reason and text, who reported it and how many open reports it has.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsIndex);
  const locale = localeOfRequest(args.request);
  const closed = args.url.searchParams.get('status') === String(ListingReportStatus.closed);
  const status = closed ? ListingReportStatus.closed : ListingReportStatus.open;
  const cursor = Number(args.url.searchParams.get('cursor'));
  const query = { status, perPage: 20, cursor: Number.isInteger(cursor) && cursor > 0 ? cursor : undefined };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/listing-reports', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    status,
    rows: page.items.map((item) => ({
      id: item.id,
      code: localizeDigits(item.id, locale),
      listingId: item.listing.id,
      listingTitle: item.listing.title,
      reason: ListingReportReason.label(item.reason, locale),
      text: item.text,
      reporter: item.user.name || localizeDigits(item.user.id, locale),
      openReports: localizeDigits(item.openReports, locale),
      date: formatJalaliDate(new Date(item.registerDate), locale),
      open: item.status === ListingReportStatus.open,
    })),
    more: page.nextCursor === null ? null : `?status=${status}&cursor=${page.nextCursor}`,
  };
}

/** Close one report (policy listings.moderate); back to the same list. */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsModerate);
  const form = await args.request.formData();
  const id = idParam(textOf(form, 'id'));
  await serverApi(args.request, args.context)
    .POST('/api/v1/manager/listing-reports/{id}', {
      params: { path: { id } },
      body: { status: ListingReportStatus.closed },
    })
    .catch(panelFailure(args, 'manager'));
  // args.url, not request.url: with JavaScript the request is the page's .data address, which is no page to return to.
  const back = new URL(args.url);
  back.searchParams.set('notice', 'closed');
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function ManagerListingReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { search } = useLocation();
  const notice = new URLSearchParams(search).get('notice');
  const tabs = [
    { status: ListingReportStatus.open, label: t('listingExperience.manager.open') },
    { status: ListingReportStatus.closed, label: t('listingExperience.manager.closed') },
  ];
  return (
    <PanelPage title={t('listingExperience.manager.title')}>
      <FormNotice>{notice === 'closed' ? t('listingExperience.manager.closedNotice') : null}</FormNotice>
      <nav aria-label={t('listingExperience.manager.title')} className={classes.tabs}>
        {tabs.map((tab) => (
          <Button
            key={tab.status}
            component={Link}
            to={`?status=${tab.status}`}
            variant={tab.status === loaderData.status ? 'filled' : 'default'}
            size="sm"
            aria-current={tab.status === loaderData.status ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        ))}
      </nav>
      {loaderData.rows.length === 0 && (
        <PanelCard>
          <p role="status">{t('listingExperience.manager.none')}</p>
        </PanelCard>
      )}
      {loaderData.rows.map((row) => (
        <PanelCard key={row.id}>
          <article aria-label={row.listingTitle}>
            <Anchor component={Link} to={`/manager/listing/${row.listingId}`} fw={700} dir="auto">
              {row.listingTitle}
            </Anchor>
            <dl className={classes.facts}>
              <dt>{t('listingExperience.manager.reason')}</dt>
              <dd>{row.reason}</dd>
              {row.text && (
                <>
                  <dt>{t('listingExperience.manager.text')}</dt>
                  <dd dir="auto">{row.text}</dd>
                </>
              )}
              <dt>{t('listingExperience.manager.reporter')}</dt>
              <dd dir="auto">{row.reporter}</dd>
              <dt>{t('listingExperience.manager.count')}</dt>
              <dd>{row.openReports}</dd>
              <dt>{t('listingExperience.manager.date')}</dt>
              <dd>{row.date}</dd>
            </dl>
            {row.open && may(me, MANAGER.listingsModerate) && (
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <Button
                  type="submit"
                  size="xs"
                  variant="light"
                  aria-label={t('listingExperience.manager.closeNamed', { n: row.code })}
                >
                  {t('listingExperience.manager.close')}
                </Button>
              </Form>
            )}
          </article>
        </PanelCard>
      ))}
      {loaderData.more && (
        <Button component={Link} to={loaderData.more} variant="light">
          {t('listingExperience.manager.more')}
        </Button>
      )}
    </PanelPage>
  );
}
