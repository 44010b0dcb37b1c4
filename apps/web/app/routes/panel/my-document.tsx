import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Blockquote, Text } from '@mantine/core';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/my-document';
import { DocumentStatusBadge } from '../../components/panel/document-status.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import uploads from '../../components/panel/uploads.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { documentStatusLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { mediaSrc } from '../../lib/media.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** One of my documents (spec: /panel/myDocument/{id}): the image and the manager's review. */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const document = await serverApi(args.request, args.context)
    .get<UserDocument>(`/api/v1/me/documents/${id}`)
    .catch(panelFailure(args, 'general'));
  return { document, statusLabel: documentStatusLabel(document.status, localeOfRequest(args.request)) };
}

export default function MyDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { document, statusLabel } = loaderData;
  const src = mediaSrc(document.file);
  return (
    <PanelPage title={document.title || t('panel.documents.untitled')}>
      <PanelCard title={t('panel.documents.review')}>
        <dl className={lists.facts}>
          <dt>{t('panel.documents.status')}</dt>
          <dd>
            <DocumentStatusBadge status={document.status} label={statusLabel} />
          </dd>
          <dt>{t('panel.documents.number')}</dt>
          <dd>{localizeDigits(document.id, locale)}</dd>
          <dt>{t('panel.documents.sentAt')}</dt>
          <dd>{formatJalaliDateTime(new Date(document.registerDate), locale)}</dd>
          {document.reviewedAt && (
            <>
              <dt>{t('panel.documents.reviewedAt')}</dt>
              <dd>{formatJalaliDateTime(new Date(document.reviewedAt), locale)}</dd>
            </>
          )}
        </dl>
        {document.message ? (
          <Blockquote
            color={document.status === 2 ? 'red' : 'teal'}
            mt="md"
            p="sm"
            cite={t('panel.authenticate.messageFrom')}
          >
            <span dir="auto">{document.message}</span>
          </Blockquote>
        ) : (
          document.status === 0 && (
            <Text mt="md" c="dimmed">
              {t('panel.documents.waiting')}
            </Text>
          )
        )}
      </PanelCard>
      <PanelCard title={t('panel.documents.image')}>
        <a href={src} target="_blank" rel="noopener">
          <img src={src} alt={document.title} className={uploads.preview} />
        </a>
      </PanelCard>
      <Anchor component={Link} to="/panel/myDocuments">
        {t('panel.documents.back')}
      </Anchor>
    </PanelPage>
  );
}
