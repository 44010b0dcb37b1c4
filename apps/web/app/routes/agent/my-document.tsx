import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/my-document';
import { BackToDocuments, OwnDocumentView } from '../../components/panel/own-documents.tsx';
import { loadOwnDocument } from '../../components/panel/own-documents.server.ts';
import { PanelPage } from '../../components/panel/panel-page.tsx';

/** One of the agent's documents (spec: /agent/myDocument/{id}/details): the image and the manager's review. */
export async function loader(args: Route.LoaderArgs) {
  return loadOwnDocument(args, 'agent');
}

export default function AgentMyDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { document } = loaderData;
  return (
    <PanelPage title={document.title || t('panel.documents.untitled')}>
      <OwnDocumentView document={document} />
      <BackToDocuments to="/agent/myDocument/index" label={t('agent.documents.back')} />
    </PanelPage>
  );
}
