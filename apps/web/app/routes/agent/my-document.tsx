import { useTranslation } from 'react-i18next';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/my-document';
import { idParam } from '../../components/manager/guard.server.ts';
import { BackToDocuments, OwnDocumentView } from '../../components/manager/own-documents.tsx';
import { PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { documentStatusLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** One of the agent's documents (spec: /agent/myDocument/{id}/details): the image and the manager's review. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const document = await serverApi(args.request, args.context)
    .get<UserDocument>(`/api/v1/me/documents/${id}`)
    .catch(panelFailure(args, 'agent'));
  return {
    document: { ...document, statusLabel: documentStatusLabel(document.status, localeOfRequest(args.request)) },
  };
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
