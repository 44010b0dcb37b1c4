import { useTranslation } from '../../lib/use-translation.tsx';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';

/**
 * «بارگذاری توسط» in a document's facts (ADR 0053): the user themself, or the agent or staff member who uploaded it
 * for them. Nothing for a document sent before the uploader was recorded.
 */
export function UploaderFact({ document }: { document: Pick<UserDocument, 'userId' | 'uploader'> }) {
  const { t } = useTranslation();
  const { uploader } = document;
  if (!uploader) return null;
  return (
    <>
      <dt>{t('panel.documents.uploadedBy')}</dt>
      <dd dir="auto">
        {uploader.id === document.userId ? t('panel.documents.uploadedBySelf') : uploader.name || t('panel.unnamed')}
      </dd>
    </>
  );
}
