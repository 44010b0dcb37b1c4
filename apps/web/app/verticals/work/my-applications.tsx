import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Text } from '@mantine/core';
import type { Route } from './+types/my-applications';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { detailHref, jalaliOf } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { ApplicationStatusBadge } from './application-status.tsx';
import { workVertical } from './index.ts';

/** The jobs I applied to (/panel/myApplications): each job, the day sent and where the employer put it. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/applications', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'general'));
  return {
    sent: args.url.searchParams.has('sent'),
    items: page.items.map((item) => ({
      id: item.id,
      status: item.status,
      title: item.job.title,
      href: item.job.active ? detailHref(workVertical, item.job) : null,
      date: jalaliOf(item.registerDate, locale),
      fileName: item.fileName,
    })),
  };
}

export default function MyApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, sent } = loaderData;
  return (
    <PanelPage title={t('listings.verticals.work.myApplications')}>
      {sent && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('listings.verticals.work.sent')}
        </Alert>
      )}
      <PanelCard>
        {items.length === 0 ? (
          <>
            <Text c="dimmed" mb="sm">
              {t('listings.verticals.work.noneSent')}
            </Text>
            <Button component={Link} to="/work" variant="light">
              {t('listings.verticals.work.findJobs')}
            </Button>
          </>
        ) : (
          <ul className={lists.rows}>
            {items.map((item) => (
              <li key={item.id} className={lists.row}>
                <div>
                  <div className={lists.rowTitle}>
                    {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
                  </div>
                  <div className={lists.rowMeta}>
                    {item.date}
                    {item.fileName && ` · ${item.fileName}`}
                  </div>
                </div>
                <ApplicationStatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
