import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/my-document';
import { BackToDocuments, OwnDocumentView } from '../../components/panel/own-documents.tsx';
import { loadOwnDocument } from '../../components/panel/own-documents.server.ts';
import { PanelPage } from '../../components/panel/panel-page.tsx';

/** One of my documents (spec: /panel/myDocument/{id}): the image and the manager's review. */
export async function loader(args: Route.LoaderArgs) {
  return loadOwnDocument(args, 'general');
}

export default function MyDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { document } = loaderData;
  return (
    <PanelPage title={document.title || t('panel.documents.untitled')}>
      <OwnDocumentView document={document} />
      <BackToDocuments to="/panel/myDocuments" label={t('panel.documents.back')} />
    </PanelPage>
  );
}
