import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/document-create';
import { AGENT } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { OwnDocumentUpload } from '../../components/panel/own-document-upload.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * A new identity document for one of the agent's users (spec: /agent/document/create; ADR 0047): the user (?user=
 * preselects one), a title and an image, sent with progress to POST /api/v1/agent/documents; a manager reviews it in
 * the back office's queue as if the user had sent it.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'agent', AGENT.documentsCreate);
  const locale = localeOfRequest(args.request);
  const users = await serverApi(args.request, args.context)
    .GET('/api/v1/agent/users', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'agent'));
  return {
    users: users.items.map((user) => ({
      value: String(user.id),
      label: user.name || localizeDigits(user.mobile ?? String(user.id), locale),
    })),
    selected: args.url.searchParams.get('user') ?? '',
  };
}

export default function AgentCreateUserDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('agent.userDocuments.create')}>
      <PanelCard>
        <Text size="sm" c="dimmed" mb="md">
          {t('agent.userDocuments.createIntro')}
        </Text>
        <OwnDocumentUpload
          panel="agent"
          endpoint="/api/v1/agent/documents"
          hrefOf={(id) => `/agent/document/${id}/details`}
          returnTo="/agent/document/create"
          extraFields={{
            required: { user_id: t('agent.userDocuments.chooseUser') },
            render: (errors, busy) => (
              <NativeSelect
                name="user_id"
                label={t('agent.userDocuments.user')}
                data={[{ value: '', label: t('agent.userDocuments.chooseUser') }, ...loaderData.users]}
                defaultValue={loaderData.selected}
                error={errors.user_id}
                disabled={busy}
                required
              />
            ),
          }}
        />
      </PanelCard>
    </PanelPage>
  );
}
