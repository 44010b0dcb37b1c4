import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { ApplicationStatusSchema } from '@shahrbazar/domain/api/application.schema';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Button, NativeSelect, Text } from '@mantine/core';
import { ApplicationStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/applications';
import { idParam } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import { telHref } from '../../lib/digits.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { ApplicationStatusBadge } from './application-status.tsx';

/**
 * The applications to one of my jobs (/panel/myWork/{id}/applications): each applicant's name and mobile, the cover
 * note, the CV (opening it marks a new application seen) and its status, which the employer changes here. Another
 * user's job is not found.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [job, page] = await Promise.all([
    api.GET('/api/v1/me/work/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/me/work/{id}/applications', { params: { path: { id }, query: { perPage: 100 } } }),
  ]).catch(panelFailure(args, 'general'));
  return {
    job: { id: job.id, title: job.title },
    total: page.total,
    saved: args.url.searchParams.get('notice') === 'saved',
    items: page.items.map((item) => ({
      ...item,
      date: jalaliOf(item.registerDate, locale),
      mobile: item.applicant.mobile
        ? { href: telHref(item.applicant.mobile), text: localizeDigits(item.applicant.mobile, locale) }
        : null,
    })),
  };
}

/** Moves one application, then this page again (Post/Redirect/Get). */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const applicationId = idParam(String(form.get('applicationId') ?? ''));
  try {
    await serverApi(args.request, args.context).POST('/api/v1/me/work/{id}/applications/{applicationId}/status', {
      params: { path: { id, applicationId } },
      body: contractBody(
        ApplicationStatusSchema,
        { status: String(form.get('status') ?? '') },
        localeOfRequest(args.request),
      ),
    });
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
  throw redirect(`/panel/myWork/${id}/applications?notice=saved#application-${applicationId}`, 303);
}

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { job, items, total, saved } = loaderData;
  const statuses = ApplicationStatus.entries.map((entry) => ({ value: entry.value, label: entry.label[locale] }));
  return (
    <PanelPage title={t('listings.verticals.work.applicationsOf', { title: job.title })}>
      {saved && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('listings.verticals.work.statusSaved')}
        </Alert>
      )}
      {actionData?.failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionData.failure.message}
        </Alert>
      )}
      <PanelCard title={t('listings.verticals.work.applicationCount', { count: localizeDigits(total, locale) })}>
        {items.length === 0 ? (
          <Text c="dimmed">{t('listings.verticals.work.noApplications')}</Text>
        ) : (
          <ul className={lists.rows}>
            {items.map((item) => (
              <li key={item.id} id={`application-${item.id}`} className={lists.row}>
                <div>
                  <div className={lists.rowTitle}>{item.applicant.name || t('listings.verticals.work.noName')}</div>
                  <div className={lists.rowMeta}>
                    {item.date}
                    {item.mobile && (
                      <>
                        {' · '}
                        <a href={item.mobile.href} dir="ltr">
                          {item.mobile.text}
                        </a>
                      </>
                    )}
                  </div>
                  {item.note && (
                    <Text size="sm" mt={4} dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {item.note}
                    </Text>
                  )}
                  <Anchor href={item.file} size="sm" download>
                    {t('listings.verticals.work.downloadCv')}
                  </Anchor>
                </div>
                <Form method="post" className={lists.rowMeta} style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
                  <ApplicationStatusBadge status={item.status} />
                  <input type="hidden" name="applicationId" value={item.id} />
                  <NativeSelect
                    name="status"
                    aria-label={t('listings.verticals.work.statusOf', {
                      name: item.applicant.name || t('listings.verticals.work.noName'),
                    })}
                    data={statuses}
                    defaultValue={item.status}
                    size="sm"
                  />
                  <Button type="submit" size="sm" variant="light" loading={navigation.state === 'submitting'}>
                    {t('listings.verticals.work.saveStatus')}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
      <Button component={Link} to={`/panel/myWork/${job.id}`} variant="default">
        {t('listings.verticals.work.backToJob')}
      </Button>
    </PanelPage>
  );
}
