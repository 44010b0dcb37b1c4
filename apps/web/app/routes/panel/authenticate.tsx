import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Blockquote, Button, Text } from '@mantine/core';
import { Icon } from '../../components/icons.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { useUserPanel } from '../../components/panel/use-panel-user.ts';

/**
 * Authenticate (spec: /panel/authenticate): how far my identity is verified (authLevel 0..3, verified from level 1,
 * spec section 5), the manager's message, and the way to send documents. No API call of its own.
 */
export default function Authenticate() {
  const { t } = useTranslation();
  const { me, authLevelLabel } = useUserPanel();
  const { authLevel, authMessage } = me.user;
  const verified = authLevel >= 1;
  return (
    <PanelPage title={t('panel.nav.authenticate')}>
      <PanelCard title={t('panel.authenticate.status')}>
        <Badge color={verified ? 'green' : 'orange'} variant="light" size="lg">
          {authLevelLabel}
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
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>
          <Button component={Link} to="/panel/myDocument/create" leftSection={<Icon name="plus" size={18} />}>
            {t('panel.documents.create')}
          </Button>
          <Button component={Link} to="/panel/myDocuments" variant="light">
            {t('panel.nav.myDocuments')}
          </Button>
        </div>
      </PanelCard>
    </PanelPage>
  );
}
