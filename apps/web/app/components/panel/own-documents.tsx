import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Blockquote, Text } from '@mantine/core';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import { formatJalaliDate, formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { mediaSrc } from '../../lib/media.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { DocumentStatusBadge } from './document-status.tsx';
import { UploaderFact } from './document-uploader.tsx';
import { PanelCard } from './panel-page.tsx';
import lists from './lists.module.css';
import uploads from './uploads.module.css';

// One's own identity documents (GET /me/documents) for the user panel and the agent panel alike: the same API and
// pieces, with the panel's paths as props so each panel's links stay its own (/panel/myDocument/..., /agent/...).

export type OwnDocument = UserDocument & { statusLabel: string };

/** My documents as a list, each linking to its page, with its review state (and whose, in the agent's list). */
export function OwnDocumentList<T extends OwnDocument>({
  items,
  hrefOf,
  whose,
}: {
  items: T[];
  hrefOf: (id: number) => string;
  whose?: (item: T) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return <Text c="dimmed">{t('panel.documents.none')}</Text>;
  return (
    <ul className={lists.rows}>
      {items.map((item) => (
        <li key={item.id} className={lists.row}>
          <Link to={hrefOf(item.id)} className={lists.rowLink}>
            <img src={mediaSrc(item.file)} alt="" width={48} height={48} className={lists.thumb} />
            <span>
              <span className={lists.rowTitle} dir="auto">
                {item.title}
              </span>
              <br />
              {whose && (
                <>
                  <span className={lists.rowMeta} dir="auto">
                    {whose(item)}
                  </span>
                  <br />
                </>
              )}
              <span className={lists.rowMeta}>
                {t('panel.documents.sentOn', { date: formatJalaliDate(new Date(item.registerDate), locale) })}
              </span>
            </span>
          </Link>
          <DocumentStatusBadge status={item.status} label={item.statusLabel} />
        </li>
      ))}
    </ul>
  );
}

/** One of my documents: the review result and the image. */
export function OwnDocumentView({ document }: { document: OwnDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const src = mediaSrc(document.file);
  return (
    <>
      <PanelCard title={t('panel.documents.review')}>
        <dl className={lists.facts}>
          <dt>{t('panel.documents.status')}</dt>
          <dd>
            <DocumentStatusBadge status={document.status} label={document.statusLabel} />
          </dd>
          <dt>{t('panel.documents.number')}</dt>
          <dd>{localizeDigits(document.id, locale)}</dd>
          <dt>{t('panel.documents.sentAt')}</dt>
          <dd>{formatJalaliDateTime(new Date(document.registerDate), locale)}</dd>
          <UploaderFact document={document} />
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
    </>
  );
}

/** "Back to my documents" under a document's page. */
export function BackToDocuments({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to}>
      {label}
    </Anchor>
  );
}
