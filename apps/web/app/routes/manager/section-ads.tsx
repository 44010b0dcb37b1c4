import { Form, redirect, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, Group } from '@mantine/core';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { canDecideSectionAd, SectionAdType } from '@shahrbazar/domain/rules/section-ads';
import type { Route } from './+types/section-ads';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { StatusBadge } from '../../components/listings/status-badge.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { pageParam } from '../../components/manager/labels.server.ts';
import { Pager } from '../../components/manager/pager.tsx';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The tabs of the queue: paid and awaiting a decision first, then the shown (active) ones, then all. */
const TABS = [ListingStatus.paidWaitingConfirmation, ListingStatus.active, null] as const;

/**
 * Section ads in the back office (policy listings.index; ADR 0042): the paid ads waiting for a decision, each with its
 * listing, package and amount; approve (shown for the package's days from now) or reject (the money back to the
 * owner's wallet), policy listings.moderate.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsIndex);
  const locale = localeOfRequest(args.request);
  const asked = args.url.searchParams.get('status');
  const status = asked === 'all' ? null : asked === null ? ListingStatus.paidWaitingConfirmation : Number(asked);
  const query = { page: pageParam(args.url), perPage: 50, status: status ?? undefined };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/section-ads', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    status,
    // A counted page (ADR 0117): the queue past its first 50 is reached by the pager.
    page: { currentPage: page.currentPage, lastPage: page.lastPage, more: page.lastPage > page.currentPage },
    rows: page.items.map((ad) => ({
      id: ad.id,
      listingId: ad.listingId,
      listingTitle: ad.listingTitle,
      section: SectionAdType.label(ad.type, locale),
      packageTitle: ad.packageTitle,
      price: formatAmount(ad.price, locale),
      status: ad.status,
      until: ad.endsAt ? formatJalaliDate(new Date(ad.endsAt), locale) : null,
      decidable: canDecideSectionAd(ad.status),
    })),
  };
}

/** Approve or reject one paid ad (policy listings.moderate); back to the same tab. */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsModerate);
  const form = await args.request.formData();
  const id = idParam(textOf(form, 'id'));
  const status = textOf(form, 'decision') === 'approve' ? ListingStatus.active : ListingStatus.inactive;
  try {
    await serverApi(args.request, args.context).POST('/api/v1/manager/section-ads/{id}/status', {
      params: { path: { id } },
      body: { status },
    });
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
  const back = new URL(args.url);
  back.searchParams.set('notice', 'decided');
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function ManagerSectionAds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const locale = useLocale();
  const { search } = useLocation();
  const notice = new URLSearchParams(search).get('notice');
  return (
    <PanelPage title={t('sectionAds.manager.title')}>
      <FormNotice>{notice === 'decided' ? t('sectionAds.manager.decided') : null}</FormNotice>
      <FormAlert failure={actionData?.failure} />
      <nav aria-label={t('sectionAds.manager.title')} className={classes.tabs}>
        {TABS.map((tab) => (
          <Button
            key={tab ?? 'all'}
            component={Link}
            to={`?status=${tab ?? 'all'}`}
            variant={tab === loaderData.status ? 'filled' : 'default'}
            size="sm"
            aria-current={tab === loaderData.status ? 'page' : undefined}
          >
            {tab === null ? t('sectionAds.manager.all') : ListingStatus.label(tab, locale)}
          </Button>
        ))}
      </nav>
      {loaderData.rows.length === 0 && (
        <PanelCard>
          <p role="status">{t('sectionAds.manager.none')}</p>
        </PanelCard>
      )}
      {loaderData.rows.map((row) => (
        <PanelCard key={row.id}>
          <article aria-label={row.listingTitle}>
            <Anchor component={Link} to={`/manager/listing/${row.listingId}`} fw={700} dir="auto">
              {row.listingTitle}
            </Anchor>
            <dl className={classes.facts}>
              <dt>{t('sectionAds.manager.package')}</dt>
              <dd>
                {row.section} · {row.packageTitle}
              </dd>
              <dt>{t('sectionAds.manager.price')}</dt>
              <dd>{row.price}</dd>
              <dt>{t('sectionAds.manager.status')}</dt>
              <dd>
                <StatusBadge status={row.status} />
              </dd>
              {row.until && (
                <>
                  <dt>{t('sectionAds.manager.until')}</dt>
                  <dd>{row.until}</dd>
                </>
              )}
            </dl>
            {row.decidable && may(me, MANAGER.listingsModerate) && (
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <Group gap="xs">
                  <Button type="submit" name="decision" value="approve" size="xs">
                    {t('sectionAds.manager.approve')}
                  </Button>
                  <Button type="submit" name="decision" value="reject" size="xs" variant="light" color="red">
                    {t('sectionAds.manager.reject')}
                  </Button>
                </Group>
              </Form>
            )}
          </article>
        </PanelCard>
      ))}
      <Pager {...loaderData.page} search={search} />
    </PanelPage>
  );
}
