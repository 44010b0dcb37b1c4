import { Form, redirect, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, Text } from '@mantine/core';
import { QueueJobState, QueueKind } from '@shahrbazar/domain/enums/queue';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/queue';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { FormNotice } from '../../components/forms/form-alert.tsx';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { pageParam, rowsPage } from '../../components/manager/labels.server.ts';
import { RecordList } from '../../components/manager/record-list.tsx';
import { StatusTabs } from '../../components/manager/status-tabs.tsx';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * The durable queue's jobs that did not go through (back office, policy queue.index; ADR 0085): the given-up ones
 * first, or those waiting for their next try, by kind, with their error, tries and times; «تلاش دوباره» sends a
 * given-up one again (policy queue.retry).
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.queueIndex);
  const locale = localeOfRequest(args.request);
  const asked = args.url.searchParams.get('status');
  const state = asked === null ? QueueJobState.failed : QueueJobState.is(asked) ? asked : '';
  const askedKind = args.url.searchParams.get('kind') ?? '';
  const kind = QueueKind.is(askedKind) ? askedKind : '';
  const query = { page: pageParam(args.url), perPage: PAGE_SIZE, state: state || undefined, kind: kind || undefined };
  const api = serverApi(args.request, args.context);
  const [page, rounds] = await Promise.all([
    api.GET('/api/v1/manager/queue/jobs', { params: { query } }),
    api.GET('/api/v1/manager/queue/rounds'),
  ]).catch(panelFailure(args, 'manager'));
  const when = (iso: string | null) => (iso ? formatJalaliDateTime(new Date(iso), locale) : '');
  return {
    page: rowsPage(page, locale, (job, number) => ({
      id: job.id,
      number,
      kind: job.kind,
      kindLabel: QueueKind.label(job.kind, locale),
      state: job.state,
      stateLabel: QueueJobState.label(job.state, locale),
      stateColor: job.state === QueueJobState.failed ? 'danger' : 'warning',
      error: job.error,
      attempts: localizeDigits(job.attempts, locale),
      maxAttempts: localizeDigits(job.maxAttempts, locale),
      lastTried: when(job.lastTriedAt ?? job.createdAt),
      nextTry: when(job.nextTryAt),
      receiver: job.receiver
        ? { name: job.receiver.name, mobile: job.receiver.mobile ? localizeDigits(job.receiver.mobile, locale) : '' }
        : null,
    })),
    rounds: rowsPage(
      { items: rounds.items, total: rounds.items.length, currentPage: 1, perPage: rounds.items.length, lastPage: 1 },
      locale,
      (round, number) => ({
        id: round.kind,
        number,
        kindLabel: QueueKind.label(round.kind, locale),
        every: everyOf(round.everySeconds, locale),
        last: round.lastAt ? when(round.lastAt) : null,
        behind: round.behind,
      }),
    ),
    state,
    kind,
    states: QueueJobState.options(locale).map((option) => ({ value: String(option.value), label: option.label })),
    kinds: QueueKind.options(locale).map((option) => ({ value: String(option.value), label: option.label })),
  };
}

/** How often a round is due, in words: «هر ۱۰ دقیقه», «هر ساعت». */
function everyOf(seconds: number, locale: Locale): string {
  const words = catalogues[locale].queue.rounds;
  const hours = seconds % 3600 === 0 ? seconds / 3600 : undefined;
  const [one, many, n] =
    hours === undefined
      ? [words.everyMinute, words.everyMinutes, Math.round(seconds / 60)]
      : [words.everyHour, words.everyHours, hours];
  return n === 1 ? one : many.replace('{{n}}', localizeDigits(n, locale));
}

