import { Form, useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button, NativeSelect } from '@mantine/core';
import { TicketStatus } from '@shahrbazar/domain/enums/support';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/list';
import { MANAGER } from '../../../components/manager/access.ts';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { enumValue, pageParam, rowsPage } from '../../../components/manager/labels.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { RecordList } from '../../../components/manager/record-list.tsx';
import { StatusTabs } from '../../../components/manager/status-tabs.tsx';
import classes from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { topicGroups } from '../../../components/tickets/ticket-form.server.ts';
import { ticketStatusOptions, ticketStatusParam, ticketView } from '../../../components/tickets/ticket-view.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** Users' tickets (back office, policy tickets.index): the unread first (the queue's work), by status and topic. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.ticketsIndex);
  const locale = localeOfRequest(args.request);
  const status = ticketStatusParam(args.url, String(TicketStatus.unread));
  const topic = Number(args.url.searchParams.get('topic'));
  const query = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    status: enumValue(status, (value) => TicketStatus.is(value)),
    general_sub_category_id: Number.isInteger(topic) && topic > 0 ? topic : undefined,
  };
  const api = serverApi(args.request, args.context);
  const [page, tree] = await Promise.all([
    api.GET('/api/v1/manager/tickets', { params: { query } }).catch(panelFailure(args, 'manager')),
    api.GET('/api/v1/categories', { params: { query: { type: 'support' } } }).catch(() => ({ items: [] })),
  ]);
  return {
    page: rowsPage(page, locale, (item, number) => ticketView(item, locale, number)),
    status,
    statuses: ticketStatusOptions(locale),
    topic: topic > 0 ? String(topic) : '',
    topics: topicGroups(tree.items),
  };
}

export default function ManagerTickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { page, status, statuses, topic, topics } = loaderData;
  type Row = (typeof page.items)[number];
  const open = (row: Row) => (
    <Anchor
      component={Link}
      to={`/manager/ticket/${row.id}`}
      aria-label={t('tickets.manager.openNamed', { n: row.code })}
    >
      {t('tickets.manager.open')}
    </Anchor>
  );
  const badge = (row: Row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />;
  return (
    <PanelPage title={t('tickets.manager.title')}>
      <ListNotice />
      <StatusTabs label={t('tickets.manager.filter')} statuses={statuses} current={status} />
      {topics.length > 0 && (
        <PanelCard>
          <Form method="get" role="search" className={classes.filters}>
            <input type="hidden" name="status" value={status || '-1'} />
            <NativeSelect
              name="topic"
              label={t('tickets.manager.topic')}
              data={[
                { value: '', label: t('manager.list.any') },
                ...topics.map((group) => ({ group: group.group, items: group.items })),
              ]}
              defaultValue={topic}
            />
            <Button type="submit" variant="light">
              {t('manager.list.apply')}
            </Button>
          </Form>
        </PanelCard>
      )}
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('tickets.manager.subject'), direction: 'auto', cell: (row) => row.title },
            {
              label: t('tickets.manager.sender'),
              style: 'userCell',
              cell: (row) => <span className={classes.name}>{row.senderName}</span>,
              fact: true,
            },
            { label: t('tickets.manager.topic'), cell: (row) => row.topic, fact: { when: (row) => row.topic !== '' } },
            { label: t('tickets.manager.status'), style: 'nowrap', cell: badge },
            { label: t('tickets.manager.date'), style: 'nowrap', cell: (row) => row.registered, fact: true },
          ]}
          card={{ title: (row) => <span className={classes.name}>{row.title}</span>, badge }}
          actions={{ cell: open }}
        />
      </PanelCard>
    </PanelPage>
  );
}
