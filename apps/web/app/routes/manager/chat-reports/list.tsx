import { redirect, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ChatReportStatus } from '@shahrbazar/domain/enums/support';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/list';
import { FormNotice } from '../../../components/forms/form-alert.tsx';
import { ChatReportReview } from '../../../components/chat/chat-report-review.tsx';
import {
  chatReportRow,
  chatReportStatusOptions,
  chatReportStatusParam,
} from '../../../components/chat/chat-report-view.server.ts';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { enumValue, pageParam, rowsPage } from '../../../components/manager/labels.server.ts';
import { RecordList } from '../../../components/manager/record-list.tsx';
import { StatusTabs } from '../../../components/manager/status-tabs.tsx';
import classes from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** Users' reports of chat partners (back office, policy chatReports.index; ADR 0035): the open ones first. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.chatReportsIndex);
  const locale = localeOfRequest(args.request);
  const status = chatReportStatusParam(args.url, String(ChatReportStatus.open));
  const query = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    status: enumValue(status, (value) => ChatReportStatus.is(value)),
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/chat-reports', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (item, number) => chatReportRow(item, number, locale)),
    status,
    statuses: chatReportStatusOptions(locale),
  };
}

const DECISIONS: Record<
  string,
  { status: ChatReportStatus; blockUser: boolean; notice: 'resolved' | 'dismissed' | 'reopened' | 'blocked' }
> = {
  resolve: { status: ChatReportStatus.resolved, blockUser: false, notice: 'resolved' },
  dismiss: { status: ChatReportStatus.dismissed, blockUser: false, notice: 'dismissed' },
  reopen: { status: ChatReportStatus.open, blockUser: false, notice: 'reopened' },
  block: { status: ChatReportStatus.resolved, blockUser: true, notice: 'blocked' },
};

/** A decision on one report (policy chatReports.edit); back to the same list with what was done. */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.chatReportsEdit);
  const form = await args.request.formData();
  const id = idParam(textOf(form, 'id'));
  const decision = DECISIONS[textOf(form, 'intent')] ?? DECISIONS.resolve!;
  await serverApi(args.request, args.context)
    .POST('/api/v1/manager/chat-reports/{id}', {
      params: { path: { id } },
      body: { status: decision.status, blockUser: decision.blockUser },
    })
    .catch(panelFailure(args, 'manager'));
  // args.url, not request.url: with JavaScript the request is the page's .data address, which is no page to return to.
  const back = new URL(args.url);
  back.searchParams.set('notice', decision.notice);
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function ManagerChatReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { search } = useLocation();
  const { page, status, statuses } = loaderData;
  type Row = (typeof page.items)[number];
  const badge = (row: Row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />;
  const canDecide = may(me, MANAGER.chatReportsEdit);
  const notice = new URLSearchParams(search).get('notice');
  const said = Object.values(DECISIONS).find((decision) => decision.notice === notice);
  return (
    <PanelPage title={t('chat.reports.title')}>
      <FormNotice>{said ? t(`chat.reports.notice.${said.notice}`) : null}</FormNotice>
      <StatusTabs label={t('chat.reports.filter')} statuses={statuses} current={status} />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            {
              label: t('chat.reports.reported'),
              style: 'userCell',
              cell: (row) => (
                <div>
                  <span className={classes.name}>{row.reported}</span>
                  <span dir="ltr">{row.reportedMobile}</span>
                </div>
              ),
            },
            { label: t('chat.reports.reporter'), cell: (row) => row.reporter, direction: 'auto', fact: true },
            { label: t('chat.reports.reason'), cell: (row) => row.reason, direction: 'auto', fact: true },
            { label: t('chat.reports.status'), style: 'nowrap', cell: badge },
            { label: t('chat.reports.date'), style: 'nowrap', cell: (row) => row.date, fact: true },
          ]}
          card={{ title: (row) => <span className={classes.name}>{row.reported}</span>, badge }}
          actions={{ cell: (row) => <ChatReportReview row={row} canDecide={canDecide} /> }}
          empty={t('chat.reports.none')}
        />
      </PanelCard>
    </PanelPage>
  );
}
