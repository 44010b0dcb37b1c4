import { useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/list';
import { Icon } from '../../../components/icons.tsx';
import { pageParam, rowsPage } from '../../../components/manager/labels.server.ts';
import { Pager } from '../../../components/manager/pager.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import lists from '../../../components/panel/lists.module.css';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { ticketView } from '../../../components/tickets/ticket-view.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** My tickets (spec: /panel/tickets): newest first, 15 a page, each with its status (answered when support wrote). */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/tickets', { params: { query: { page: pageParam(args.url), perPage: PAGE_SIZE } } })
    .catch(panelFailure(args, 'general'));
  return { page: rowsPage(page, locale, (item, number) => ticketView(item, locale, number)) };
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { page } = loaderData;
  return (
    <PanelPage
      title={t('tickets.list.title')}
      action={
        <Button component={Link} to="/panel/ticket/create" leftSection={<Icon name="plus" size={18} />}>
          {t('tickets.list.create')}
        </Button>
      }
    >
      <PanelCard>
        {page.items.length === 0 ? (
          <Text c="dimmed">{t('tickets.list.none')}</Text>
        ) : (
          <>
            <p className={lists.rowMeta}>{t('tickets.list.total', { n: localizeDigits(page.total, locale) })}</p>
            <ul className={lists.rows}>
              {page.items.map((item) => (
                <li key={item.id} className={lists.row}>
                  <div>
                    <Anchor component={Link} to={`/panel/ticket/${item.id}`} className={lists.rowTitle} dir="auto">
                      {item.title}
                    </Anchor>
                    <div className={lists.rowMeta}>
                      {t('tickets.list.code', { n: item.code })} · {item.registered}
                      {item.topic && ` · ${item.topic}`}
                    </div>
                  </div>
                  <div className={lists.rowEnd}>
                    <StatusColorBadge color={item.statusColor} label={item.statusLabel} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
      </PanelCard>
    </PanelPage>
  );
}
