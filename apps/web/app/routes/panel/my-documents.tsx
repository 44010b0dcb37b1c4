import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@mantine/core';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import type { Route } from './+types/my-documents';
import { Icon } from '../../components/icons.tsx';
import { DocumentStatusBadge } from '../../components/panel/document-status.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import classes from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { documentStatusLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { mediaSrc } from '../../lib/media.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** My documents (spec: /panel/myDocuments): the identity documents I sent and how each was reviewed. */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await serverApi(args.request, args.context)
    .get<{ items: UserDocument[] }>('/api/v1/me/documents')
    .catch(panelFailure(args, 'general'));
  const locale = localeOfRequest(args.request);
  return { items: items.map((item) => ({ ...item, statusLabel: documentStatusLabel(item.status, locale) })) };
}

export default function MyDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items } = loaderData;
  return (
    <PanelPage
      title={t('panel.nav.myDocuments')}
      action={
        <Button component={Link} to="/panel/myDocument/create" leftSection={<Icon name="plus" size={18} />}>
          {t('panel.documents.create')}
        </Button>
      }
    >
      <PanelCard>
        {items.length === 0 ? (
          <Text c="dimmed">{t('panel.documents.none')}</Text>
        ) : (
          <ul className={classes.rows}>
            {items.map((item) => (
              <li key={item.id} className={classes.row}>
                <Link to={`/panel/myDocument/${item.id}`} className={classes.rowLink}>
                  <img src={mediaSrc(item.file)} alt="" width={48} height={48} className={classes.thumb} />
                  <span>
                    <span className={classes.rowTitle} dir="auto">
                      {item.title}
                    </span>
                    <br />
                    <span className={classes.rowMeta}>
                      {t('panel.documents.sentOn', { date: formatJalaliDate(new Date(item.registerDate), locale) })}
                    </span>
                  </span>
                </Link>
                <DocumentStatusBadge status={item.status} label={item.statusLabel} />
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
