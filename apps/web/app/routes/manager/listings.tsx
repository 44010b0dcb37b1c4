import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, NativeSelect, Table, TextInput } from '@mantine/core';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/listings';
import { Icon } from '../../components/icons.tsx';
import listingClasses from '../../components/listings/panel-listings.module.css';
import { StatusBadge } from '../../components/listings/status-badge.tsx';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import classes from '../../components/manager/manager.module.css';
import { Pager } from '../../components/manager/pager.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { imageView, jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { WEB_VERTICALS, webVertical } from '../../verticals/registry.ts';

/** Spec section 9: page size 15. */
const PAGE_SIZE = 15;
/**
 * The queue opens on what waits for a person, oldest first: under review or paid and waiting for confirmation, of
 * every vertical (issue 35; domain WAITING_FOR_REVIEW); «همه» shows every status.
 */
const WAITING = 'waiting';
const DEFAULT_STATUS = WAITING;
const ANY = 'all';

/**
 * The moderation queue of every vertical's listings: filtered by vertical, status (what waits for a person, oldest
 * first, unless another is chosen) and a search text; each row opens the listing in full, where it is approved,
 * rejected with a message, deactivated or marked special.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsIndex);
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale];
  const params = args.url.searchParams;
  const vertical = webVertical(params.get('vertical') ?? '')?.key ?? '';
  const statusParam = params.get('status') ?? DEFAULT_STATUS;
  const status =
    statusParam === WAITING || (ListingStatus.is(Number(statusParam)) && statusParam !== '') ? statusParam : ANY;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const answer = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/listings', {
      params: {
        query: {
          page,
          perPage: PAGE_SIZE,
          vertical: webVertical(vertical)?.key,
          waiting: status === WAITING ? 'true' : undefined,
          status: status === WAITING || status === ANY ? undefined : Number(status),
          q: q || undefined,
        },
      },
    })
    .catch(panelFailure(args, 'manager'));

  return {
    values: { vertical, status, q },
    verticals: WEB_VERTICALS.map((item) => ({ value: item.key, label: words.sections[item.section].title })),
    statuses: [
      { value: WAITING, label: words.listings.manager.waiting },
      ...ListingStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label })),
    ],
    page: { currentPage: answer.currentPage, lastPage: answer.lastPage, more: answer.lastPage > answer.currentPage },
    rows: answer.items.map((item, index) => {
      const own = webVertical(item.vertical);
      const category = item.generalSubSubCategory ?? item.generalSubCategory ?? item.generalCategory;
      return {
        id: item.id,
        number: localizeDigits((answer.currentPage - 1) * answer.perPage + index + 1, locale),
        title: item.title,
        image: imageView(item.images[0], 'thumb').src,
        owner: item.user.name || words.panel.unnamed,
        city: item.city?.name ?? '',
        category: category?.title ?? '',
        section: own ? words.sections[own.section].title : item.vertical,
        status: item.status,
        date: jalaliOf(item.registerDate, locale),
        special: item.isSpecial,
      };
    }),
  };
}

export default function ManagerListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { rows, page, values } = loaderData;
  const open = (row: (typeof rows)[number]) => `/manager/listing/${row.id}`;
  const title = (row: (typeof rows)[number]) => (
    <Anchor component={Link} to={open(row)} className={classes.name} dir="auto">
      {row.title}
    </Anchor>
  );
  return (
    <PanelPage title={t('listings.manager.title')}>
      <ListNotice />
      <PanelCard>
        <Form method="get" role="search" className={classes.filters}>
          <TextInput
            className={classes.filterSearch}
            type="search"
            name="q"
            label={t('manager.list.search')}
            placeholder={t('listings.manager.searchPlaceholder')}
            defaultValue={values.q}
            leftSection={<Icon name="search" size={18} />}
          />
          <NativeSelect
            name="vertical"
            label={t('listings.manager.vertical')}
            data={[{ value: '', label: t('manager.list.any') }, ...loaderData.verticals]}
            defaultValue={values.vertical}
          />
          <NativeSelect
            name="status"
            label={t('listings.manager.status')}
            data={[{ value: ANY, label: t('manager.list.any') }, ...loaderData.statuses]}
            defaultValue={values.status}
          />
          <Button type="submit" variant="light">
            {t('manager.list.apply')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        {rows.length === 0 ? (
          <p className={classes.empty}>{t('messages.noItems')}</p>
        ) : (
          <>
            <div className={classes.tableWrap}>
              <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manager.list.row')}</Table.Th>
                    <Table.Th>{t('listings.manager.image')}</Table.Th>
                    <Table.Th>{t('listings.manager.titleField')}</Table.Th>
                    <Table.Th>{t('listings.manager.owner')}</Table.Th>
                    <Table.Th>{t('listings.manager.city')}</Table.Th>
                    <Table.Th>{t('listings.manager.category')}</Table.Th>
                    <Table.Th>{t('listings.manager.status')}</Table.Th>
                    <Table.Th>{t('listings.manager.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td className={classes.num}>{row.number}</Table.Td>
                      <Table.Td>
                        <img
                          src={row.image}
                          alt=""
                          width={48}
                          height={48}
                          className={listingClasses.thumb}
                          loading="lazy"
                        />
                      </Table.Td>
                      <Table.Td>
                        {title(row)}
                        <span className={classes.sub}>{row.section}</span>
                      </Table.Td>
                      <Table.Td>{row.owner}</Table.Td>
                      <Table.Td>{row.city}</Table.Td>
                      <Table.Td>{row.category}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{row.date}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={classes.cards}>
              {rows.map((row) => (
                <li key={row.id} className={classes.card}>
                  <div className={classes.cardHead}>
                    <div className={classes.cardTitle}>
                      <span className={classes.num}>{row.number}</span>
                      <img
                        src={row.image}
                        alt=""
                        width={48}
                        height={48}
                        className={listingClasses.thumb}
                        loading="lazy"
                      />
                      {title(row)}
                    </div>
                    <StatusBadge status={row.status} />
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('listings.manager.owner')}</dt>
                    <dd>{row.owner}</dd>
                    <dt>{t('listings.manager.city')}</dt>
                    <dd>{row.city}</dd>
                    <dt>{t('listings.manager.category')}</dt>
                    <dd>{`${row.section} · ${row.category}`}</dd>
                    <dt>{t('listings.manager.date')}</dt>
                    <dd>{row.date}</dd>
                  </dl>
                  <Button component={Link} to={open(row)} variant="light" size="xs">
                    {t('listings.manager.open')}
                  </Button>
                </li>
              ))}
            </ol>
          </>
        )}
        <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
      </PanelCard>
    </PanelPage>
  );
}
