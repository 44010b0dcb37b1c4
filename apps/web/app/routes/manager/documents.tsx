import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/documents';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import {
  documentRow,
  documentStatusOptions,
  filterParam,
  isDocumentStatus,
  pageParam,
  rowsPage,
} from '../../components/manager/labels.server.ts';
import { Pager } from '../../components/manager/pager.tsx';
import { StatusTabs } from '../../components/manager/status-tabs.tsx';
import classes from '../../components/manager/manager.module.css';
import { DocumentStatusBadge } from '../../components/panel/document-status.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The pending documents first: that is the queue's work. ?status=-1 shows every document. */
const DEFAULT_STATUS = '0';

/** The identity documents' review queue (spec: authenticate; GET /manager/documents), by status, 15 per page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.documentsIndex);
  const locale = localeOfRequest(args.request);
  const asked = args.url.searchParams.get('status');
  const status = asked === null ? DEFAULT_STATUS : filterParam(asked, isDocumentStatus);
  const query = { page: pageParam(args.url), perPage: 15, status: status ? Number(status) : undefined };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/documents', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (item, number) => documentRow(item, number, locale)),
    status,
    statuses: documentStatusOptions(locale),
    search: args.url.search,
  };
}

export default function ManagerDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, status, statuses, search } = loaderData;
  return (
    <PanelPage title={t('manager.nav.documents')}>
      <StatusTabs label={t('manager.documents.filter')} statuses={statuses} current={status} />
      <PanelCard>
        {page.items.length === 0 ? (
          <p className={classes.empty}>{t('messages.noItems')}</p>
        ) : (
          <>
            <div className={classes.summary}>
              <span>{t('manager.list.total', { n: localizeDigits(page.total, locale) })}</span>
            </div>
            <ol className={classes.rows}>
              {page.items.map((doc) => (
                <li key={doc.id} className={classes.docRow}>
                  <span className={classes.num}>{doc.number}</span>
                  <Link to={`/manager/document/${doc.id}`} className={classes.docLink}>
                    <img src={doc.src} alt="" width={56} height={56} loading="lazy" className={classes.thumb} />
                    <span className={classes.docText}>
                      <span className={classes.name} dir="auto">
                        {doc.title || t('panel.documents.untitled')}
                      </span>
                      <span className={classes.sub}>
                        {[doc.userName || t('panel.unnamed'), doc.userMobile].filter(Boolean).join(t('list.separator'))}
                      </span>
                      <span className={classes.sub}>{t('panel.documents.sentOn', { date: doc.sentAt })}</span>
                    </span>
                  </Link>
                  <DocumentStatusBadge status={doc.status} label={doc.statusLabel} />
                </li>
              ))}
            </ol>
            <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
          </>
        )}
      </PanelCard>
    </PanelPage>
  );
}
