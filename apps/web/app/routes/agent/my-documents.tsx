import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/my-documents';
import { Icon } from '../../components/icons.tsx';
import { OwnDocumentList } from '../../components/manager/own-documents.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { documentStatusLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** The agent's own identity documents (spec: /agent/myDocument/index; GET /me/documents) and their review. */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await serverApi(args.request, args.context)
    .get<{ items: UserDocument[] }>('/api/v1/me/documents')
    .catch(panelFailure(args, 'agent'));
  const locale = localeOfRequest(args.request);
  return { items: items.map((item) => ({ ...item, statusLabel: documentStatusLabel(item.status, locale) })) };
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
