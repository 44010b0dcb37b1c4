import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/my-documents';
import { Icon } from '../../components/icons.tsx';
import { OwnDocumentList } from '../../components/panel/own-documents.tsx';
import { loadOwnDocuments } from '../../components/panel/own-documents.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';

/** The agent's own identity documents (spec: /agent/myDocument/index; GET /me/documents) and their review. */
export async function loader(args: Route.LoaderArgs) {
  return loadOwnDocuments(args, 'agent');
}

export default function AgentMyDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage
      title={t('agent.nav.myDocuments')}
      action={
        <Button component={Link} to="/agent/myDocument/create" leftSection={<Icon name="plus" size={18} />}>
          {t('panel.documents.create')}
        </Button>
      }
    >
      <PanelCard>
        <OwnDocumentList items={loaderData.items} hrefOf={(id) => `/agent/myDocument/${id}/details`} />
      </PanelCard>
    </PanelPage>
  );
}
