import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/document';
import { AGENT } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { BackToDocuments, OwnDocumentView } from '../../components/panel/own-documents.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { withStatusLabel } from './documents.server.ts';

/**
 * A document of one of the agent's users (spec: /agent/document/{id}/details; ADR 0047): whose it is, the manager's
 * review and the image (read through the agent's door). Another agent's user's document is a 404 from the API.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'agent', AGENT.documentsIndex);
  const id = idParam(args.params.id);
  const document = await serverApi(args.request, args.context)
    .GET('/api/v1/agent/documents/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'agent'));
  return { document: withStatusLabel(document, localeOfRequest(args.request)) };
}

export default function AgentUserDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { document } = loaderData;
  return (
    <PanelPage title={document.title || t('panel.documents.untitled')}>
      <PanelCard>
        <span dir="auto">
          {t('agent.userDocuments.whose', {
            name: document.userName || localizeDigits(document.userMobile ?? '', locale),
          })}
        </span>
      </PanelCard>
      <OwnDocumentView document={document} />
      <BackToDocuments to="/agent/document/index" label={t('agent.userDocuments.back')} />
    </PanelPage>
  );
}