/** Sends one given-up job again (policy queue.retry); back to the same list, saying whether it went back. */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.queueRetry);
  const form = await args.request.formData();
  const kind = textOf(form, 'kind');
  const id = textOf(form, 'id');
  // args.url, not request.url: with JavaScript the request is the page's .data address, which is no page to return to.
  const back = new URL(args.url);
  const notice = await serverApi(args.request, args.context)
    .POST('/api/v1/manager/queue/jobs/{kind}/{id}/retry', { params: { path: { kind, id } } })
    .then(
      () => 'retried',
      (error: unknown) => {
        // Another member of staff sent it again a moment before: say so rather than fail.
        if (error instanceof ApiError && error.status === 409) return 'notFailed';
        return panelFailure(args, 'manager')(error);
      },
    );
  back.searchParams.set('notice', notice);
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function ManagerQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { search } = useLocation();
  const { page, rounds, state, kind, states, kinds } = loaderData;
  type Row = (typeof page.items)[number];
  const notice = new URLSearchParams(search).get('notice');
  const who = (row: Row) => (row.receiver ? row.receiver.name || row.receiver.mobile : t('queue.noReceiver'));
  const retry = (row: Row) =>
    row.state === QueueJobState.failed && may(me, MANAGER.queueRetry) ? (
      <Form method="post">
        <input type="hidden" name="kind" value={row.kind} />
        <input type="hidden" name="id" value={row.id} />
        <Button
          type="submit"
          size="xs"
          variant="light"
          aria-label={t('queue.retryNamed', { kind: row.kindLabel, who: who(row) })}
        >
          {t('queue.retry')}
        </Button>
      </Form>
    ) : null;
  const badge = (row: Row) => <StatusColorBadge color={row.stateColor} label={row.stateLabel} />;
  type Round = (typeof rounds.items)[number];
  const roundBadge = (round: Round) => (
    <StatusColorBadge
      color={round.behind ? 'danger' : 'success'}
      label={t(round.behind ? 'queue.rounds.behind' : 'queue.rounds.onTime')}
    />
  );
  return (
    <PanelPage title={t('queue.title')}>
      <Text size="sm" c="dimmed">
        {t('queue.intro')}
      </Text>
      <FormNotice>{notice === 'retried' || notice === 'notFailed' ? t(`queue.${notice}`) : null}</FormNotice>
      <StatusTabs label={t('queue.states')} statuses={states} current={state} />
      <PanelCard>
        <Form method="get" role="search" aria-label={t('queue.filter')} className={classes.filters}>
          <input type="hidden" name="status" value={state || '-1'} />
          <NativeSelect
            name="kind"
            label={t('queue.kind')}
            data={[{ value: '', label: t('queue.any') }, ...kinds]}
            defaultValue={kind}
          />
          <Button type="submit" variant="light">
            {t('queue.apply')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('queue.columns.kind'), style: 'nowrap', cell: (row) => row.kindLabel },
            {
              label: t('queue.columns.receiver'),
              style: 'userCell',
              cell: (row) =>
                row.receiver ? (
                  <>
                    <span className={classes.name}>{row.receiver.name}</span>
                    <span className={classes.sub}>{row.receiver.mobile}</span>
                  </>
                ) : (
                  t('queue.noReceiver')
                ),
            },
            { label: t('queue.columns.error'), direction: 'auto', cell: (row) => row.error, fact: true },
            {
              label: t('queue.columns.attempts'),
              style: 'nowrap',
              cell: (row) => t('queue.attemptsOf', { n: row.attempts, of: row.maxAttempts }),
              fact: true,
            },
            {
              label: t('queue.columns.time'),
              style: 'nowrap',
              cell: (row) => (
                <>
                  <span>{row.lastTried}</span>
                  {row.nextTry && <span className={classes.sub}>{t('queue.nextTryAt', { when: row.nextTry })}</span>}
                </>
              ),
              fact: true,
            },
            { label: t('queue.columns.state'), style: 'nowrap', cell: badge },
          ]}
          card={{
            title: (row) => (
              <div>
                <span className={classes.name}>{row.kindLabel}</span>
                <span className={classes.sub}>{who(row)}</span>
              </div>
            ),
            badge,
          }}
          actions={{ heading: t('manager.list.actions'), cell: retry }}
        />
      </PanelCard>
      <PanelCard title={t('queue.rounds.title')}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('queue.rounds.intro')}
        </Text>
        <RecordList
          page={rounds}
          search={search}
          columns={[
            { label: t('queue.rounds.columns.kind'), cell: (round) => round.kindLabel },
            { label: t('queue.rounds.columns.every'), style: 'nowrap', cell: (round) => round.every, fact: true },
            {
              label: t('queue.rounds.columns.last'),
              style: 'nowrap',
              cell: (round) => round.last ?? t('queue.rounds.never'),
              fact: true,
            },
            { label: t('queue.rounds.columns.state'), style: 'nowrap', cell: roundBadge },
          ]}
          card={{ title: (round) => <span className={classes.name}>{round.kindLabel}</span>, badge: roundBadge }}
        />
      </PanelCard>
    </PanelPage>
  );
}
