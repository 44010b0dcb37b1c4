import { Form, redirect, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { LawyerPostStatus } from '@shahrbazar/domain/enums/status';
import type { Route } from './+types/manager-questions';
import { FormNotice } from '../../components/forms/form-alert.tsx';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { StatusTabs } from '../../components/manager/status-tabs.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { questionCard } from './questions.server.ts';

/**
 * The legal questions in the back office (/manager/lawyer-questions, policy listings.moderate; ADR 0040): published
 * or hidden, newest first; a manager hides a question from the public pages or publishes it again.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsModerate);
  const locale = localeOfRequest(args.request);
  const hidden = args.url.searchParams.get('status') === String(LawyerPostStatus.inactive);
  const status = hidden ? LawyerPostStatus.inactive : LawyerPostStatus.published;
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/lawyer-questions', { params: { query: { status, perPage: 50 } } })
    .catch(panelFailure(args, 'manager'));
  return { status, rows: page.items.map((item) => questionCard(item, locale)) };
}

/** Hide or publish one question; back to the same list. */
export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsModerate);
  const form = await args.request.formData();
  const id = idParam(textOf(form, 'id'));
  const status = textOf(form, 'status') === '2' ? LawyerPostStatus.published : LawyerPostStatus.inactive;
  await serverApi(args.request, args.context)
    .POST('/api/v1/manager/lawyer-questions/{id}/status', { params: { path: { id } }, body: { status } })
    .catch(panelFailure(args, 'manager'));
  const back = new URL(args.url);
  back.searchParams.set('notice', 'saved');
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function ManagerQuestions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const notice = new URLSearchParams(search).get('notice');
  const tabs = [
    { value: String(LawyerPostStatus.published), label: t('lawyer.manager.published') },
    { value: String(LawyerPostStatus.inactive), label: t('lawyer.manager.hidden') },
  ];
  return (
    <PanelPage title={t('lawyer.manager.questions')}>
      <FormNotice>{notice === 'saved' ? t('lawyer.manager.saved') : null}</FormNotice>
      <StatusTabs
        label={t('lawyer.manager.questions')}
        statuses={tabs}
        current={String(loaderData.status)}
        withAny={false}
      />
      {loaderData.rows.length === 0 && (
        <PanelCard>
          <p role="status">{t('lawyer.questions.none')}</p>
        </PanelCard>
      )}
      {loaderData.rows.map((row) => (
        <PanelCard key={row.id}>
          <article aria-label={row.title}>
            <Anchor component={Link} to={row.href} fw={700} dir="auto">
              {row.title}
            </Anchor>
            <p dir="auto">{row.excerpt}</p>
            <p>
              {row.category.title} · {row.date} · {t('lawyer.questions.answers', { n: row.answers })}
            </p>
            <Form method="post">
              <input type="hidden" name="id" value={row.id} />
              <input
                type="hidden"
                name="status"
                value={
                  row.status === LawyerPostStatus.published ? LawyerPostStatus.inactive : LawyerPostStatus.published
                }
              />
              <Button type="submit" size="xs" variant="light" color={row.status === 2 ? 'red' : 'teal'}>
                {row.status === LawyerPostStatus.published ? t('lawyer.manager.hide') : t('lawyer.manager.publish')}
              </Button>
            </Form>
          </article>
        </PanelCard>
      ))}
    </PanelPage>
  );
}
