import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/my-documents';
import { Icon } from '../../components/icons.tsx';
import { OwnDocumentList } from '../../components/panel/own-documents.tsx';
import { loadOwnDocuments } from '../../components/panel/own-documents.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';

/** My documents (spec: /panel/myDocuments): the identity documents I sent and how each was reviewed. */
export async function loader(args: Route.LoaderArgs) {
  return loadOwnDocuments(args, 'general');
}

export default function MyDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage
      title={t('panel.nav.myDocuments')}
      action={
        <Button component={Link} to="/panel/myDocument/create" leftSection={<Icon name="plus" size={18} />}>
          {t('panel.documents.create')}
        </Button>
      }
    >
      <PanelCard>
        <OwnDocumentList items={loaderData.items} hrefOf={(id) => `/panel/myDocument/${id}`} />
      </PanelCard>
    </PanelPage>
  );
}
