import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, NativeSelect, Text } from '@mantine/core';
import { ApplicationStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/manager-applications';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { ApplicationStatusBadge } from './application-status.tsx';

/**
 * The back office's job applications (issue 13): every job's applications, newest first, by status, each with its
 * job, the seeker, the note and the CV (the managers' private route; the listings policy). "More" continues by
 * cursor.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.listingsIndex);
  const locale = localeOfRequest(args.request);
  const status = args.url.searchParams.get('status') ?? '';
  const cursor = Number(args.url.searchParams.get('cursor'));
  const query = {
    status: ApplicationStatus.is(status) ? status : undefined,
    cursor: Number.isInteger(cursor) && cursor > 0 ? cursor : undefined,
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/work-applications', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  const more = new URLSearchParams(ApplicationStatus.is(status) ? { status } : {});
  if (page.nextCursor !== null) more.set('cursor', String(page.nextCursor));
  return {
    status: ApplicationStatus.is(status) ? status : '',
    moreHref: page.nextCursor === null ? null : `?${more}`,
    items: page.items.map((item) => ({
      id: item.id,
      status: item.status,
      note: item.note,
      file: item.file,
      name: item.applicant.name,
      mobile: item.applicant.mobile ? localizeDigits(item.applicant.mobile, locale) : '',
      job: { title: item.job.title, href: `/work/${encodeURIComponent(item.job.slug)}/${item.job.slugId}` },
      date: jalaliOf(item.registerDate, locale),
    })),
  };
}

export default function ManagerApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items } = loaderData;
  return (
    <PanelPage title={t('boothMore.applications.title')}>
      <PanelCard>
        <Text mb="sm">{t('boothMore.applications.intro')}</Text>
        <Form method="get" style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
          <NativeSelect
            name="status"
            label={t('boothMore.applications.status')}
            defaultValue={loaderData.status}
            data={[
              { value: '', label: t('boothMore.applications.allStatuses') },
              ...ApplicationStatus.entries.map((entry) => ({ value: entry.value, label: entry.label[locale] })),
            ]}
          />
          <Button type="submit" variant="light">
            {t('boothMore.applications.filter')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        {items.length === 0 ? (
          <Text c="dimmed">{t('boothMore.applications.empty')}</Text>
        ) : (
          <ul className={lists.rows}>
            {items.map((item) => (
              <li key={item.id} className={lists.row}>
                <div>
                  <div className={lists.rowTitle}>
                    <Link to={item.job.href}>{item.job.title}</Link>
                  </div>
                  <div className={lists.rowMeta}>{[item.name, item.mobile, item.date].filter(Boolean).join(' · ')}</div>
                  {item.note && (
                    <Text size="sm" mt={4} dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {item.note}
                    </Text>
                  )}
                  <Anchor href={item.file} size="sm" download>
                    {t('boothMore.applications.openCv', { name: item.name || item.job.title })}
                  </Anchor>
                </div>
                <ApplicationStatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
        {loaderData.moreHref && (
          <Button component={Link} to={loaderData.moreHref} variant="light" mt="md">
            {t('boothMore.applications.more')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
