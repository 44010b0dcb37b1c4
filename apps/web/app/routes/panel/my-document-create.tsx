import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { OwnDocumentUpload } from '../../components/panel/own-document-upload.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';

/**
 * New document (spec: /panel/myDocument/create): a title and an image, sent from the browser straight to
 * POST /api/v1/me/documents with a progress bar, then its page. Uploading needs JavaScript (the page says so).
 */
export default function CreateDocument() {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('panel.documents.create')}>
      <PanelCard>
        <Text size="sm" c="dimmed" mb="md">
          {t('panel.documents.createIntro')}
        </Text>
        <OwnDocumentUpload
          panel="general"
          hrefOf={(id) => `/panel/myDocument/${id}`}
          returnTo="/panel/myDocument/create"
        />
      </PanelCard>
    </PanelPage>
  );
}
