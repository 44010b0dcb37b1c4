import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Blockquote, Button, Text } from '@mantine/core';
import type { Route } from './+types/authenticate';
import { Icon } from '../../components/icons.tsx';
import { useAgentMe } from '../../components/manager/access.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import classes from '../../components/manager/manager.module.css';
import { authLevelLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { requireSession } from '../../lib/session.server.ts';

/** The agent's verification (spec: /agent/authenticate/details): level, the reviewer's message, how to send documents. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireSession(args, 'agent');
  return { authLevelLabel: authLevelLabel(me.user.authLevel, localeOfRequest(args.request)) };
}

export default function AgentAuthenticate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useAgentMe();
  const authLevel = me?.user.authLevel ?? 0;
  const authMessage = me?.user.authMessage;
  const verified = authLevel >= 1;
  return (
    <PanelPage title={t('agent.nav.authenticate')}>
      <PanelCard title={t('panel.authenticate.status')}>
        <Badge color={verified ? 'green' : 'orange'} variant="light" size="lg">
          {loaderData.authLevelLabel}
        </Badge>
        <Text mt="sm">{verified ? t('panel.authenticate.verified') : t('panel.authenticate.notVerified')}</Text>
        {authMessage && (
          <Blockquote color={verified ? 'teal' : 'orange'} mt="md" p="sm" cite={t('panel.authenticate.messageFrom')}>
            <span dir="auto">{authMessage}</span>
          </Blockquote>
        )}
      </PanelCard>
      <PanelCard title={t('panel.authenticate.howTitle')}>
        <Text mb="md">{t('panel.authenticate.how')}</Text>
        <div className={classes.rowActions}>
          <Button component={Link} to="/agent/myDocument/create" leftSection={<Icon name="plus" size={18} />}>
            {t('panel.documents.create')}
          </Button>
          <Button component={Link} to="/agent/myDocument/index" variant="light">
            {t('agent.nav.myDocuments')}
          </Button>
        </div>
      </PanelCard>
    </PanelPage>
  );
}
