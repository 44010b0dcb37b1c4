import { Form, redirect, useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/list';
import {
  commentStatusOptions,
  commentView,
  type CommentView,
} from '../../../components/comments/comments-view.server.ts';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { FormNotice } from '../../../components/forms/form-alert.tsx';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { enumValue, pageParam, rowsPage } from '../../../components/manager/labels.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { RecordList } from '../../../components/manager/record-list.tsx';
import { StatusTabs } from '../../../components/manager/status-tabs.tsx';
import classes from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** Comments on listings (back office, policy comments.index): those awaiting approval first, by status. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.commentsIndex);
  const locale = localeOfRequest(args.request);
  const asked = args.url.searchParams.get('status');
  const status =
    asked === null ? String(CommentStatus.pending) : CommentStatus.is(Number(asked)) && asked !== '' ? asked : '';
  const query = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    status: enumValue(status, (value) => CommentStatus.is(value)),
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/comments', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (item, number) => ({
      ...commentView(item, locale),
      number,
      code: localizeDigits(item.id, locale),
      itemCode: localizeDigits(item.itemId, locale),
    })),
    status,
    statuses: commentStatusOptions(locale),
  };
}

/** Approve or reject one comment (policy comments.edit); back to the same list. */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.commentsEdit);
  const form = await args.request.formData();
  const id = idParam(textOf(form, 'id'));
  const approve = textOf(form, 'intent') === 'approve';
  await serverApi(args.request, args.context)
    .POST('/api/v1/manager/comments/{id}/status', {
      params: { path: { id } },
      body: {
        status: approve ? CommentStatus.approved : CommentStatus.rejected,
      },
    })
    .catch(panelFailure(args, 'manager'));
  // args.url, not request.url: with JavaScript the request is the page's .data address, which is no page to return to.
  const back = new URL(args.url);
  back.searchParams.set('notice', approve ? 'approved' : 'rejected');
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function ManagerComments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { search, pathname } = useLocation();
  const { page, status, statuses } = loaderData;
  type Row = CommentView & { number: string; code: string; itemCode: string };
  const notice = new URLSearchParams(search).get('notice');
  const decide = (row: Row, intent: 'approve' | 'reject') => (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="intent" value={intent} />
      <Button
        type="submit"
        size="xs"
        variant="light"
        color={intent === 'approve' ? 'green' : 'orange'}
        aria-label={t(intent === 'approve' ? 'comments.manager.approveNamed' : 'comments.manager.rejectNamed', {
          n: row.code,
        })}
      >
        {t(intent === 'approve' ? 'comments.manager.approve' : 'comments.manager.reject')}
      </Button>
    </Form>
  );
  const actions = (row: Row) => (
    <div className={classes.rowActions}>
      {may(me, MANAGER.commentsEdit) && row.status !== CommentStatus.approved && decide(row, 'approve')}
      {may(me, MANAGER.commentsEdit) && row.status !== CommentStatus.rejected && decide(row, 'reject')}
      {may(me, MANAGER.commentsDelete) && (
        <ConfirmDelete
          to={`/manager/comment/${row.id}/delete`}
          back={`${pathname}${search}`}
          label={t('comments.manager.deleteNamed', { n: row.code })}
          message={t('comments.manager.confirmDelete', { text: row.description || row.scoreText })}
        />
      )}
    </div>
  );
  const badge = (row: Row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />;
  const text = (row: Row) => row.description || t('comments.manager.onlyScore');
  return (
    <PanelPage title={t('comments.manager.title')}>
      <ListNotice />
      <FormNotice>{notice === 'approved' || notice === 'rejected' ? t(`comments.manager.${notice}`) : null}</FormNotice>
      <StatusTabs label={t('comments.manager.filter')} statuses={statuses} current={status} />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('comments.manager.user'), style: 'userCell', cell: (row) => row.userName, fact: true },
            { label: t('comments.manager.text'), direction: 'auto', cell: text },
            { label: t('comments.manager.score'), style: 'num', cell: (row) => row.scoreText, fact: true },
            {
              label: t('comments.manager.item'),
              style: 'nowrap',
              cell: (row) => (
                <Anchor component={Link} to={`/manager/listing/${row.itemId}`}>
                  {row.itemCode}
                </Anchor>
              ),
            },
            { label: t('comments.manager.status'), style: 'nowrap', cell: badge },
            { label: t('comments.manager.date'), style: 'nowrap', cell: (row) => row.date, fact: true },
          ]}
          card={{ title: (row) => <span dir="auto">{text(row)}</span>, badge }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
