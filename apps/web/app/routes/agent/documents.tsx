import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/documents';
import { Icon } from '../../components/icons.tsx';
import { AGENT, may, useAgentMe } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { OwnDocumentList } from '../../components/panel/own-documents.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { withStatusLabel } from './documents.server.ts';

/**
 * Identity documents of the agent's users (the list behind the spec's /agent/document/{id}/details and
 * /agent/document/create; ADR 0047): newest first, each with whose it is and its review state.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'agent', AGENT.documentsIndex);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/agent/documents', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'agent'));
  const locale = localeOfRequest(args.request);
  return { items: page.items.map((item) => withStatusLabel(item, locale)) };
}

export default function AgentDocuments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useAgentMe();
  return (
    <PanelPage
      title={t('agent.nav.userDocuments')}
      action={
        may(me, AGENT.documentsCreate) && (
          <Button component={Link} to="/agent/document/create" leftSection={<Icon name="plus" size={18} />}>
            {t('agent.userDocuments.create')}
          </Button>
        )
      }
    >
      <PanelCard>
        <p>{t('agent.userDocuments.intro')}</p>
        <OwnDocumentList
          items={loaderData.items}
          hrefOf={(id) => `/agent/document/${id}/details`}
          whose={(item) =>
            t('agent.userDocuments.whose', { name: item.userName || localizeDigits(item.userMobile ?? '', locale) })
          }
        />
      </PanelCard>
    </PanelPage>
  );
}
