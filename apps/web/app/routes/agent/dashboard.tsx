import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Badge, Text, Title } from '@mantine/core';
import type { Route } from './+types/dashboard';
import { Icon, type IconName } from '../../components/icons.tsx';
import { AGENT, may, useAgentMe } from '../../components/manager/access.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { authLevelLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { requireSession } from '../../lib/session.server.ts';

/** The agent panel's dashboard (spec: /agent/dashboard): a greeting, the agent's verification and shortcuts. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireSession(args, 'agent');
  return { authLevelLabel: authLevelLabel(me.user.authLevel, localeOfRequest(args.request)) };
}

export default function AgentDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useAgentMe();
  const name = me?.user.name;
  const verified = (me?.user.authLevel ?? 0) >= 1;
  const shortcuts: ReadonlyArray<{ to: string; label: string; icon: IconName; shown: boolean }> = [
    { to: '/agent/user/create', label: t('agent.users.create'), icon: 'plus', shown: may(me, AGENT.usersCreate) },
    { to: '/agent/user/index', label: t('agent.nav.users'), icon: 'login', shown: may(me, AGENT.usersIndex) },
    { to: '/agent/profile', label: t('agent.nav.profile'), icon: 'profile', shown: true },
    { to: '/agent/referral', label: t('agent.nav.referral'), icon: 'referral', shown: true },
    { to: '/agent/myDocument/index', label: t('agent.nav.myDocuments'), icon: 'document', shown: true },
  ];
  return (
    <PanelPage title={t('agent.nav.dashboard')}>
      <PanelCard>
        <Title order={2} size="h4" mb="xs">
          {name ? t('panel.dashboard.greeting', { name }) : t('panel.dashboard.greetingNoName')}
        </Title>
        <Text c="dimmed">{t('agent.dashboard.intro')}</Text>
      </PanelCard>
      <PanelCard title={t('panel.authenticate.status')}>
        <Badge color={verified ? 'green' : 'orange'} variant="light" size="lg">
          {loaderData.authLevelLabel}
        </Badge>
        <Text mt="xs">{verified ? t('panel.authenticate.verified') : t('panel.authenticate.notVerified')}</Text>
        {!verified && (
          <Text mt="xs">
            <Anchor component={Link} to="/agent/authenticate/details" fw={700}>
              {t('panel.dashboard.toAuthenticate')}
            </Anchor>
          </Text>
        )}
      </PanelCard>
      <PanelCard title={t('panel.dashboard.shortcuts')}>
        <ul className={lists.shortcuts}>
          {shortcuts
            .filter((item) => item.shown)
            .map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={lists.shortcut}>
                  <Icon name={item.icon} size={22} />
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
        </ul>
      </PanelCard>
    </PanelPage>
  );
}
