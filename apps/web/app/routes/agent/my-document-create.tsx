import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { OwnDocumentUpload } from '../../components/panel/own-document-upload.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';

/** A new identity document of the agent (spec: /agent/myDocument/create): a title and an image, with progress. */
export default function AgentCreateDocument() {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('panel.documents.create')}>
      <PanelCard>
        <Text size="sm" c="dimmed" mb="md">
          {t('panel.documents.createIntro')}
        </Text>
        <OwnDocumentUpload
          panel="agent"
          hrefOf={(id) => `/agent/myDocument/${id}/details`}
          returnTo="/agent/myDocument/create"
        />
      </PanelCard>
    </PanelPage>
  );
}
